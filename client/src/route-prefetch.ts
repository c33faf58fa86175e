import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { lazyPage, type LazyPage } from './lib/lazy-page.ts';
import { registerRouteIntent } from './lib/route-intent.ts';
import type { TrpcClient } from './lib/trpc.ts';
import type { AppRouter } from '../../server/routers/index.ts';
import { isUuid } from '../../shared/common/uuid.ts';
import { EVENT_TEXTS } from './features/events/event-texts.ts';

/**
 * What each page needs before it can show its content (issue 36): its code and its first queries.
 * Both start together, on a link's hover, press or focus and on every navigation, so a page's data
 * no longer waits for its chunk, nor the chunk for a click. page-routes.tsx renders the same pages.
 */

type Utils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

interface RouteData {
  /** Queries anyone may ask (a public team or event). */
  open?: (utils: Utils, params: Record<string, string>, search: URLSearchParams) => Promise<unknown>[];
  /** Queries of a signed-in member: asked once the session is known to hold one. */
  member?: (utils: Utils, params: Record<string, string>, search: URLSearchParams) => Promise<unknown>[];
}

// The pages a prefetch may start. Their chunks are shared with page-routes.tsx's routes.
export const pages = {
  home: lazyPage(() => import('./pages/HomePage.tsx'), 'src/pages/HomePage.tsx'),
  settings: lazyPage(() => import('./pages/SettingsPage.tsx'), 'src/pages/SettingsPage.tsx'),
  createEvent: lazyPage(() => import('./pages/CreateEventPage.tsx'), 'src/pages/CreateEventPage.tsx'),
  event: lazyPage(() => import('./pages/EventPage.tsx'), 'src/pages/EventPage.tsx'),
  team: lazyPage(() => import('./pages/TeamPage.tsx'), 'src/pages/TeamPage.tsx'),
  myCommunities: lazyPage(() => import('./pages/MyCommunitiesPage.tsx'), 'src/pages/MyCommunitiesPage.tsx'),
  myEvents: lazyPage(() => import('./pages/MyEventsPage.tsx'), 'src/pages/MyEventsPage.tsx'),
  forms: lazyPage(() => import('./pages/forms/FormsPage.tsx'), 'src/pages/forms/FormsPage.tsx'),
  formFill: lazyPage(() => import('./pages/forms/FormFillPage.tsx'), 'src/pages/forms/FormFillPage.tsx'),
  formSubmissions: lazyPage(() => import('./pages/forms/FormSubmissionsPage.tsx'), 'src/pages/forms/FormSubmissionsPage.tsx'),
  discover: lazyPage(() => import('./pages/DiscoverPage.tsx'), 'src/pages/DiscoverPage.tsx'),
  messages: lazyPage(() => import('./pages/MessagesPage.tsx'), 'src/pages/MessagesPage.tsx'),
  notifications: lazyPage(() => import('./pages/NotificationsPage.tsx'), 'src/pages/NotificationsPage.tsx'),
  posts: lazyPage(() => import('./pages/PostsPage.tsx'), 'src/pages/PostsPage.tsx'),
  rsvpLink: lazyPage(() => import('./pages/RsvpLinkPage.tsx'), 'src/pages/RsvpLinkPage.tsx'),
  league: lazyPage(() => import('./pages/LeaguePage.tsx'), 'src/pages/LeaguePage.tsx'),
  leagues: lazyPage(() => import('./pages/LeaguesPage.tsx'), 'src/pages/LeaguesPage.tsx'),
  organizations: lazyPage(() => import('./pages/OrganizationsPage.tsx'), 'src/pages/OrganizationsPage.tsx'),
  teamsSearch: lazyPage(() => import('./pages/TeamsSearchPage.tsx'), 'src/pages/TeamsSearchPage.tsx'),
} satisfies Record<string, LazyPage>;

