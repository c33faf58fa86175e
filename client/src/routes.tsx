import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Redirect } from './lib/redirect.tsx';
import { AppFrameSkeleton } from './components/PageSkeleton.tsx';
import { lazyPage } from './lib/lazy-page.ts';
import { PageLoading } from './components/PageStates.tsx';
import { GuestOnly } from './features/auth/guards.tsx';
import { useCurrentUser } from './features/auth/use-current-user.ts';
import { RouteTitle } from './lib/document-title.ts';
import { InteractiveWhenHydrated } from './lib/hydration.ts';
import LoginPage from './pages/auth/LoginPage.tsx';
import { SIGN_IN_PAGES, type SignInPage } from '../../shared/auth/sign-in-pages.ts';

// The sign-in pages load with the app; every other page's route, shell and recipes come in one
// chunk with the first of them (page-routes.tsx), so a first visit to sign in carries none of it.
const SignUpPage = lazyPage(() => import('./pages/auth/SignUpPage.tsx'), 'src/pages/auth/SignUpPage.tsx').Page;
const ForgotPasswordPage = lazyPage(() => import('./pages/auth/ForgotPasswordPage.tsx'), 'src/pages/auth/ForgotPasswordPage.tsx').Page;
const VerifyEmailPage = lazyPage(() => import('./pages/auth/VerifyEmailPage.tsx'), 'src/pages/auth/VerifyEmailPage.tsx').Page;
const pageRoutes = lazyPage(() => import('./page-routes.tsx'), 'src/page-routes.tsx');
const PageRoutes = pageRoutes.Page;

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
const signInPages: Record<SignInPage, ComponentType> = {
  login: guest(LoginPage),
  'sign-up': guest(SignUpPage),
  'forgot-password': ForgotPasswordPage,
  'verify-email': VerifyEmailPage,
};

export function AppRoutes({ fallback }: { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback ?? <AppFrameSkeleton />}>
      <ScrollToTop />
      <RouteTitle />
      <InteractiveWhenHydrated />
      <Switch>
        <Route path="/" component={EmptyPath} />
        {/* The sign-in pages answer both at the top level and under /auth. */}
        {SIGN_IN_PAGES.flatMap((path) => [
          <Route key={path} path={`/${path}`} component={signInPages[path]} />,
          <Route key={`auth/${path}`} path={`/auth/${path}`} component={signInPages[path]} />,
        ])}
        <Route component={PageRoutes} />
      </Switch>
    </Suspense>
  );
}
