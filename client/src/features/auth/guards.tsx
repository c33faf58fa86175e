import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { Redirect } from '../../lib/redirect.tsx';
import { useAuthLink } from './use-return-here.ts';
import { PageLoading } from '../../components/PageStates.tsx';
import { TIMINGS } from '../../../../shared/common/constants.ts';
import { safeReturnPath } from '../../../../shared/auth/return-path.ts';
import { useCurrentUser } from './use-current-user.ts';

/** Auth-group pages (login, sign-up, forgot-password): a signed-in user is sent home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  if (isPending) return <PageLoading />;
  if (user) return <Redirect to={safeReturnPath(params.get('next')) ?? '/home'} replace />;
  return <>{children}</>;
}

/**
 * Protected prefixes (/home, /profile, /teams): if no user is present about 1 s after arriving,
 * go to login. A session still loading after that second is waited for, not taken for absent:
 * on a slow network the redirect would otherwise bounce a signed-in user to login and home.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  const [, navigate] = useLocation();
  // Back here after signing in: an invitation or a message link must survive it.
  const signInHref = useAuthLink('login');
  const [checkDue, setCheckDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setCheckDue(true), TIMINGS.protectedRouteCheckDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (checkDue && !isPending && !user) navigate(signInHref, { replace: true });
  }, [checkDue, isPending, user, navigate, signInHref]);
  if (isPending || !user) return <PageLoading />;
  return <>{children}</>;
}

/**
 * Member pages need at least a display name, what others see of a person; without one a new user goes
 * to the first-time profile form. An invitee who gave only a name gets in, and Home asks for the rest.
 */
export function RequireProfile({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user && !user.hasAdditionalInfo && !user.displayName) return <Redirect to="/user-onboarding" replace />;
  return <>{children}</>;
}
