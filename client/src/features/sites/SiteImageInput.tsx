import { Button, Flex, Image, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { fileProblem, uploadFile } from '../../lib/upload.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';
import { SITE_MESSAGES as M } from '../../../../shared/sites/messages.ts';
import { SITE_LIMITS } from '../../../../shared/sites/blocks.ts';
import type { SiteImage } from '../../../../shared/sites/schemas.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** An image of a website (hero, gallery, logo, sponsor): uploaded through the image pipeline, stored at responsive widths. */
export function SiteImageInput({
  websiteId,
  value,
  onChange,
  label,
}: {
  websiteId: string;
  value: SiteImage | null;
  onChange: (image: SiteImage | null) => void;
  label: string;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = fileProblem(file, ACCEPTED, SITE_LIMITS.imageMaxBytes, UPLOAD_MESSAGES);
    if (refused) return setProblem(refused);
    setBusy(true);
    setProblem(null);
    const sent = await uploadFile<SiteImage>(`/uploads/site-images/${websiteId}`, UPLOAD_MESSAGES, { file });
    setBusy(false);
    if (sent.ok) onChange({ ...sent.body, alt: value?.alt ?? '' });
    else setProblem(sent.message);
  };
  return (
    <Flex direction="column" gap="2">
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      {value ? <Image src={value.url} alt={value.alt} maxH="24" objectFit="contain" alignSelf="flex-start" /> : null}
      <input ref={input} type="file" accept={ACCEPTED.join(',')} hidden aria-label={`${label} file`} onChange={(event) => void upload(event)} />
      <Flex gap="2" wrap="wrap">
        <Button size="xs" variant="outline" loading={busy} onClick={() => input.current?.click()}>
          {M.uploadImage}
        </Button>
        {value ? (
          <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
            {M.removeImage}
          </Button>
        ) : null}
      </Flex>
      {value ? (
        <label>
          <Text as="span" fontSize="xs">
            Description
          </Text>
          <input
            value={value.alt}
            maxLength={SITE_LIMITS.altMax}
            onChange={(event) => onChange({ ...value, alt: event.target.value })}
            style={{ width: '100%', border: '1px solid #d1d5db', borderRadius: 6, padding: '4px 8px' }}
          />
        </label>
      ) : null}
      {problem ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {problem}
        </Text>
      ) : null}
    </Flex>
  );
}
