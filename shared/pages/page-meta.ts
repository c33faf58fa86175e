/**
 * Each page's <title> and description. The server writes them into the HTML it sends (so a
 * shared link and a search engine see them before any script runs) and the client sets the title
 * again on every navigation: one table for both.
 */
import { POST_WORDS } from '../posts/messages.ts';
import { SCAN_WORDS } from '../scan/messages.ts';
import { CITY_PAGE_WORDS } from '../cities/city-page.ts';
import { FOLLOW_MESSAGES } from '../follows/messages.ts';
import { ABOUT_US } from '../help/about-us.ts';
import { CREATE_TOURNAMENTS_META, FEATURES_PAGE, MARKETING_PAGES } from '../marketing/marketing.ts';

export interface PageMeta {
  title: string;
  description: string;
}

export const DEFAULT_DESCRIPTION = 'Rally: find games, players and teams near you.';

/** What an unknown path, or an event, place or team that is not there, is called. */
export const NOT_FOUND_META: PageMeta = { title: 'Page not found', description: DEFAULT_DESCRIPTION };

// Every route of client/src/routes.tsx and page-routes.tsx has a row (page-meta.test.ts checks):
// a path with none is answered as not found, with a 404.
const STATIC_META: [pattern: RegExp, meta: PageMeta][] = [
  [/^\/$/, { title: 'Find games, players and teams near you', description: DEFAULT_DESCRIPTION }],
  [/^\/(auth\/)?login$/, { title: 'Sign in', description: 'Sign in to Rally to join games, answer your team and message players.' }],
  [/^\/(auth\/)?sign-up$/, { title: 'Sign up', description: 'Create a free Rally account to find games, players and teams near you.' }],
  [/^\/(auth\/)?forgot-password$/, { title: 'Reset your password', description: 'Get a link to set a new Rally password.' }],
  [/^\/(auth\/)?verify-email$/, { title: 'Verify your e-mail', description: DEFAULT_DESCRIPTION }],
  [/^\/verify-(new|alternate)-email$/, { title: 'Verify your e-mail', description: DEFAULT_DESCRIPTION }],
  [/^\/home$/, { title: 'Home', description: DEFAULT_DESCRIPTION }],
  [/^\/settings$/, { title: 'Settings', description: DEFAULT_DESCRIPTION }],
  [/^\/user-onboarding$/, { title: 'Set up your profile', description: DEFAULT_DESCRIPTION }],
  [/^\/user-list$/, { title: 'User lists', description: DEFAULT_DESCRIPTION }],
  [/^\/messages$/, { title: 'Messages', description: DEFAULT_DESCRIPTION }],
  [/^\/notifications$/, { title: 'Notifications', description: DEFAULT_DESCRIPTION }],
  [/^\/subscriptions$/, { title: FOLLOW_MESSAGES.pageTitle, description: DEFAULT_DESCRIPTION }],
  [/^\/subscriptions\/[^/]+$/, { title: 'Host', description: DEFAULT_DESCRIPTION }],
  [/^\/admin$/, { title: 'Admin', description: DEFAULT_DESCRIPTION }],
  [/^\/custom-website$/, { title: 'Custom website domain', description: DEFAULT_DESCRIPTION }],
  [/^\/organizer\/pricing$/, { title: 'Pricing for organisers', description: 'Rally plans for organisers: run events, teams and payments.' }],
  [/^\/(member\/pricing|pricing\/member)$/, { title: 'Pricing for members', description: 'Rally membership plans for players.' }],
  [/^\/invoices$/, { title: 'Invoices', description: DEFAULT_DESCRIPTION }],
  [/^\/transactions$/, { title: 'Transactions', description: DEFAULT_DESCRIPTION }],
  [/^\/payment-success$/, { title: 'Payment', description: DEFAULT_DESCRIPTION }],
  [/^\/places\/new$/, { title: 'Add a place', description: DEFAULT_DESCRIPTION }],
  [/^\/places\/edit\/[^/]+$/, { title: 'Edit a place', description: DEFAULT_DESCRIPTION }],
  [/^\/places\/poster$/, { title: 'Place poster', description: DEFAULT_DESCRIPTION }],
  [/^\/places\/view\/[^/]+$/, { title: 'Place', description: 'Courts and fields near you on Rally.' }],
  [/^\/profile(\/[^/]+)?$/, { title: 'Profile', description: DEFAULT_DESCRIPTION }],
  [/^\/teams\/create$/, { title: 'Create a team', description: 'Start a team on Rally: roster, schedule, RSVPs and chat in one place.' }],
  [/^\/teams\/join\/[^/]+$/, { title: 'Join a team', description: DEFAULT_DESCRIPTION }],
  [/^\/team\/[^/]+$/, { title: 'Team', description: 'A team on Rally.' }],
  [/^\/team-not-found$/, { title: 'Team not found', description: DEFAULT_DESCRIPTION }],
  [/^\/teams-v3$/, { title: 'Find a team', description: 'Teams near you on Rally, nearest first.' }],
  [/^\/organizations$/, { title: 'Organizations', description: 'Clubs near you on Rally: their teams, events and open registrations.' }],
  // /org without a slug is answered as a page: the resolver sends it to the root (spec section 2).
  [/^\/org\/?$/, { title: 'Organization', description: DEFAULT_DESCRIPTION }],
  [/^\/org\/[^/]+$/, { title: 'Organization', description: 'A club on Rally.' }],
  [/^\/organization\/[^/]+$/, { title: 'Organization', description: 'A club on Rally.' }],
  [/^\/form(\/build)?$/, { title: 'Forms', description: 'Registration forms and waivers you build on Rally.' }],
  [/^\/form\/build\/[^/]+$/, { title: 'Build a form', description: 'Build a registration form or waiver on Rally.' }],
  [/^\/form\/access-denied$/, { title: 'Form not open to you', description: 'This form is for its team’s members or invited people.' }],
  [/^\/form\/[^/]+\/submissions$/, { title: 'Submissions', description: 'Who filled your form on Rally.' }],
  [/^\/form\/payment\/[^/]+\/[^/]+$/, { title: 'Pay for your registration', description: 'Pay for a registration on Rally.' }],
  [/^\/pay-balance\/[^/]+\/[^/]+$/, { title: 'Pay your balance', description: 'Pay what is left of a registration on Rally.' }],
  [/^\/form\/[^/]+\/team-form-add\/[^/]+$/, { title: 'Add a player to a form', description: 'Let one player fill a form on Rally.' }],
  [/^\/form\/[^/]+(\/[^/]+)?$/, { title: 'Form', description: 'Fill a form on Rally.' }],
  [/^\/my-communities$/, { title: 'My communities', description: DEFAULT_DESCRIPTION }],
  [/^\/my-events$/, { title: 'Your events', description: DEFAULT_DESCRIPTION }],
  [/^\/start\/community$/, { title: 'Start a community', description: 'Start a sports community on Rally.' }],
  [/^\/external-teams$/, { title: 'Opponents', description: DEFAULT_DESCRIPTION }],
  [/^\/rsvp\/[^/]+$/, { title: 'Your answer', description: DEFAULT_DESCRIPTION }],
  [/^\/create$/, { title: 'Create an event', description: DEFAULT_DESCRIPTION }],
  [/^\/(event|games|discover\/events)\/[^/]+\/manage$/, { title: 'Manage event', description: DEFAULT_DESCRIPTION }],
  [/^\/share\/event\/[^/]+$/, { title: 'Event', description: 'A game on Rally.' }],
  [/^\/(evt|discover\/events|discover\/games)\/[^/]+$/, { title: 'Event', description: 'A game on Rally.' }],
  [/^\/evt\/[^/]+\/bracket$/, { title: 'Playoff bracket', description: 'A playoff bracket on Rally.' }],
  [/^\/tournaments$/, { title: 'Tournaments', description: DEFAULT_DESCRIPTION }],
  [/^\/discover(\/[^/]+)?$/, { title: 'Discover games', description: 'Pickup games and events near you, soonest first. Join in one tap.' }],
  [/^\/full-search$/, { title: 'Search', description: DEFAULT_DESCRIPTION }],
  [/^\/scan$/, { title: SCAN_WORDS.title, description: 'Scan a Rally QR code: a player card, a team share link or an event.' }],
  [/^\/city-search$/, { title: CITY_PAGE_WORDS.pickerTitle, description: CITY_PAGE_WORDS.pickerDescription }],
  [/^\/create-tournaments$/, { title: CREATE_TOURNAMENTS_META.title, description: CREATE_TOURNAMENTS_META.description }],
  [/^\/posts(\/[^/]+){0,2}$/, { title: POST_WORDS.board, description: POST_WORDS.boardIntro }],
  [/^\/posts\/[^/]+\/[^/]+\/[^/]+$/, { title: 'Post', description: 'A post on the Rally post board.' }],
  [/^\/faqs$/, { title: 'Help and FAQs', description: 'Answers for players, parents and organisers on Rally: games, teams, forms, payments and more.' }],
  [/^\/guide$/, { title: 'Guide', description: 'How to use Rally, step by step: finding games, teams, events, forms and payments.' }],
  [/^\/about-us$/, { title: ABOUT_US.title, description: ABOUT_US.description }],
  [/^\/features$/, { title: FEATURES_PAGE.title, description: FEATURES_PAGE.description }],
  ...MARKETING_PAGES.map((page): [RegExp, PageMeta] => [new RegExp(`^${page.path}$`), { title: page.title, description: page.description }]),
];

/** The generic title and description of a path; null for a path the app does not know. */
export function staticPageMeta(pathname: string): PageMeta | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [pattern, meta] of STATIC_META) if (pattern.test(path)) return meta;
  return null;
}
