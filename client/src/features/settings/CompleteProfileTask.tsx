import { Button, Flex, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';

/**
 * Home's task for someone who joined from an invitation with a display name only (issue 31): it
 * links to the first-time profile form and shows until that form is saved.
 */
export function CompleteProfileTask() {
  return (
    <SectionCard title={SETTINGS_MESSAGES.completeProfileTitle} borderColor="orange.muted" data-testid="complete-profile-task">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text>{SETTINGS_MESSAGES.completeProfileText}</Text>
        <Button asChild size="sm" colorPalette="teal">
          <Link href={`/user-onboarding?next=${encodeURIComponent('/home')}`}>{SETTINGS_MESSAGES.completeProfileAction}</Link>
        </Button>
      </Flex>
    </SectionCard>
  );
}
