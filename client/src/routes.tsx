import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { AppShell } from './components/AppShell.tsx';
import { PageLoading } from './components/page-states.tsx';
import { GuestOnly, RequireProfile, RequireUser } from './features/auth/guards.tsx';
import { useCurrentUser } from './features/auth/use-current-user.ts';

const LoginPage = lazy(() => import('./pages/auth/LoginPage.tsx'));
const SignUpPage = lazy(() => import('./pages/auth/SignUpPage.tsx'));
const ForgotPasswordPage = lazy(() => import('./pages/auth/ForgotPasswordPage.tsx'));
const VerifyEmailPage = lazy(() => import('./pages/auth/VerifyEmailPage.tsx'));
const VerifyNewEmailPage = lazy(() => import('./pages/VerifyNewEmailPage.tsx'));
const HomePage = lazy(() => import('./pages/HomePage.tsx'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));
const SettingsPage = lazy(() => import('./pages/SettingsPage.tsx'));
const OnboardingPage = lazy(() => import('./pages/OnboardingPage.tsx'));
const UserListsPage = lazy(() => import('./pages/UserListsPage.tsx'));
const ProfilePage = lazy(() => import('./pages/ProfilePage.tsx'));
const MessagesPage = lazy(() => import('./pages/MessagesPage.tsx'));
const NotificationsPage = lazy(() => import('./pages/NotificationsPage.tsx'));
const VerifyAlternateEmailPage = lazy(() => import('./pages/VerifyAlternateEmailPage.tsx'));

/** Every page change scrolls to the top. */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

function EmptyPath() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoading />;
  return <Redirect to={user ? '/home' : '/sign-up'} replace />;
}

const guest = (Page: ComponentType) => () => (
  <GuestOnly>
    <Page />
  </GuestOnly>
);
const inShell = (Page: ComponentType) => () => (
  <AppShell>
    <Page />
  </AppShell>
);
const protectedInShell = (Page: ComponentType) => () => (
  <AppShell>
    <RequireUser>
      <Page />
    </RequireUser>
  </AppShell>
);
/** Signed in and with a completed profile. */
const memberInShell = (Page: ComponentType) => () => (
  <AppShell>
    <RequireUser>
      <RequireProfile>
        <Page />
      </RequireProfile>
    </RequireUser>
  </AppShell>
);

/** The auth group answers both at top level and under /auth. */
const authRoutes: [string, ComponentType][] = [
  ['login', guest(LoginPage)],
  ['sign-up', guest(SignUpPage)],
  ['forgot-password', ForgotPasswordPage],
  ['verify-email', VerifyEmailPage],
];

// Wrapped once at module load: a component made during render would remount its page on every render.
const Home = memberInShell(HomePage);
const Settings = memberInShell(SettingsPage);
const Onboarding = protectedInShell(OnboardingPage);
const UserLists = memberInShell(UserListsPage);
const Messages = memberInShell(MessagesPage);
const Notifications = memberInShell(NotificationsPage);
const Profile = protectedInShell(ProfilePage);
const ProtectedNotFound = protectedInShell(NotFoundPage);
const NotFound = inShell(NotFoundPage);

export function AppRoutes({ fallback }: { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback ?? <PageLoading />}>
      <ScrollToTop />
      <Switch>
        <Route path="/" component={EmptyPath} />
        {authRoutes.flatMap(([path, component]) => [
          <Route key={path} path={`/${path}`} component={component} />,
          <Route key={`auth/${path}`} path={`/auth/${path}`} component={component} />,
        ])}
        <Route path="/verify-new-email" component={VerifyNewEmailPage} />
        <Route path="/verify-alternate-email" component={VerifyAlternateEmailPage} />
        <Route path="/home" component={Home} />
        <Route path="/settings" component={Settings} />
        <Route path="/user-onboarding" component={Onboarding} />
        <Route path="/user-list" component={UserLists} />
        <Route path="/messages" component={Messages} />
        <Route path="/notifications" component={Notifications} />
        <Route path="/profile" component={Profile} />
        <Route path="/profile/:userId" component={Profile} />
        <Route path="/profile/*" component={ProtectedNotFound} />
        <Route path="/teams" nest component={ProtectedNotFound} />
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
