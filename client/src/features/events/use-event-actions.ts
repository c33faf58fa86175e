import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';
import { EVENT_TEXTS } from './event-texts.ts';

/**
 * Join and leave, with what follows each: a paid spot goes to Stripe's checkout page; anything
 * else reloads the event (counts, going list, the viewer's status) and the home page's list.
 */
export function useEventActions(eventId: string) {
  const utils = trpc.useUtils();
  const refresh = () => Promise.all([utils.events.get.invalidate({ eventId }), utils.events.mine.invalidate()]);
  const join = trpc.events.join.useMutation({
    onSuccess: async (result) => {
      if (result.checkoutUrl) {
        window.location.assign(result.checkoutUrl);
        return;
      }
      await refresh();
      const title =
        result.status === 'going'
          ? EVENT_MESSAGES.joinedGoing
          : result.status === 'waitlisted'
            ? EVENT_MESSAGES.joinedWaitlisted(result.position ?? 0)
            : result.status === 'pending'
              ? EVENT_MESSAGES.joinedPending
              : EVENT_MESSAGES.joinedOffered;
      void notify({ type: 'success', title });
    },
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, EVENT_TEXTS.joinFailed) }),
  });
  const leave = trpc.events.leave.useMutation({
    onSuccess: async (result) => {
      await refresh();
      void notify({ type: 'success', title: result.refunded ? EVENT_MESSAGES.leftRefunded : EVENT_MESSAGES.left });
    },
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, EVENT_TEXTS.leaveFailed) }),
  });
  return { join, leave };
}