const teamQueries = (utils: Utils, teamId: string, search: URLSearchParams) => {
  const tab = search.get('tab');
  if (tab === 'seasons') return [utils.forms.ofTeam.prefetch({ teamId }), utils.seasons.byTeam.prefetch({ teamId })];
  if (tab === null || tab === 'schedule') return [utils.teams.schedule.prefetch({ teamId })];
  return [];
};

/** Route pattern (wouter's `:param` syntax) to its page and data. The first match wins, as in the Switch. */
const ROUTES: [pattern: string, page: LazyPage, data?: RouteData][] = [
  [
    '/home',
    pages.home,
    {
      member: (utils) => [
        utils.users.settingsProfile.prefetch(),
        utils.home.tasks.prefetch(),
        utils.events.mine.prefetch({ when: 'upcoming', limit: EVENT_TEXTS.homeUpcomingLimit + 1 }),
        utils.teams.myEvents.prefetch({ limit: EVENT_TEXTS.homeUpcomingLimit + 1 }),
        utils.teams.mine.prefetch(),
      ],
    },
  ],
  ['/settings', pages.settings, { member: (utils) => [utils.users.settingsProfile.prefetch()] }],
  ['/create', pages.createEvent, { member: (utils) => [utils.teams.hostable.prefetch(), utils.events.chargeReadiness.prefetch()] }],
  ['/evt/:id', pages.event, { open: (utils, { id }) => (isUuid(id!) ? [utils.events.get.prefetch({ eventId: id! })] : []) }],
  ['/discover/events/:id', pages.event, { open: (utils, { id }) => (isUuid(id!) ? [utils.events.get.prefetch({ eventId: id! })] : []) }],
  ['/discover/games/:id', pages.event, { open: (utils, { id }) => (isUuid(id!) ? [utils.events.get.prefetch({ eventId: id! })] : []) }],
  [
    '/team/:id',
    pages.team,
    {
      open: (utils, { id }) => (isUuid(id!) ? [utils.teams.get.prefetch({ teamId: id! })] : []),
      member: (utils, { id }, search) => (isUuid(id!) ? teamQueries(utils, id!, search) : []),
    },
  ],
  ['/my-communities', pages.myCommunities, { member: (utils) => [utils.teams.mine.prefetch()] }],
  ['/my-events', pages.myEvents],
  ['/form', pages.forms, { member: (utils) => [utils.forms.mine.prefetch(), utils.teams.mine.prefetch()] }],
  ['/form/build', pages.forms, { member: (utils) => [utils.forms.mine.prefetch(), utils.teams.mine.prefetch()] }],
  ['/form/:id/submissions', pages.formSubmissions, { member: (utils, { id }) => (isUuid(id!) ? [utils.forms.submissions.prefetch({ formId: id! })] : []) }],
  ['/form/:id', pages.formFill, { member: (utils, { id }) => (isUuid(id!) ? [utils.forms.toFill.prefetch({ formId: id! })] : []) }],
  ['/discover', pages.discover],
  ['/messages', pages.messages],
  ['/notifications', pages.notifications],
  ['/posts', pages.posts],
  ['/rsvp/:token', pages.rsvpLink],
  ['/league/:id', pages.league, { open: (utils, { id }) => (isUuid(id!) ? [utils.leagues.get.prefetch({ leagueId: id! })] : []) }],
  ['/leagues', pages.leagues],
  ['/organizations', pages.organizations],
  ['/teams-v3', pages.teamsSearch],
];

/** The params of `pathname` under `pattern`, or null. Segments are matched literally but for `:name`. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index]!;
    if (part.startsWith(':')) {
      if (!actual) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) return null;
  }
  return params;
}

/** The route of an in-app address (path with its query), or null for another origin or an unknown page. */
export function routeOf(href: string, base = 'http://app.invalid') {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin || url.pathname.length > 300) return null;
  for (const [pattern, page, data] of ROUTES) {
    const params = matchPattern(pattern, url.pathname);
    if (params) return { page, data, params, search: url.searchParams };
  }
  return null;
}

