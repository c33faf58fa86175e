import type { ComponentType } from 'react';
import { lazyPage } from './lib/lazy-page.ts';
import { Route, Switch } from 'wouter';
import { Redirect } from './lib/redirect.tsx';
import { AppShell } from './components/AppShell.tsx';
import { RequireProfile, RequireUser } from './features/auth/guards.tsx';
import { registerPageRecipes } from './theme/page-recipes.ts';
import { pages } from './route-prefetch.ts';

// The pages here may use any recipe; the sign-in pages (routes.tsx) use only the first paint's.
registerPageRecipes();

const VerifyNewEmailPage = lazyPage(() => import('./pages/VerifyNewEmailPage.tsx'), 'src/pages/VerifyNewEmailPage.tsx').Page;
const HomePage = pages.home.Page;
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage.tsx'), 'src/pages/NotFoundPage.tsx').Page;
const SettingsPage = pages.settings.Page;
const OnboardingPage = lazyPage(() => import('./pages/OnboardingPage.tsx'), 'src/pages/OnboardingPage.tsx').Page;
const UserListsPage = lazyPage(() => import('./pages/UserListsPage.tsx'), 'src/pages/UserListsPage.tsx').Page;
const ProfilePage = lazyPage(() => import('./pages/ProfilePage.tsx'), 'src/pages/ProfilePage.tsx').Page;
const MessagesPage = pages.messages.Page;
const NotificationsPage = pages.notifications.Page;
const VerifyAlternateEmailPage = lazyPage(() => import('./pages/VerifyAlternateEmailPage.tsx'), 'src/pages/VerifyAlternateEmailPage.tsx').Page;
const PlaceFormPage = lazyPage(() => import('./pages/PlaceFormPage.tsx'), 'src/pages/PlaceFormPage.tsx').Page;
const PlaceViewPage = lazyPage(() => import('./pages/PlaceViewPage.tsx'), 'src/pages/PlaceViewPage.tsx').Page;
const PlacePosterPage = lazyPage(() => import('./pages/PlacePosterPage.tsx'), 'src/pages/PlacePosterPage.tsx').Page;
const OrganizerPricingPage = lazyPage(() => import('./pages/OrganizerPricingPage.tsx'), 'src/pages/OrganizerPricingPage.tsx').Page;
const CreateTournamentsPage = lazyPage(() => import('./pages/CreateTournamentsPage.tsx'), 'src/pages/CreateTournamentsPage.tsx').Page;
const MarketingPage = lazyPage(() => import('./pages/MarketingPage.tsx'), 'src/pages/MarketingPage.tsx').Page;
const FeaturesPage = lazyPage(() => import('./pages/FeaturesPage.tsx'), 'src/pages/FeaturesPage.tsx').Page;
const FaqsPage = lazyPage(() => import('./pages/FaqsPage.tsx'), 'src/pages/FaqsPage.tsx').Page;
const PostsPage = pages.posts.Page;
const AdminPage = lazyPage(() => import('./pages/AdminPage.tsx'), 'src/pages/AdminPage.tsx').Page;
const PostPage = lazyPage(() => import('./pages/PostPage.tsx'), 'src/pages/PostPage.tsx').Page;
const SubscriptionsPage = lazyPage(() => import('./pages/SubscriptionsPage.tsx'), 'src/pages/SubscriptionsPage.tsx').Page;
const HostPage = lazyPage(() => import('./pages/HostPage.tsx'), 'src/pages/HostPage.tsx').Page;
const GuidePage = lazyPage(() => import('./pages/GuidePage.tsx'), 'src/pages/GuidePage.tsx').Page;
const AboutUsPage = lazyPage(() => import('./pages/AboutUsPage.tsx'), 'src/pages/AboutUsPage.tsx').Page;
const MemberPricingPage = lazyPage(() => import('./pages/MemberPricingPage.tsx'), 'src/pages/MemberPricingPage.tsx').Page;
const InvoicesPage = lazyPage(() => import('./pages/InvoicesPage.tsx'), 'src/pages/InvoicesPage.tsx').Page;
const TransactionsPage = lazyPage(() => import('./pages/TransactionsPage.tsx'), 'src/pages/TransactionsPage.tsx').Page;
const PaymentSuccessPage = lazyPage(() => import('./pages/PaymentSuccessPage.tsx'), 'src/pages/PaymentSuccessPage.tsx').Page;
const CreateEventPage = pages.createEvent.Page;
const EventPage = pages.event.Page;
const BracketPage = lazyPage(() => import('./pages/BracketPage.tsx'), 'src/pages/BracketPage.tsx').Page;
const TournamentsPage = lazyPage(() => import('./pages/TournamentsPage.tsx'), 'src/pages/TournamentsPage.tsx').Page;
const ManageEventPage = lazyPage(() => import('./pages/ManageEventPage.tsx'), 'src/pages/ManageEventPage.tsx').Page;
const DiscoverPage = pages.discover.Page;
const FullSearchPage = lazyPage(() => import('./pages/FullSearchPage.tsx'), 'src/pages/FullSearchPage.tsx').Page;
const CreateTeamPage = lazyPage(() => import('./pages/CreateTeamPage.tsx'), 'src/pages/CreateTeamPage.tsx').Page;
const TeamPage = pages.team.Page;
const TeamNotFoundPage = lazyPage(() => import('./pages/TeamNotFoundPage.tsx'), 'src/pages/TeamNotFoundPage.tsx').Page;
const MyCommunitiesPage = pages.myCommunities.Page;
const MyEventsPage = pages.myEvents.Page;
const TeamsSearchPage = pages.teamsSearch.Page;
const OrganizationsPage = pages.organizations.Page;
const OrganizationBySlugPage = lazyPage(
  () => import('./pages/OrganizationPage.tsx').then((page) => ({ default: page.OrganizationBySlugPage })),
  'src/pages/OrganizationPage.tsx',
).Page;
const OrganizationByIdPage = lazyPage(
  () => import('./pages/OrganizationPage.tsx').then((page) => ({ default: page.OrganizationByIdPage })),
  'src/pages/OrganizationPage.tsx',
).Page;
const LeaguesPage = pages.leagues.Page;
const LeaguePage = pages.league.Page;
const JoinTeamPage = lazyPage(() => import('./pages/JoinTeamPage.tsx'), 'src/pages/JoinTeamPage.tsx').Page;
const StartCommunityPage = lazyPage(() => import('./pages/StartCommunityPage.tsx'), 'src/pages/StartCommunityPage.tsx').Page;
const ExternalTeamsPage = lazyPage(() => import('./pages/ExternalTeamsPage.tsx'), 'src/pages/ExternalTeamsPage.tsx').Page;
const RsvpLinkPage = pages.rsvpLink.Page;
const FormsPage = pages.forms.Page;
const FormBuildPage = lazyPage(() => import('./pages/forms/FormBuildPage.tsx'), 'src/pages/forms/FormBuildPage.tsx').Page;
const FormFillPage = pages.formFill.Page;
const FormAccessDeniedPage = lazyPage(() => import('./pages/forms/FormAccessDeniedPage.tsx'), 'src/pages/forms/FormAccessDeniedPage.tsx').Page;
const FormSubmissionsPage = pages.formSubmissions.Page;
const FormSubmissionPage = lazyPage(() => import('./pages/forms/FormSubmissionPage.tsx'), 'src/pages/forms/FormSubmissionPage.tsx').Page;
const FormTeamAddPage = lazyPage(() => import('./pages/forms/FormTeamAddPage.tsx'), 'src/pages/forms/FormTeamAddPage.tsx').Page;
const FormPaymentPage = lazyPage(() => import('./pages/forms/FormPaymentPage.tsx'), 'src/pages/forms/FormPaymentPage.tsx').Page;
const PayBalancePage = lazyPage(() => import('./pages/forms/PayBalancePage.tsx'), 'src/pages/forms/PayBalancePage.tsx').Page;
const ScanPage = lazyPage(() => import('./pages/ScanPage.tsx'), 'src/pages/ScanPage.tsx').Page;
const SitesPage = lazyPage(() => import('./pages/sites/SitesPage.tsx'), 'src/pages/sites/SitesPage.tsx').Page;
const SiteBuildPage = lazyPage(() => import('./pages/sites/SiteBuildPage.tsx'), 'src/pages/sites/SiteBuildPage.tsx').Page;
const CitySearchPage = lazyPage(() => import('./pages/CitySearchPage.tsx'), 'src/pages/CitySearchPage.tsx').Page;
const CustomWebsitePage = lazyPage(() => import('./pages/CustomWebsitePage.tsx'), 'src/pages/CustomWebsitePage.tsx').Page;

