/**
 * The marketing pages of spec section 2 (community-connect, find-players, organize-events,
 * forms-and-waivers, collect-payments, create-webpages, features; create-tournaments has its own
 * page). One table for the client, which draws them, and the server, which writes their title,
 * description, keywords, social tags, robots and canonical link. Every line describes something
 * the product does today.
 */
export interface MarketingFeature {
  title: string;
  text: string;
}

export interface MarketingPage {
  path: string;
  /** The page's <title> and the name it goes by in the features index. */
  title: string;
  description: string;
  keywords: string[];
  heading: string;
  lead: string;
  features: MarketingFeature[];
  steps: string[];
  cta: { label: string; href: string };
}

export const MARKETING_PAGES: readonly MarketingPage[] = [
  {
    path: '/find-players',
    title: 'Find players',
    description: 'Find players and pickup games near you on Rally: by sport, distance and when people are free.',
    keywords: ['find players', 'pickup games', 'sports partners', 'players near me'],
    heading: 'Find players and games near you',
    lead: 'See who plays your sport nearby and when they are free, join a game on the map, and hear about new ones in your city.',
    features: [
      { title: 'Games on the map', text: 'Discover lists the games around you soonest first, with filters for sport, day, distance and price.' },
      { title: 'Who is free, and when', text: 'Players keep a weekly schedule and trips; search for those free at a time, within your distance.' },
      { title: 'City alerts', text: 'Follow a city and a few sports: new events there reach you in one alert, by e-mail and push.' },
      {
        title: 'Profiles and messages',
        text: 'Each player has a profile with their sports; message them directly, or block anyone you never want to hear from.',
      },
      { title: 'Privacy you set', text: 'Show your availability to everyone, or only to people you share a community with, of the genders you choose.' },
      { title: 'Favourites', text: 'Keep the games you like and find them again on Home.' },
    ],
    steps: [
      'Create a free account and pick your sports and Go-To Area.',
      'Open Discover, or search for players free when you are.',
      'Join a game, or message a player to set one up.',
    ],
    cta: { label: 'Find games near you', href: '/discover' },
  },
  {
    path: '/organize-events',
    title: 'Organize events',
    description: 'Organise pickup games, clinics and league nights on Rally: repeating events, spots and waitlists, approvals, check-in and reminders.',
    keywords: ['organize events', 'pickup game organizer', 'event RSVP', 'waitlist', 'sports events'],
    heading: 'Run your games without the group chat chaos',
    lead: 'Post a one-off game or a weekly night, let players join until it is full, and keep everyone told when anything changes.',
    features: [
      { title: 'Repeating events', text: 'Weekly or monthly, with dates to skip; change one date or every date from one on.' },
      { title: 'Spots and a fair waitlist', text: 'Set a capacity and groups; when someone leaves, the first in line gets the spot and is told.' },
      { title: 'Approve who plays', text: 'Ask players to request a spot, then approve or decline them from the roster.' },
      { title: 'Invite anyone', text: 'Invite players by e-mail, even people not on Rally yet; private events stay hidden from everyone else.' },
      { title: 'Check-in and messages', text: 'Check players in at the court, and message everyone going in one go.' },
      { title: 'Reminders and calendars', text: 'Players get a reminder before the start, and every event is in their calendar app through one feed.' },
      { title: 'A minimum to play', text: 'Set how many are needed: if too few have joined by the cut-off, the event is cancelled and everyone told.' },
      { title: 'Paid spots', text: 'Charge for a spot through Stripe, with refunds up to the hours you choose before the start.' },
    ],
    steps: ['Create the event: where, when, how many spots.', 'Share its link, or invite players by e-mail.', 'Manage the roster, check players in, and play.'],
    cta: { label: 'Create an event', href: '/create' },
  },
  {
    path: '/community-connect',
    title: 'Community connect',
    description: 'Teams, chat and families on Rally: one place for your club’s roster, schedule, answers and announcements.',
    keywords: ['sports team app', 'team chat', 'team schedule', 'RSVP', 'sports club'],
    heading: 'Keep your team and your club together',
    lead: 'A team on Rally has its roster, schedule and chat in one place, and every member answers games with one tap, even from the e-mail.',
    features: [
      { title: 'Rosters with roles', text: 'Owners, admins, coaches, players and fans, each allowed what their role needs.' },
      { title: 'One-tap answers', text: 'Members answer Going, Maybe or Not going from the team page or straight from the e-mail, without signing in.' },
      { title: 'Team chat', text: 'A thread for the whole team, with announcements that stand out; new messages arrive as they are posted.' },
      { title: 'Families', text: 'Parents add their children, with or without an account, and answer for them.' },
      { title: 'Join by link', text: 'Share the team’s link or QR code; invitations by e-mail reach people not on Rally yet.' },
      { title: 'Seasons and standings', text: 'Group teams into a season, play the schedule and let the standings follow the scores.' },
    ],
    steps: ['Create the team and invite your players.', 'Put games and practices on its schedule.', 'Everyone answers, chats and sees the standings.'],
    cta: { label: 'Create a team', href: '/teams/create' },
  },
  {
    path: '/forms-and-waivers',
    title: 'Forms and waivers',
    description: 'Registration forms and waivers on Rally: build them, collect signatures and files, take payments and export the answers.',
    keywords: ['registration form', 'sports waiver', 'online waiver', 'e-signature', 'team registration'],
    heading: 'Registrations and waivers, signed and paid',
    lead: 'Build a registration form in minutes, with the waiver, signature and payment it needs, and read every answer in one place.',
    features: [
      {
        title: 'A builder for any form',
        text: 'Short and long answers, choices, dates, phone, address, yes or no, and questions shown only when an earlier answer asks for them.',
      },
      { title: 'Waivers and signatures', text: 'The waiver’s text, its agreement and a drawn signature, kept with the version of the form that was signed.' },
      { title: 'Files', text: 'Ask for a photo or a PDF, such as a medical form; each file is checked to be what it says it is.' },
      {
        title: 'Prices, discounts, plans',
        text: 'Fees and add-ons, discount codes, a sibling discount, and payment plans with a deposit now and the rest later.',
      },
      { title: 'Who may fill it', text: 'Open to anyone, to your team’s members, or to the people you invite.' },
      { title: 'Every answer, exported', text: 'Read submissions one by one, or take them all as a CSV file.' },
    ],
    steps: ['Build the form and publish it.', 'Share it, or put it on your team’s page.', 'Read the answers, and the payments that came with them.'],
    cta: { label: 'Build a form', href: '/form' },
  },
  {
    path: '/collect-payments',
    title: 'Collect payments',
    description: 'Take payments on Rally: paid event spots, invoices and registration fees, paid out to your own Stripe account.',
    keywords: ['collect payments', 'sports payments', 'invoices', 'Stripe', 'registration fees'],
    heading: 'Get paid for the games you run',
    lead: 'Charge for spots, send invoices and take registration fees by card, paid out to your own Stripe account.',
    features: [
      { title: 'Paid spots', text: 'A player pays when they join; a spot is held for them while they do, and a waitlisted player pays when one opens.' },
      { title: 'Invoices', text: 'Send an invoice with line items and a due date; the player pays it by card from the e-mail.' },
      { title: 'Registration fees', text: 'Forms take fees, add-ons and payment plans, and remind families before each part is due.' },
      { title: 'Refunds', text: 'Players who leave in time are refunded by themselves; you can refund any payment in full or in part.' },
      { title: 'Your own payouts', text: 'Link a Stripe account and money goes to it, with your transaction history on Rally.' },
    ],
    steps: [
      'Link your Stripe account in Settings.',
      'Put a price on an event, a form or an invoice.',
      'See every payment, refund and payout in your transactions.',
    ],
    cta: { label: 'Set up payouts', href: '/settings?tab=payments' },
  },
  {
    path: '/create-webpages',
    title: 'Create webpages',
    description: 'A public page for your team on Rally: logo, schedule and a link or QR code that previews well wherever it is shared.',
    keywords: ['team website', 'team page', 'club webpage', 'sports team site'],
    heading: 'A page for your team, ready when the team is',
    lead: 'Every team on Rally has its own page: its logo, who it is for, its schedule and a way to join, at a link you can share anywhere.',
    features: [
      { title: 'Your logo and details', text: 'Upload a logo, and say the sport, city, age group and level the team plays at.' },
      { title: 'A link that previews', text: 'Shared in a chat or on social media, the team’s link shows its name and details.' },
      { title: 'A QR code', text: 'Print the team’s QR code for the noticeboard: one scan opens the page.' },
      { title: 'Public or private', text: 'Let anyone find the team, or keep its page to its members.' },
      { title: 'Places with posters', text: 'Add the courts and fields you play at, with photos, and print a poster with their QR code.' },
    ],
    steps: ['Create the team and upload its logo.', 'Choose who can see it.', 'Share its link or print its QR code.'],
    cta: { label: 'Create a team', href: '/teams/create' },
  },
];

/** The features index: one card per page, create-tournaments among them. */
export const FEATURES_PAGE = {
  path: '/features',
  title: 'Features',
  description: 'Everything Rally does for players and organisers: games near you, events, teams, forms and waivers, payments and tournaments.',
  keywords: ['sports community app', 'pickup games', 'team management', 'event organizer', 'Rally features'],
  heading: 'Everything your sports community needs',
  lead: 'Find games and players, run events and teams, take registrations and payments: one app for players and organisers.',
} as const;

export const CREATE_TOURNAMENTS_META = {
  path: '/create-tournaments',
  title: 'Create tournaments',
  description: 'Run brackets, live scores and standings for your events and leagues on Rally.',
  keywords: ['tournament bracket', 'playoffs', 'league standings', 'live scores'],
} as const;

/** The page's marketing entry by path, for the features index and the server's head. */
export function marketingPageFor(pathname: string): { title: string; description: string; keywords: readonly string[] } | null {
  const path = pathname.replace(/\/$/, '') || '/';
  if (path === FEATURES_PAGE.path) return FEATURES_PAGE;
  if (path === CREATE_TOURNAMENTS_META.path) return CREATE_TOURNAMENTS_META;
  return MARKETING_PAGES.find((page) => page.path === path) ?? null;
}
