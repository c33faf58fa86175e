/** What the sign-up page says to someone who came from an invitation mail (event or team). */
export type InvitationKind = 'event' | 'team';

export const INVITATION_MESSAGES = {
  invitedYou: (inviter: string, kind: InvitationKind, title: string) => (kind === 'team' ? `${inviter} invited you to join ${title}.` : `${inviter} invited you to ${title}.`),
  createToAnswer: (kind: InvitationKind) => (kind === 'team' ? 'Create your account to accept.' : 'Create your account to see the event and join.'),
} as const;
