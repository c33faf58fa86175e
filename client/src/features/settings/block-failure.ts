import { appCodeOf } from '../../lib/trpc.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';

/** Why blocking failed, in the Privacy tab's words. */
export function blockFailure(error: unknown): string {
  return appCodeOf(error) === 'CONFLICT' ? SETTINGS_MESSAGES.userAlreadyBlocked : SETTINGS_MESSAGES.errorBlocking;
}
