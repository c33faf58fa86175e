import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { AppDialog } from '../../components/AppDialog.tsx';
import { fileProblem, uploadFile } from '../../lib/upload.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';

/** The server stores avatars at this size; cropping to it here keeps the upload small. */
const AVATAR_WIDTH = 512;
const AVATAR_HEIGHT = 576;
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

/** 'Update your photo' (600 x 675): choose a picture, frame it, and upload the cropped result. */
export function AvatarDialog({ open, onClose, onUploaded }: { open: boolean; onClose: () => void; onUploaded: (photoUrl: string) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const zoomId = useId();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!imageUrl) return;
    return () => URL.revokeObjectURL(imageUrl);
  }, [imageUrl]);

  // Abandon an upload still in flight if the dialog goes away.
  useEffect(() => () => upload.current?.abort(), []);

  const reset = () => {
    upload.current?.abort();
    upload.current = null;
    setImageUrl(null);
    setCrop({ x: 0, y: 0 });
    setZoom(MIN_ZOOM);
    setArea(null);
    setUploading(false);
    setError(null);
  };

  const close = () => {
    reset();
    onClose();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file, ACCEPTED_TYPES, null, UPLOAD_MESSAGES);
    if (problem) {
      setError(problem);
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      await loadImage(url);
    } catch {
      URL.revokeObjectURL(url);
      setError(UPLOAD_MESSAGES.notAnImage);
      return;
    }
    setError(null);
    setCrop({ x: 0, y: 0 });
    setZoom(MIN_ZOOM);
    setArea(null);
    setImageUrl(url);
  };

  const save = async () => {
    if (!imageUrl || !area) return;
    const controller = new AbortController();
    upload.current = controller;
    setUploading(true);
    setError(null);
    const blob = await cropToJpeg(imageUrl, area).catch(() => null);
    const sent = blob ? await uploadFile<{ photoUrl: string }>('/uploads/avatar', UPLOAD_MESSAGES, { file: blob, signal: controller.signal }) : null;
    if (controller.signal.aborted) return;
    if (!sent?.ok) {
      setError(sent?.message ?? UPLOAD_MESSAGES.failed);
      setUploading(false);
      return;
    }
    onUploaded(sent.body.photoUrl);
    close();
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      title="Update your photo"
      testId="avatar-dialog"
      contentProps={{ w: '600px', h: '675px', maxH: 'calc(100dvh - 2rem)' }}
      bodyProps={{ display: 'flex', flexDirection: 'column', gap: '4', minH: '0' }}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button colorPalette="teal" disabled={!imageUrl || !area} loading={uploading} loadingText="Saving..." onClick={() => void save()}>
            Save photo
          </Button>
        </>
      }
    >
      <input ref={fileInput} type="file" accept={ACCEPTED_TYPES.join(',')} aria-label="Choose a photo" hidden onChange={(e) => void choose(e)} />
      <Box position="relative" flex="1" minH="0" borderRadius="md" overflow="hidden" bg="bg.muted">
        {imageUrl ? (
          <Cropper
            image={imageUrl}
            crop={crop}
            zoom={zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            aspect={AVATAR_WIDTH / AVATAR_HEIGHT}
            cropShape="rect"
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_area, pixels) => setArea(pixels)}
          />
        ) : (
          <Flex h="full" align="center" justify="center" direction="column" gap="3" p="6" textAlign="center">
            <Text color="fg.muted">{UPLOAD_MESSAGES.avatarHint}</Text>
          </Flex>
        )}
      </Box>
      <Stack gap="3">
        <Flex gap="3" align="center">
          <chakra.label htmlFor={zoomId} fontSize="sm" fontWeight="medium">
            Zoom
          </chakra.label>
          <input
            id={zoomId}
            type="range"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.01}
            value={zoom}
            disabled={!imageUrl || uploading}
            onChange={(e) => setZoom(Number(e.target.value))}
            style={{ flex: 1, accentColor: 'var(--chakra-colors-teal-500)' }}
          />
        </Flex>
        <Box>
          <Button variant="outline" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}>
            {imageUrl ? 'Choose another photo' : 'Choose a photo'}
          </Button>
        </Box>
        {error && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(UPLOAD_MESSAGES.notAnImage));
    image.src = url;
  });
}

/** Draws the chosen area at the stored size; the server re-encodes it, so JPEG's loss is paid once here. */
async function cropToJpeg(imageUrl: string, area: Area): Promise<Blob> {
  const image = await loadImage(imageUrl);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_WIDTH;
  canvas.height = AVATAR_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available.');
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, AVATAR_WIDTH, AVATAR_HEIGHT);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_WIDTH, AVATAR_HEIGHT);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(UPLOAD_MESSAGES.photoEncodeFailed))), 'image/jpeg', 0.92),
  );
}
