import { PRODUCT_NAME } from '../../shared/common/constants.ts';

export interface MailData {
  'verify-email': { actionUrl: string; email: string };
  'reset-password': { actionUrl: string; email: string };
  'verify-new-email': { actionUrl: string; newEmail: string };
  'email-changed': { newEmail: string; supportUrl: string };
  'direct-message': { senderName: string; preview: string; actionUrl: string };
  'verify-alternate-email': { actionUrl: string; email: string };
  'activity-subscription-confirmation': { firstName: string; activitiesList: string; city: string; radius: number };
  'activity-alert-digest': { firstName: string; eventCount: number; events: ActivityAlertMailEvent[]; settingsUrl: string };
  'invoice-created': {
    organizerName: string;
    total: string;
    dueDate: string;
    note: string | null;
    lineItems: { description: string; amount: string }[];
    actionUrl: string;
  };
  'invoice-paid': { playerName: string; total: string; actionUrl: string };
  'payment-refunded': { organizerName: string; amount: string; description: string; reason: string | null; actionUrl: string };
  /** Everything said to a player about one event: changes, cancellation, waitlist moves, reminders, organiser messages. */
  'event-notice': { heading: string; message: string; eventTitle: string; when: string; place: string; actionUrl: string };
  /** An invitation to an event sent to an address with no account; actionUrl signs up (or in) and opens the event. */
  'event-invitation': { inviterName: string; eventTitle: string; when: string; place: string; actionUrl: string };
  /** An invitation to a team; actionUrl is the team page, or sign-up for an address with no account. */
  'team-invitation': { teamName: string; inviterName: string; role: string; actionUrl: string };
  /** A team event to answer, with one-tap links that work without signing in. */
  'team-event-rsvp': {
    heading: string;
    teamName: string;
    eventTitle: string;
    when: string;
    place: string;
    goingUrl: string;
    maybeUrl: string;
    notGoingUrl: string;
    actionUrl: string;
  };
  /** A registration through a form is complete (paid as far as its plan asks now); balance names what is left and when. */
  'form-registration-confirmed': {
    formTitle: string;
    participantName: string;
    waitlisted: boolean;
    paid: string | null;
    balance: string | null;
    actionUrl: string;
  };
  /** A payment plan's installment falls due soon; actionUrl is pay-balance. */
  'form-balance-reminder': { formTitle: string; participantName: string; amount: string; dueDate: string; actionUrl: string };
  /** Spec section 4: requested when a user leaves the team-creation wizard on pages 2 to 6. */
  'team-create-motivation-notification': { username: string };
}

/** One event in an activity alert; times are ISO strings so the template formats them itself. */
export interface ActivityAlertMailEvent {
  title: string;
  gameType: string;
  startsAt: string;
  place: string;
  distanceMiles: number;
  url: string;
}

export type MailTemplate = keyof MailData;

/**
 * Every mail we send: the Postmark template alias is the key, its model the data. The subject is
 * kept here too so that the local outbox reads like the real mail.
 */
export const MAIL_TEMPLATES: { [T in MailTemplate]: { subject: (data: MailData[T]) => string } } = {
  'verify-email': {
    subject: () => `Verify your e-mail for ${PRODUCT_NAME}`,
  },
  'reset-password': {
    subject: () => `Reset your ${PRODUCT_NAME} password`,
  },
  'verify-new-email': {
    subject: () => `Confirm your new e-mail address for ${PRODUCT_NAME}`,
  },
  'email-changed': {
    subject: () => `Your ${PRODUCT_NAME} e-mail address was changed`,
  },
  'direct-message': {
    subject: (data) => `New message from ${data.senderName} on ${PRODUCT_NAME}`,
  },
  'verify-alternate-email': {
    subject: () => `Confirm your alternate e-mail for ${PRODUCT_NAME}`,
  },
  'activity-subscription-confirmation': {
    subject: (data) => `You're subscribed to activity near ${data.city}`,
  },
  'activity-alert-digest': {
    subject: (data) =>
      data.eventCount === 1 && data.events[0]
        ? `New ${data.events[0].gameType} event near you: ${data.events[0].title}`
        : `${data.eventCount} new events near you on ${PRODUCT_NAME}`,
  },
  'invoice-created': {
    subject: (data) => `${data.organizerName} sent you an invoice for ${data.total}`,
  },
  'invoice-paid': {
    subject: (data) => `${data.playerName} paid your invoice of ${data.total}`,
  },
  'payment-refunded': {
    subject: (data) => `${data.organizerName} refunded ${data.amount}`,
  },
  'event-notice': {
    subject: (data) => data.heading,
  },
  'event-invitation': {
    subject: (data) => `${data.inviterName} invited you to ${data.eventTitle} on ${PRODUCT_NAME}`,
  },
  'team-invitation': {
    subject: (data) => `${data.inviterName} invited you to join ${data.teamName} on ${PRODUCT_NAME}`,
  },
  'team-event-rsvp': {
    subject: (data) => data.heading,
  },
  'form-registration-confirmed': {
    subject: (data) =>
      data.waitlisted ? `${data.participantName} is on the waitlist for ${data.formTitle}` : `${data.participantName} is registered for ${data.formTitle}`,
  },
  'form-balance-reminder': {
    subject: (data) => `${data.amount} for ${data.formTitle} is due on ${data.dueDate}`,
  },
  'team-create-motivation-notification': {
    subject: () => `Finish setting up your team on ${PRODUCT_NAME}`,
  },
};