const signedIn = (Page: ComponentType) => () => (
  <RequireUser>
    <Page />
  </RequireUser>
);
/** Signed in and with a completed profile. */
const member = (Page: ComponentType) => () => (
  <RequireUser>
    <RequireProfile>
      <Page />
    </RequireProfile>
  </RequireUser>
);

// Wrapped once at module load: a component made during render would remount its page on every render.
// Every page not wrapped here is open to everyone, signed out too: pricing, the marketing and help
// pages (spec section 2), the post board (writing asks to sign in), public events and their brackets
// (joining asks to sign in), discovery (spec section 6), places to read, public team pages, team
// search and team-not-found (a private team answers 'Team not found' to guests), clubs and leagues to
// read (creating and applying ask in their dialogs), one-tap answers from e-mail (the link's token is
// the proof), scanning and city pages (a scanned code's own page asks for sign-in if it needs one).
const Home = member(HomePage);
const Settings = member(SettingsPage);
const Onboarding = signedIn(OnboardingPage);
const UserLists = member(UserListsPage);
const Messages = member(MessagesPage);
const Notifications = member(NotificationsPage);
// Hosts you follow (issue 32).
const Subscriptions = member(SubscriptionsPage);
const Host = member(HostPage);
const Profile = signedIn(ProfilePage);
const ProtectedNotFound = signedIn(NotFoundPage);
// The admin area is behind login (spec section 6); the page itself refuses anyone but admins.
const Admin = member(AdminPage);
// Money pages need a member.
const Invoices = member(InvoicesPage);
const Transactions = member(TransactionsPage);
const PaymentSuccess = member(PaymentSuccessPage);
const CreateEvent = member(CreateEventPage);
const ManageEvent = member(ManageEventPage);
const Tournaments = member(TournamentsPage);
/** Old and alternative event addresses (spec section 2) lead to the canonical one. */
const redirectWithId = (to: (id: string) => string) => (props: { params: { id?: string } }) => <Redirect to={to(props.params.id ?? '')} replace />;
const ToEventView = redirectWithId((id) => `/evt/${id}`);
const ToManageEvent = redirectWithId((id) => `/event/${id}/manage`);
// Adding and editing a place need a member.
const PlaceForm = member(PlaceFormPage);
// Teams: creating, joining by link and my-communities need a member.
const CreateTeam = member(CreateTeamPage);
const JoinTeam = member(JoinTeamPage);
const MyCommunities = member(MyCommunitiesPage);
const MyEvents = member(MyEventsPage);
const ExternalTeamsView = member(ExternalTeamsPage);
// Forms: building and reading submissions need a member; filling needs one too (answers are kept with who sent them).
const Forms = member(FormsPage);
const FormBuild = member(FormBuildPage);
const FormFill = member(FormFillPage);
const FormSubmissions = member(FormSubmissionsPage);
const FormSubmission = member(FormSubmissionPage);
const FormTeamAdd = member(FormTeamAddPage);
const FormPayment = member(FormPaymentPage);
const PayBalance = member(PayBalancePage);
// Websites and their custom domains (issue 35): building needs a member; published sites are served by the server as static pages.
const Sites = member(SitesPage);
const SiteBuild = member(SiteBuildPage);
const CustomWebsite = member(CustomWebsitePage);

