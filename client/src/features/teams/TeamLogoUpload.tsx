import { LogoUpload } from '../../components/LogoUpload.tsx';
import { trpc } from '../../lib/trpc.ts';

const WORDS = { fileLabel: 'Team logo file', add: 'Add a logo', change: 'Change logo', saved: 'Logo saved' };

/** The team's logo: a JPEG, PNG or WebP, cropped square by the server. */
export function TeamLogoUpload({ teamId, logoUrl, name }: { teamId: string; logoUrl: string | null; name: string }) {
  const utils = trpc.useUtils();
  return (
    <LogoUpload
      uploadPath={`/uploads/team-logo/${teamId}`}
      logoUrl={logoUrl}
      name={name}
      words={WORDS}
      shape="round"
      onSaved={() => Promise.all([utils.teams.get.invalidate({ teamId }), utils.teams.mine.invalidate()])}
    />
  );
}
