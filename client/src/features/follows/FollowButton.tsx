import { Button } from '@chakra-ui/react';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { FOLLOW_MESSAGES } from '../../../../shared/follows/messages.ts';

/**
 * Follow / Following for an organiser or a public team (issue 32): pressed, "Following" unfollows.
 * Nothing shows for oneself, a team that is not public, or a host the viewer cannot see.
 */
export function FollowButton({ hostId, size = 'sm' }: { hostId: string; size?: 'sm' | 'md' }) {
  const utils = trpc.useUtils();
  const host = trpc.follows.host.useQuery({ hostId }, { retry: false });
  const refresh = () => Promise.all([utils.follows.host.invalidate({ hostId }), utils.follows.mine.invalidate(), utils.events.nearby.invalidate()]);
  const onError = (error: unknown) => void notify({ type: 'error', title: errorMessage(error, APP_MESSAGES.tryAgain) });
  const follow = trpc.follows.follow.useMutation({ onSuccess: refresh, onError });
  const unfollow = trpc.follows.unfollow.useMutation({ onSuccess: refresh, onError });
  if (!host.data?.canFollow) return null;
  const following = host.data.following;
  return (
    <Button
      size={size}
      colorPalette="teal"
      variant={following ? 'outline' : 'solid'}
      aria-pressed={following}
      loading={follow.isPending || unfollow.isPending}
      onClick={() => (following ? unfollow : follow).mutate({ hostId })}
    >
      {following ? FOLLOW_MESSAGES.following : FOLLOW_MESSAGES.follow}
    </Button>
  );
}
