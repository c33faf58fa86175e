import { Stack } from '@chakra-ui/react';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { trpc } from '../../lib/trpc.ts';
import { ChangeEmailForm } from '../auth/ChangeEmailForm.tsx';
import { FamilyMembersSection } from '../family/FamilyMembersSection.tsx';
import type { CurrentUser } from '../../../../shared/users/schemas.ts';
import { AlternateEmailsCard } from './AlternateEmailsCard.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

export function GeneralTab({ user }: { user: CurrentUser }) {
  const profile = trpc.users.settingsProfile.useQuery();
  if (profile.isPending) return <PageLoading label="Loading your profile..." />;
  if (profile.isError) return <PageError message={SETTINGS_MESSAGES.profileLoadFailed} onRetry={() => void profile.refetch()} />;
  return (
    <Stack gap="6">
      <ProfileForm initial={profile.data} headingLevel="h2" />
      <FamilyMembersSection />
      <SectionCard title="Sign-in e-mail">
        <ChangeEmailForm user={user} />
      </SectionCard>
      <AlternateEmailsCard primaryEmail={user.email} />
    </Stack>
  );
}
