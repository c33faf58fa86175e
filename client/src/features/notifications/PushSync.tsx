import { useEffect, useMemo } from 'react';
import { syncPushRegistration, type PushApi } from '../../lib/push.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';

/** The tRPC calls lib/push.ts makes, from the client of the app's provider. */
export function usePushApi(): PushApi {
  const utils = trpc.useUtils();
  return useMemo(
    () => ({
      register: (body) => utils.client.push.register.mutate(body),
      update: (body) => utils.client.push.update.mutate(body),
      unregister: (body) => utils.client.push.unregister.mutate(body),
    }),
    [utils],
  );
}

/**
 * At start-up, signed in, with push set up on the server and allowed by the browser: keeps this
 * browser's subscription registered for the user (and refreshed every PUSH_REFRESH_DAYS).
 */
export function PushSync() {
  const { user } = useCurrentUser();
  const config = trpc.system.config.useQuery(undefined, { staleTime: Infinity });
  const api = usePushApi();
  const userId = user?.id ?? null;
  const publicKey = config.data?.pushPublicKey ?? null;
  useEffect(() => {
    // Push errors are the browser's and its push service's; the spec says they are not shown.
    if (userId && publicKey) void syncPushRegistration(api, userId, publicKey).catch(() => undefined);
  }, [api, userId, publicKey]);
  return null;
}
