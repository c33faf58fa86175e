import { Card, Heading, Stack } from '@chakra-ui/react';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { trpc } from '../../lib/trpc.ts';
import { ChangeEmailForm } from '../auth/ChangeEmailForm.tsx';
import { FamilyMembersSection } from '../family/FamilyMembersSection.tsx';
import type { CurrentUser } from '../../../../shared/schemas/user.ts';
import { AlternateEmailsCard } from './AlternateEmailsCard.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SETTINGS_MESSAGES } from '../../../../shared/messages.ts';

export function GeneralTab({ user }: { user: CurrentUser }) {
  const profile = trpc.users.settingsProfile.useQuery();
  if (profile.isPending) return <PageLoading label="Loading your profile..." />;
  if (profile.isError) return <PageError message={SETTINGS_MESSAGES.profileLoadFailed} onRetry={() => void profile.refetch()} />;
  return (
    <Stack gap="6">
      <ProfileForm initial={profile.data} headingLevel="h2" />
      <FamilyMembersSection />
      <Card.Root>
        <Card.Header>
          <Heading size="md" as="h2">
            Sign-in e-mail
          </Heading>
        </Card.Header>
        <Card.Body>
          <ChangeEmailForm user={user} />
        </Card.Body>
      </Card.Root>
      <AlternateEmailsCard primaryEmail={user.email} />
    </Stack>
  );
}