function ShellRoutes() {
  return (
    <Switch>
      <Route path="/home" component={Home} />
      <Route path="/settings" component={Settings} />
      <Route path="/user-onboarding" component={Onboarding} />
      <Route path="/user-list" component={UserLists} />
      <Route path="/messages" component={Messages} />
      <Route path="/notifications" component={Notifications} />
      <Route path="/subscriptions" component={Subscriptions} />
      <Route path="/subscriptions/:hostId" component={Host} />
      <Route path="/organizer/pricing" component={OrganizerPricingPage} />
      <Route path="/create-tournaments" component={CreateTournamentsPage} />
      <Route path="/features" component={FeaturesPage} />
      <Route path="/faqs" component={FaqsPage} />
      <Route path="/admin" component={Admin} />
      <Route path="/posts" component={PostsPage} />
      <Route path="/posts/:category" component={PostsPage} />
      <Route path="/posts/:category/:subcategory" component={PostsPage} />
      <Route path="/posts/:category/:subcategory/:postId" component={PostPage} />
      <Route path="/guide" component={GuidePage} />
      <Route path="/about-us" component={AboutUsPage} />
      <Route path="/find-players" component={MarketingPage} />
      <Route path="/organize-events" component={MarketingPage} />
      <Route path="/community-connect" component={MarketingPage} />
      <Route path="/forms-and-waivers" component={MarketingPage} />
      <Route path="/collect-payments" component={MarketingPage} />
      <Route path="/create-webpages" component={MarketingPage} />
      <Route path="/member/pricing" component={MemberPricingPage} />
      <Route path="/pricing/member" component={MemberPricingPage} />
      <Route path="/invoices" component={Invoices} />
      <Route path="/transactions" component={Transactions} />
      <Route path="/payment-success" component={PaymentSuccess} />
      <Route path="/places/new" component={PlaceForm} />
      <Route path="/places/edit/:id" component={PlaceForm} />
      <Route path="/places/view/:id" component={PlaceViewPage} />
      <Route path="/profile" component={Profile} />
      <Route path="/profile/:userId" component={Profile} />
      <Route path="/profile/*" component={ProtectedNotFound} />
      <Route path="/teams/create" component={CreateTeam} />
      <Route path="/teams/join/:code" component={JoinTeam} />
      <Route path="/teams" nest component={ProtectedNotFound} />
      <Route path="/team/:id" component={TeamPage} />
      <Route path="/team-not-found" component={TeamNotFoundPage} />
      <Route path="/teams-v3" component={TeamsSearchPage} />
      <Route path="/organizations" component={OrganizationsPage} />
      <Route path="/org" component={OrganizationBySlugPage} />
      <Route path="/org/:slug" component={OrganizationBySlugPage} />
      <Route path="/organization/:id" component={OrganizationByIdPage} />
      <Route path="/leagues" component={LeaguesPage} />
      <Route path="/league/:id" component={LeaguePage} />
      <Route path="/my-communities" component={MyCommunities} />
      <Route path="/my-events" component={MyEvents} />
      <Route path="/start/community" component={StartCommunityPage} />
      <Route path="/external-teams" component={ExternalTeamsView} />
      <Route path="/rsvp/:token" component={RsvpLinkPage} />
      <Route path="/site" component={Sites} />
      <Route path="/site/build" component={Sites} />
      <Route path="/site/build/:id" component={SiteBuild} />
      <Route path="/custom-website" component={CustomWebsite} />
      <Route path="/form" component={Forms} />
      <Route path="/form/build" component={Forms} />
      <Route path="/form/build/:id" component={FormBuild} />
      <Route path="/form/access-denied" component={FormAccessDeniedPage} />
      <Route path="/form/payment/:id/:submissionId" component={FormPayment} />
      <Route path="/pay-balance/:id/:submissionId" component={PayBalance} />
      <Route path="/form/:formId/team-form-add/:userId" component={FormTeamAdd} />
      <Route path="/form/:id/submissions" component={FormSubmissions} />
      <Route path="/form/:id/:submissionId" component={FormSubmission} />
      <Route path="/form/:id" component={FormFill} />
      <Route path="/create" component={CreateEvent} />
      <Route path="/event/:id/manage" component={ManageEvent} />
      <Route path="/games/:id/manage" component={ToManageEvent} />
      <Route path="/discover/events/:id/manage" component={ToManageEvent} />
      <Route path="/evt/:id" component={EventPage} />
      <Route path="/evt/:id/bracket" component={BracketPage} />
      <Route path="/tournaments" component={Tournaments} />
      <Route path="/discover/events/:id" component={EventPage} />
      <Route path="/discover/games/:id" component={EventPage} />
      <Route path="/share/event/:id" component={ToEventView} />
      <Route path="/discover" component={DiscoverPage} />
      <Route path="/discover/:context" component={DiscoverPage} />
      <Route path="/full-search" component={FullSearchPage} />
      <Route path="/scan" component={ScanPage} />
      <Route path="/city-search" component={CitySearchPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/**
 * Every page but the sign-in ones: loaded with the first of them (see routes.tsx). The pages in the
 * app's header and menu share one AppShell above their routes, so it stays while one page gives way
 * to the next: page changes are transitions (the page left stays until the next one is ready), and a
 * menu opened in that moment must not close when the next page arrives. The e-mail checks and the
 * printed place poster have no app chrome.
 */
export default function PageRoutes() {
  return (
    <Switch>
      <Route path="/verify-new-email" component={VerifyNewEmailPage} />
      <Route path="/verify-alternate-email" component={VerifyAlternateEmailPage} />
      <Route path="/places/poster" component={PlacePosterPage} />
      <Route>
        <AppShell>
          <ShellRoutes />
        </AppShell>
      </Route>
    </Switch>
  );
}
