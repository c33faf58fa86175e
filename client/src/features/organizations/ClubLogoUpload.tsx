import { Box, Button, Flex, Image, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { notify } from '../../components/ToasterHost.tsx';
import { trpc } from '../../lib/trpc.ts';
import { fileProblem, uploadFile } from '../../lib/upload.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../../shared/organizations/messages.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** The club's logo: a JPEG, PNG or WebP, cropped square by the server as a team's logo is. */
export function ClubLogoUpload({ organizationId, logoUrl, name }: { organizationId: string; logoUrl: string | null; name: string }) {
  const input = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);
  const utils = trpc.useUtils();
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file, ACCEPTED, TEAM_LIMITS.logoMaxBytes, UPLOAD_MESSAGES);
    if (problem) return void notify({ type: 'error', title: problem });
    setBusy(true);
    const sent = await uploadFile<{ logoUrl: string }>(`/uploads/club-logo/${organizationId}`, UPLOAD_MESSAGES, { file });
    if (sent.ok) {
      await Promise.all([utils.organizations.byId.invalidate(), utils.organizations.bySlug.invalidate(), utils.organizations.mine.invalidate()]);
      void notify({ type: 'success', title: M.logoSaved });
    } else {
      void notify({ type: 'error', title: sent.message });
    }
    setBusy(false);
  };
  return (
    <Flex gap="3" align="center">
      <Box w="16" h="16" borderRadius="md" overflow="hidden" bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
        {logoUrl ? <Image src={logoUrl} alt={`${name} logo`} w="16" h="16" /> : <Text fontSize="xl">{name.slice(0, 1).toUpperCase()}</Text>}
      </Box>
      <input ref={input} type="file" accept={ACCEPTED.join(',')} hidden aria-label={M.logoLabel} onChange={(event) => void upload(event)} />
      <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
        {logoUrl ? M.changeLogo : M.addLogo}
      </Button>
    </Flex>
  );
}
