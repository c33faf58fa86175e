import { SETTINGS_MESSAGES } from '../settings/messages.ts';

/** Home's words (spec section 2 "Home", section 4 "Home tasks"): the client and the tests import the same copy. */
export const HOME_MESSAGES = {
  actionRequired: 'Action Required',
  tasksLoadFailed: 'Could not load your tasks. Try again.',
  noTasks: 'Nothing needs your attention right now.',
  loadingTasks: 'Loading your tasks...',
  taskCount: (count: number) => `${count} ${count === 1 ? 'task' : 'tasks'}`,
  showAll: (count: number) => `Show all ${count}`,
  showFewer: 'Show fewer',
  invitationTitle: (teamName: string) => `You're invited to join ${teamName}`,
  invitationDetail: (roleLabel: string) => `As ${roleLabel}.`,
  verifyEmailTitle: 'Verify your e-mail',
  verifyEmailDetail: (email: string) => `We sent a link to ${email}.`,
  // The profile task keeps issue 31's words and its first-time form (user-onboarding).
  finishProfileTitle: SETTINGS_MESSAGES.completeProfileTitle,
  finishProfileDetail: SETTINGS_MESSAGES.completeProfileText,
  setAvailabilityTitle: 'Set your availability',
  setAvailabilityDetail: 'Say when you can play so teams and players can find you.',
  answerRsvpTitle: (eventTitle: string, forName: string | null) => (forName ? `Answer for ${forName}: ${eventTitle}` : `Answer: ${eventTitle}`),
  payBalanceTitle: (formTitle: string) => `Pay the balance for ${formTitle}`,
  finishPaymentTitle: (formTitle: string) => `Finish paying for ${formTitle}`,
  balanceDetail: (participantName: string, amount: string) => `${participantName} · ${amount} left to pay.`,
  nudgeTitle: (count: number, eventTitle: string) => `${count} ${count === 1 ? 'member has' : 'members have'} not answered ${eventTitle}`,
  nudgeDetail: (teamName: string) => `${teamName}: send them a reminder.`,
  reviewSubmissionsTitle: (count: number, formTitle: string) => `${count} new ${count === 1 ? 'submission' : 'submissions'} to ${formTitle}`,
  reviewSubmissionsDetail: 'Received in the last 7 days.',
  overdueBalancesTitle: (count: number, formTitle: string) => `${count} overdue ${count === 1 ? 'balance' : 'balances'} on ${formTitle}`,
  overdueBalancesDetail: 'Instalments past their due date.',
  linkPayoutsTitle: (formTitle: string) => `Link payouts before ${formTitle} goes live`,
  linkPayoutsDetail: 'A form with fees takes payments only once your payouts account is linked.',
  joinRequestsTitle: (count: number, eventTitle: string) => `${count} ${count === 1 ? 'request' : 'requests'} to join ${eventTitle}`,
  joinRequestsDetail: 'Waiting for your approval.',
  nudge: 'Nudge',
  nudged: (count: number) => `Reminder sent to ${count} ${count === 1 ? 'member' : 'members'}`,
  resend: 'Resend link',
  resent: 'Verification link sent',
  accept: 'Accept',
  decline: 'Decline',
  joined: 'You joined the team',
  declined: 'Invitation declined',
  locationTitle: 'Your area',
  noCity: 'No Go-To Area set.',
  editCity: 'Edit area',
  editAvailability: 'Edit',
  editAvailabilityName: 'Edit your availability',
  loadingAvailability: 'Loading your availability...',
  availabilityLoadFailed: 'Could not load your availability.',
  thisWeek: 'This week',
  noAvailability: 'No availability set.',
  unavailable: 'Unavailable',
  quickLinksTitle: 'Quick links',
} as const;

/** The spec's quick links, exactly (spec section 2 "Home"). */
export const HOME_QUICK_LINKS = [
  { href: '/my-communities', title: 'Your communities', text: 'Teams and groups you belong to.' },
  { href: '/settings?tab=payments', title: 'Manage subscriptions', text: 'Your plan, payouts and payment methods.' },
  { href: '/subscriptions', title: 'Hosts you follow', text: 'Organisers and teams whose events you follow.' },
  { href: '/faqs', title: 'Help and FAQs', text: 'Answers about games, teams, forms and payments.' },
  { href: '/discover', title: 'Discover', text: 'Events, games and players near you.' },
  { href: '/invoices', title: 'Invoices and payments', text: 'What you paid and what is due.' },
] as const;

/** How far ahead Home asks for RSVP answers (spec: "answer RSVPs for the next 7 days"). */
export const HOME_RSVP_DAYS = 7;
/** How far back an organiser's submissions count as new (there is no "seen" mark in the model). */
export const HOME_NEW_SUBMISSION_DAYS = 7;
/** Tasks shown before 'Show all': enough to act on, few enough that a phone's first screen reaches the next event. */
export const HOME_TASK_PREVIEW = 3;
