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

// Wrapped once at module load: a component made during render would remount its page on every render.
const Home = memberInShell(HomePage);
const Settings = memberInShell(SettingsPage);
const Onboarding = protectedInShell(OnboardingPage);
const UserLists = memberInShell(UserListsPage);
const Messages = memberInShell(MessagesPage);
const Notifications = memberInShell(NotificationsPage);
// Hosts you follow (issue 32): signed-in pages.
const Subscriptions = memberInShell(SubscriptionsPage);
const Host = memberInShell(HostPage);
const Profile = protectedInShell(ProfilePage);
const ProtectedNotFound = protectedInShell(NotFoundPage);
// Pricing is public (signed-out visitors see the plans); money pages need a member.
const OrganizerPricing = inShell(OrganizerPricingPage);
// Marketing pages are open to everyone.
const CreateTournaments = inShell(CreateTournamentsPage);
// The marketing pages (spec section 2), open to everyone, drawn from shared/marketing/marketing.ts.
const Marketing = inShell(MarketingPage);
const Features = inShell(FeaturesPage);
// The help pages are open to everyone, signed out too.
const Faqs = inShell(FaqsPage);
// The post board is read by everyone, signed out too; writing asks to sign in.
const Posts = inShell(PostsPage);
const Post = inShell(PostPage);
// The admin area is behind login (spec section 6); the page itself refuses anyone but admins.
const Admin = memberInShell(AdminPage);
const Guide = inShell(GuidePage);
const AboutUs = inShell(AboutUsPage);
const MemberPricing = inShell(MemberPricingPage);
const Invoices = memberInShell(InvoicesPage);
const Transactions = memberInShell(TransactionsPage);
const PaymentSuccess = memberInShell(PaymentSuccessPage);
const CreateEvent = memberInShell(CreateEventPage);
const ManageEvent = memberInShell(ManageEventPage);
// Public events are open to guests: joining asks them to sign in.
const EventView = inShell(EventPage);
// A bracket is read by whoever may see its event, guests of a public one included.
const Bracket = inShell(BracketPage);
const Tournaments = memberInShell(TournamentsPage);
/** Old and alternative event addresses (spec section 2) lead to the canonical one. */
const redirectWithId = (to: (id: string) => string) => (props: { params: { id?: string } }) => <Redirect to={to(props.params.id ?? '')} replace />;
const ToEventView = redirectWithId((id) => `/evt/${id}`);
const ToManageEvent = redirectWithId((id) => `/event/${id}/manage`);
// Discovery is open to guests (spec section 6).
const Discover = inShell(DiscoverPage);
const FullSearch = inShell(FullSearchPage);
// Places are public to read; adding and editing need a member. The poster prints without the app's chrome.
const PlaceForm = memberInShell(PlaceFormPage);
const PlaceView = inShell(PlaceViewPage);
const NotFound = inShell(NotFoundPage);
// Teams: creating, joining by link and my-communities need a member; public team pages, search and
// team-not-found are open to guests (a private team answers 'Team not found' to them).
const CreateTeam = memberInShell(CreateTeamPage);
const JoinTeam = memberInShell(JoinTeamPage);
const MyCommunities = memberInShell(MyCommunitiesPage);
const MyEvents = memberInShell(MyEventsPage);
const TeamView = inShell(TeamPage);
const TeamNotFound = inShell(TeamNotFoundPage);
const TeamsSearch = inShell(TeamsSearchPage);
const StartCommunity = inShell(StartCommunityPage);
// Clubs are public to read (private teams and events only to their insiders); creating needs a member, asked in the dialog.
const Organizations = inShell(OrganizationsPage);
const OrganizationBySlug = inShell(OrganizationBySlugPage);
const OrganizationById = inShell(OrganizationByIdPage);
// Leagues are public to read (a draft season only to its admins); creating and applying need a member, asked in the dialogs.
const Leagues = inShell(LeaguesPage);
const League = inShell(LeaguePage);
const ExternalTeamsView = memberInShell(ExternalTeamsPage);
// One-tap answers from e-mail work signed out: the link's token is the proof.
const RsvpLink = inShell(RsvpLinkPage);
// Forms: building and reading submissions need a member; filling needs one too (answers are kept with who sent them).
const Forms = memberInShell(FormsPage);
const FormBuild = memberInShell(FormBuildPage);
const FormFill = memberInShell(FormFillPage);
const FormAccessDenied = inShell(FormAccessDeniedPage);
const FormSubmissions = memberInShell(FormSubmissionsPage);
const FormSubmission = memberInShell(FormSubmissionPage);
const FormTeamAdd = memberInShell(FormTeamAddPage);
const FormPayment = memberInShell(FormPaymentPage);
const PayBalance = memberInShell(PayBalancePage);
// Scanning and city pages are open to everyone: a scanned code's own page asks for sign-in if it needs one.
// Websites (issue 35): building needs a member; published sites are served by the server as static pages.
const Sites = memberInShell(SitesPage);
const SiteBuild = memberInShell(SiteBuildPage);
const CustomWebsite = memberInShell(CustomWebsitePage);
const Scan = inShell(ScanPage);
const CitySearch = inShell(CitySearchPage);
// Custom domains for one's websites (issue 35): a member's page.

