import { useEffect, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { PageLoading } from '../../components/page-states.tsx';
import { TIMINGS } from '../../../../shared/constants.ts';
import { useCurrentUser } from './use-current-user.ts';

/** Auth-group pages (login, sign-up, forgot-password): a signed-in user is sent home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoading />;
  if (user) return <Redirect to="/home" replace />;
  return <>{children}</>;
}

/**
 * Protected prefixes (/home, /profile, /teams): if no user is present about 1 s after arriving,
 * go to login. The delay lets a session that is still loading arrive first.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (user) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), TIMINGS.protectedRouteCheckDelayMs);
    return () => window.clearTimeout(timer);
  }, [user, navigate]);
  if (isPending || !user) return <PageLoading />;
  return <>{children}</>;
}

/** Pages that need a completed profile send a new user to the first-time profile form. */
export function RequireProfile({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user && !user.hasAdditionalInfo) return <Redirect to="/user-onboarding" replace />;
  return <>{children}</>;
}
