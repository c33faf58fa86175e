import { Box, Container, Flex, Image } from '@chakra-ui/react';
import { useSearchParams } from 'wouter';
import { Redirect } from '../lib/redirect.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { ProfileForm } from '../features/settings/ProfileForm.tsx';
import { QuickProfileForm } from '../features/settings/QuickProfileForm.tsx';
import { trpc } from '../lib/trpc.ts';
import { SETTINGS_MESSAGES } from '../../../shared/settings/messages.ts';

/** The first-time sign-up profile form beside an image (spec: settings on any path but exactly settings). */
export default function OnboardingPage() {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const profile = trpc.users.settingsProfile.useQuery(undefined, { enabled: Boolean(user) });
  if (!user || profile.isPending) return <PageLoading />;
  if (profile.isError) return <PageError message={SETTINGS_MESSAGES.profileLoadFailed} onRetry={() => void profile.refetch()} />;
  if (profile.data.hasAdditionalInfo) return <Redirect to="/settings" replace />;
  // Signed up from an invitation: a name first, the answer next, the rest later from Home.
  if (params.get('invited') && !user.displayName) {
    return (
      <Container maxW="6xl" py="8">
        <QuickProfileForm next={params.get('next')} />
      </Container>
    );
  }
  return (
    <Container maxW="6xl" py="8">
      <Flex gap="10" align="flex-start">
        <Box flex="1" minW="0">
          <ProfileForm initial={profile.data} afterCreateRoute={params.get('next')} />
        </Box>
        <Box display={{ base: 'none', lg: 'block' }} w="360px" flexShrink={0} position="sticky" top="6">
          <Image src="/onboarding.svg" alt="" borderRadius="xl" />
        </Box>
      </Flex>
    </Container>
  );
}