/** Every page but the sign-in ones: loaded with the first of them (see routes.tsx). */
export default function PageRoutes() {
  return (
    <Switch>
      <Route path="/verify-new-email" component={VerifyNewEmailPage} />
      <Route path="/verify-alternate-email" component={VerifyAlternateEmailPage} />
      <Route path="/home" component={Home} />
      <Route path="/settings" component={Settings} />
      <Route path="/user-onboarding" component={Onboarding} />
      <Route path="/user-list" component={UserLists} />
      <Route path="/messages" component={Messages} />
      <Route path="/notifications" component={Notifications} />
      <Route path="/subscriptions" component={Subscriptions} />
      <Route path="/subscriptions/:hostId" component={Host} />
      <Route path="/organizer/pricing" component={OrganizerPricing} />
      <Route path="/create-tournaments" component={CreateTournaments} />
      <Route path="/features" component={Features} />
      <Route path="/faqs" component={Faqs} />
      <Route path="/admin" component={Admin} />
      <Route path="/posts" component={Posts} />
      <Route path="/posts/:category" component={Posts} />
      <Route path="/posts/:category/:subcategory" component={Posts} />
      <Route path="/posts/:category/:subcategory/:postId" component={Post} />
      <Route path="/guide" component={Guide} />
      <Route path="/about-us" component={AboutUs} />
      <Route path="/find-players" component={Marketing} />
      <Route path="/organize-events" component={Marketing} />
      <Route path="/community-connect" component={Marketing} />
      <Route path="/forms-and-waivers" component={Marketing} />
      <Route path="/collect-payments" component={Marketing} />
      <Route path="/create-webpages" component={Marketing} />
      <Route path="/member/pricing" component={MemberPricing} />
      <Route path="/pricing/member" component={MemberPricing} />
      <Route path="/invoices" component={Invoices} />
      <Route path="/transactions" component={Transactions} />
      <Route path="/payment-success" component={PaymentSuccess} />
      <Route path="/places/new" component={PlaceForm} />
      <Route path="/places/edit/:id" component={PlaceForm} />
      <Route path="/places/view/:id" component={PlaceView} />
      <Route path="/places/poster" component={PlacePosterPage} />
      <Route path="/profile" component={Profile} />
      <Route path="/profile/:userId" component={Profile} />
      <Route path="/profile/*" component={ProtectedNotFound} />
      <Route path="/teams/create" component={CreateTeam} />
      <Route path="/teams/join/:code" component={JoinTeam} />
      <Route path="/teams" nest component={ProtectedNotFound} />
      <Route path="/team/:id" component={TeamView} />
      <Route path="/team-not-found" component={TeamNotFound} />
      <Route path="/teams-v3" component={TeamsSearch} />
      <Route path="/organizations" component={Organizations} />
      <Route path="/org" component={OrganizationBySlug} />
      <Route path="/org/:slug" component={OrganizationBySlug} />
      <Route path="/organization/:id" component={OrganizationById} />
      <Route path="/leagues" component={Leagues} />
      <Route path="/league/:id" component={League} />
      <Route path="/my-communities" component={MyCommunities} />
      <Route path="/my-events" component={MyEvents} />
      <Route path="/start/community" component={StartCommunity} />
      <Route path="/external-teams" component={ExternalTeamsView} />
      <Route path="/rsvp/:token" component={RsvpLink} />
      <Route path="/site" component={Sites} />
      <Route path="/site/build" component={Sites} />
      <Route path="/site/build/:id" component={SiteBuild} />
      <Route path="/custom-website" component={CustomWebsite} />
      <Route path="/form" component={Forms} />
      <Route path="/form/build" component={Forms} />
      <Route path="/form/build/:id" component={FormBuild} />
      <Route path="/form/access-denied" component={FormAccessDenied} />
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
      <Route path="/evt/:id" component={EventView} />
      <Route path="/evt/:id/bracket" component={Bracket} />
      <Route path="/tournaments" component={Tournaments} />
      <Route path="/discover/events/:id" component={EventView} />
      <Route path="/discover/games/:id" component={EventView} />
      <Route path="/share/event/:id" component={ToEventView} />
      <Route path="/discover" component={Discover} />
      <Route path="/discover/:context" component={Discover} />
      <Route path="/full-search" component={FullSearch} />
      <Route path="/scan" component={Scan} />
      <Route path="/city-search" component={CitySearch} />
      <Route component={NotFound} />
    </Switch>
  );
}