let utils: Utils | null = null;

/**
 * The first queries of the page at `href`, started now: its open ones, and its member ones when
 * `signedIn`. The server asks them, and the session, before its first render of the page
 * (entry-server.tsx), so its rounds of rendering and fetching start from the route's data.
 */
export function startRouteQueries(queries: Utils, href: string, signedIn: boolean): Promise<unknown>[] {
  const route = routeOf(href);
  if (!route?.data) return [];
  const { data, params, search } = route;
  return [queries.auth.me.prefetch(), ...(data.open?.(queries, params, search) ?? []), ...(signedIn ? (data.member?.(queries, params, search) ?? []) : [])];
}

/**
 * Starts the page's chunk and its queries for `href`; a fresh answer already in the cache is not
 * asked again (the queries' staleTime), and a repeated import is the same promise. Member queries
 * wait for the session: a guest's visit asks nothing it would be refused.
 */
export function prefetchRoute(href: string): void {
  if (!utils || typeof window === 'undefined') return;
  const route = routeOf(href, window.location.origin);
  if (!route) return;
  void route.page.preload();
  const { data, params, search } = route;
  if (!data) return;
  const ready = utils;
  if (data.open) void Promise.allSettled(data.open(ready, params, search));
  if (data.member) {
    const member = data.member;
    void ready.auth.me
      .ensureData(undefined, { staleTime: 60_000 })
      .then((user) => (user ? Promise.allSettled(member(ready, params, search)) : undefined))
      .catch(() => undefined);
  }
}

const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('a[href]') : null);

/**
 * Installs the prefetch in the browser: the current address at once (the first load's data goes
 * out beside its chunks) unless the server rendered it, and any in-app link the pointer rests on,
 * presses or focuses.
 */
export function installRoutePrefetch(clients: { queryClient: QueryClient; trpcClient: TrpcClient }, options: { serverRendered: boolean }): void {
  utils = createTRPCQueryUtils({ queryClient: clients.queryClient, client: clients.trpcClient });
  registerRouteIntent({ preloadPage: (href) => void routeOf(href, window.location.origin)?.page.preload() });
  // A page the server rendered came with its data, and must hydrate from exactly that: an answer
  // arriving before hydration would render something other than the server's HTML (React's
  // mismatch, and the page redrawn). What it still lacks, its components ask for once hydrated.
  if (options.serverRendered) return void addIntentListeners();
  // The session first: every member page waits on it.
  void utils.auth.me.prefetch(undefined, { staleTime: 60_000 });
  prefetchRoute(window.location.pathname + window.location.search);
  addIntentListeners();
}

function addIntentListeners(): void {
  const onIntent = (event: Event) => {
    const link = linkOf(event.target);
    const href = link?.getAttribute('href');
    if (href && !link?.hasAttribute('download') && link?.getAttribute('target') !== '_blank') prefetchRoute(href);
  };
  for (const type of ['mouseover', 'touchstart', 'pointerdown', 'focusin']) document.addEventListener(type, onIntent, { passive: true, capture: true });
}

/**
 * Fetches the chunks of the pages a member most often opens next (the drawer's and Home's links)
 * once the browser is idle, a few at a time, so a tap on a phone finds the code already there.
 */
export function preloadLikelyPages(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const queue: LazyPage[] = [pages.home, pages.team, pages.event, pages.myCommunities, pages.createEvent, pages.settings, pages.forms, pages.formFill];
  let cancelled = false;
  // Safari has no requestIdleCallback: a second's pause stands in for it.
  const idle = (next: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(next, { timeout: 4_000 }) : setTimeout(next, 1_000);
  const step = () => {
    const page = queue.shift();
    if (cancelled || !page) return;
    void page.preload().then(() => idle(step));
  };
  const timer = window.setTimeout(() => idle(step), 1_500);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}
