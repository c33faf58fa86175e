import { LogoUpload } from '../../components/LogoUpload.tsx';
import { trpc } from '../../lib/trpc.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../../shared/organizations/messages.ts';

const WORDS = { fileLabel: M.logoLabel, add: M.addLogo, change: M.changeLogo, saved: M.logoSaved };

/** The club's logo: a JPEG, PNG or WebP, cropped square by the server as a team's logo is. */
export function ClubLogoUpload({ organizationId, logoUrl, name }: { organizationId: string; logoUrl: string | null; name: string }) {
  const utils = trpc.useUtils();
  return (
    <LogoUpload
      uploadPath={`/uploads/club-logo/${organizationId}`}
      logoUrl={logoUrl}
      name={name}
      words={WORDS}
      shape="square"
      onSaved={() => Promise.all([utils.organizations.byId.invalidate(), utils.organizations.bySlug.invalidate(), utils.organizations.mine.invalidate()])}
    />
  );
}
