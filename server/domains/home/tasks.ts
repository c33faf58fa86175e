import type { Database } from '../../db/database.ts';
import { HOME_TASK_KINDS } from '../../../shared/home/tasks.ts';
import { accountTasks } from './account-tasks.ts';
import { joinRequestTasks } from './event-tasks.ts';
import { organiserFormTasks, paymentTasks, payoutTasks } from './form-tasks.ts';
import type { HomeTask } from './outputs.ts';
import { invitationTasks, nudgeTasks, rsvpTasks } from './team-tasks.ts';

/**
 * Home's 'Action Required' (spec sections 2 and 4): what the signed-in user has left to do, worked
 * out from the data each time, so a task is gone as soon as what it asks for is done. Ordered by
 * kind (HOME_TASK_KINDS: invitations first), each group keeping its own order.
 */
export async function listHomeTasks(db: Database, userId: string, now: Date): Promise<HomeTask[]> {
  const groups = await Promise.all([
    invitationTasks(db, userId),
    accountTasks(db, userId),
    rsvpTasks(db, userId, now),
    paymentTasks(db, userId),
    payoutTasks(db, userId),
    nudgeTasks(db, userId, now),
    joinRequestTasks(db, userId, now),
    organiserFormTasks(db, userId, now),
  ]);
  const rank = (task: HomeTask) => HOME_TASK_KINDS.indexOf(task.kind);
  // Array.prototype.sort is stable, so each group's own order survives.
  return groups.flat().sort((a, b) => rank(a) - rank(b));
}
