import { Box, Button, Flex, Image, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { notify } from './ToasterHost.tsx';
import { fileProblem, uploadFile } from '../lib/upload.ts';
import { UPLOAD_MESSAGES } from '../../../shared/uploads/messages.ts';
import { TEAM_LIMITS } from '../../../shared/limits/limits.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

export interface LogoUploadWords {
  /** The hidden file input's name, for screen readers and tests. */
  fileLabel: string;
  add: string;
  change: string;
  saved: string;
}

/**
 * A logo picker: a JPEG, PNG or WebP checked here for type and size, sent to `uploadPath` (the
 * server crops it square), then `onSaved` refreshes whatever shows it. Team and club logos use it.
 */
export function LogoUpload(props: {
  uploadPath: string;
  logoUrl: string | null;
  name: string;
  words: LogoUploadWords;
  shape: 'round' | 'square';
  onSaved: () => Promise<unknown>;
}) {
  const { uploadPath, logoUrl, name, words, shape, onSaved } = props;
  const input = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file, ACCEPTED, TEAM_LIMITS.logoMaxBytes, UPLOAD_MESSAGES);
    if (problem) return void notify({ type: 'error', title: problem });
    setBusy(true);
    const sent = await uploadFile<{ logoUrl: string }>(uploadPath, UPLOAD_MESSAGES, { file });
    if (sent.ok) {
      await onSaved();
      void notify({ type: 'success', title: words.saved });
    } else {
      void notify({ type: 'error', title: sent.message });
    }
    setBusy(false);
  };
  return (
    <Flex gap="3" align="center">
      <Box
        w="16"
        h="16"
        borderRadius={shape === 'round' ? 'full' : 'md'}
        overflow="hidden"
        bg="bg.muted"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        {logoUrl ? <Image src={logoUrl} alt={`${name} logo`} w="16" h="16" /> : <Text fontSize="xl">{name.slice(0, 1).toUpperCase()}</Text>}
      </Box>
      <input ref={input} type="file" accept={ACCEPTED.join(',')} hidden aria-label={words.fileLabel} onChange={(event) => void upload(event)} />
      <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
        {logoUrl ? words.change : words.add}
      </Button>
    </Flex>
  );
}
