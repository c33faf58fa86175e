/** What the sign-up page says to someone who came from an invitation mail (event or team). */
export type InvitationKind = 'event' | 'team';

export const INVITATION_MESSAGES = {
  invitedYou: (inviter: string, kind: InvitationKind, title: string) =>
    kind === 'team' ? `${inviter} invited you to join ${title}.` : `${inviter} invited you to ${title}.`,
  createToAnswer: (kind: InvitationKind) => (kind === 'team' ? 'Create your account to accept.' : 'Create your account to see the event and join.'),
  /** Inviting by e-mail address needs a verified address of one's own. */
  verifyToInvite: 'Verify your e-mail address before you invite people by e-mail.',
  tooManyInvitations: 'You have sent a lot of invitations recently. Please try again later.',
  tooManyTeams: 'You have created a lot of teams today. Please try again tomorrow.',
} as const;
