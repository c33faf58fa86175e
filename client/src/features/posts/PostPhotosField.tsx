import { Box, Button, CloseButton, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { POST_PHOTO_LIMITS, POST_WORDS } from '../../../../shared/posts/messages.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';
import { fileProblem } from '../../lib/upload.ts';
import { notify } from '../../components/ToasterHost.tsx';

export const POST_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A post's photos in its draft: those already saved (removable) and those chosen now, up to 4 in
 * all. Chosen files are checked for type and size before anything is sent.
 */
export function PostPhotosField({
  saved,
  onRemoveSaved,
  chosen,
  onChosenChange,
}: {
  saved: readonly { position: number; url: string }[];
  onRemoveSaved: (position: number) => void;
  chosen: readonly File[];
  onChosenChange: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  const previews = useMemo(() => chosen.map((file) => URL.createObjectURL(file)), [chosen]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const room = POST_PHOTO_LIMITS.max - saved.length - chosen.length;
  const add = (files: FileList | null) => {
    const picked: File[] = [];
    for (const file of Array.from(files ?? [])) {
      const problem = fileProblem(file, POST_PHOTO_TYPES, POST_PHOTO_LIMITS.maxBytes, UPLOAD_MESSAGES);
      if (problem) void notify({ type: 'error', title: `${file.name}: ${problem}` });
      else picked.push(file);
    }
    if (picked.length > room) void notify({ type: 'error', title: POST_WORDS.photosMax });
    onChosenChange([...chosen, ...picked.slice(0, Math.max(0, room))]);
  };
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        {POST_WORDS.photos}
      </Text>
      <Flex gap="2" wrap="wrap">
        {saved.map((photo) => (
          <Thumb
            key={`saved-${photo.position}`}
            src={photo.url}
            label={POST_WORDS.removePhoto(photo.position + 1)}
            onRemove={() => onRemoveSaved(photo.position)}
          />
        ))}
        {previews.map((url, index) => (
          <Thumb
            key={url}
            src={url}
            label={POST_WORDS.removePhoto(saved.length + index + 1)}
            onRemove={() => onChosenChange(chosen.filter((_, at) => at !== index))}
          />
        ))}
      </Flex>
      <input
        ref={input}
        type="file"
        accept={POST_PHOTO_TYPES.join(',')}
        multiple
        hidden
        aria-label={POST_WORDS.photoFiles}
        onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
        }}
      />
      <Button size="sm" variant="outline" alignSelf="start" disabled={room <= 0} onClick={() => input.current?.click()}>
        {POST_WORDS.addPhotos}
      </Button>
      <Text fontSize="xs" color="fg.muted">
        {POST_WORDS.photosHint}
      </Text>
    </Stack>
  );
}

function Thumb({ src, label, onRemove }: { src: string; label: string; onRemove: () => void }) {
  return (
    <Box position="relative" w="20" h="20" borderRadius="md" overflow="hidden" borderWidth="1px">
      <Image src={src} alt="" w="20" h="20" objectFit="cover" />
      <CloseButton size="2xs" position="absolute" top="0.5" right="0.5" bg="bg" aria-label={label} onClick={onRemove} />
    </Box>
  );
}
