import { z } from 'zod';
import { HOME_TASK_KINDS } from '../../../shared/home/tasks.ts';

/** What Home can do with a task in place, without leaving the page; each names the existing mutation it calls. */
const taskAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('respondToInvite'), teamId: z.string() }),
  z.object({ type: z.literal('rsvp'), eventId: z.string(), eventTitle: z.string(), familyMemberId: z.string().nullable(), forName: z.string().nullable() }),
  z.object({ type: z.literal('nudge'), eventId: z.string() }),
  z.object({ type: z.literal('resendVerification') }),
]);

export const homeTaskOutput = z.object({
  /** Stable across reloads, so the list keeps its keys as tasks come and go. */
  id: z.string(),
  kind: z.enum(HOME_TASK_KINDS),
  title: z.string(),
  detail: z.string().nullable(),
  href: z.string().nullable(),
  action: taskAction.nullable(),
});
export type HomeTask = z.infer<typeof homeTaskOutput>;

export const homeTasksOutput = z.array(homeTaskOutput);
