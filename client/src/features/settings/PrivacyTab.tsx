import { Stack } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import { BlockedConversationsCard } from './BlockedConversationsCard.tsx';
import { BlockedUsersCard } from './BlockedUsersCard.tsx';
import { DangerZone } from './DangerZone.tsx';
import { PrivacyToggles } from './PrivacyToggles.tsx';

export function PrivacyTab({ userId }: { userId: string }) {
  return (
    <Stack gap="6">
      <PrivacyToggles />
      <BlockedUsersCard />
      <BlockedConversationsCard />
      <TextLink href={`/profile/${userId}`}>See your profile as others see it</TextLink>
      <DangerZone />
    </Stack>
  );
}
