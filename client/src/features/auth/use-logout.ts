import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useLocation } from 'wouter';
import { notify } from '../../components/ToasterHost.tsx';
import { unregisterPush } from '../../lib/push.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePushApi } from '../notifications/PushSync.tsx';
import { TIMINGS } from '../../../../shared/common/constants.ts';
import { MESSAGES } from '../../../../shared/common/spec-messages.ts';

export const LOGGED_OUT_PATH = '/login?logout=true';

/**
 * Sign-out as spec section 4 describes: the request gets 10 s before local state is cleared
 * anyway, and a 5 s failsafe leaves the page whatever happens.
 */
export function useLogout() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const running = useRef(false);
  const pushApi = usePushApi();

  return useCallback(async () => {
    if (running.current) return;
    running.current = true;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      navigate(LOGGED_OUT_PATH);
    };
    const failsafe = window.setTimeout(leave, TIMINGS.logoutFailsafeMs);
    const controller = new AbortController();
    const timeout = window.setTimeout(() => controller.abort(), TIMINGS.logoutTimeoutMs);
    try {
      // While still signed in: this browser stops receiving the user's pushes (spec section 7, DELETE).
      await unregisterPush(pushApi);
      await utils.client.auth.signOut.mutate(undefined, { signal: controller.signal });
    } catch {
      void notify({
        type: 'error',
        title: MESSAGES.logoutError,
        duration: TIMINGS.snackbarLogoutErrorMs,
        action: { label: MESSAGES.logoutErrorAction, onClick: () => {} },
      });
    } finally {
      window.clearTimeout(timeout);
      window.clearTimeout(failsafe);
      queryClient.clear();
      utils.auth.me.setData(undefined, null);
      running.current = false;
      leave();
    }
  }, [navigate, queryClient, utils, pushApi]);
}
