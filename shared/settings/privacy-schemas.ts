import * as z from 'zod/mini';
import { DELETE_CONFIRMATION } from './settings.ts';

export const privacySettingsInput = z.object({
  messagesFromAnyone: z.boolean(),
  publicBadges: z.boolean(),
  publicOnlineStatus: z.boolean(),
  publicUpcomingGames: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsInput>;

export const blockUsersInput = z.object({ userIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(500)) });
export const blockViaListInput = z.object({ listIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(50)) });
export const unblockUserInput = z.object({ userId: z.uuid() });

export const deleteAccountInput = z.object({ confirmation: z.literal(DELETE_CONFIRMATION) });
