import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { createTeam } from '../../tests/factories.ts';
import { signedInMember, signedInUser } from '../../tests/sign-in.ts';
import { TEAM_MESSAGES } from '../../shared/teams/messages.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

/** A team with an owner, an admin, a player and a fan signed in, and one message in its chat. */
async function teamWithChat() {
  const owner = await signedInUser(h, { displayName: 'Olive Owner' });
  const team = await createTeam(h.db, owner.user.id);
  const [admin, playerMember, fan, stranger] = await Promise.all([
    signedInMember(h, team.id, 'admin'),
    signedInMember(h, team.id, 'player'),
    signedInMember(h, team.id, 'fan'),
    signedInUser(h),
  ]);
  const { id: messageId } = await (await playerMember.call()).teams.postMessage({ teamId: team.id, body: 'Court 3 is ours on Friday' });
  return { teamId: team.id, messageId, owner, admin, playerMember, fan, stranger };
}

describe('pinned announcements (issue 31)', () => {
  it('an admin pins a message; every member sees it pinned at the top and in the chat; unpinning takes it away', async () => {
    const { teamId, messageId, admin, playerMember, fan } = await teamWithChat();
    await (await admin.call()).teams.pinMessage({ teamId, messageId });
    for (const member of [playerMember, fan]) {
      const pinned = await (await member.call()).teams.pinnedMessages({ teamId });
      expect(pinned.map((message) => [message.body, message.pinned, message.pinnedUntil])).toEqual([['Court 3 is ours on Friday', true, null]]);
      expect((await (await member.call()).teams.chat({ teamId })).map((message) => message.pinned)).toEqual([true]);
    }
    await (await admin.call()).teams.unpinMessage({ teamId, messageId });
    expect(await (await fan.call()).teams.pinnedMessages({ teamId })).toEqual([]);
    expect((await (await fan.call()).teams.chat({ teamId })).map((message) => message.pinned)).toEqual([false]);
  });

  it('a pin with an expiry shows until then; once it has passed the query hides it, with no job', async () => {
    const { teamId, messageId, owner, playerMember } = await teamWithChat();
    const until = inDays(3);
    await (await owner.call()).teams.pinMessage({ teamId, messageId, until });
    expect((await (await playerMember.call()).teams.pinnedMessages({ teamId })).map((message) => message.pinnedUntil)).toEqual([until]);
    // Time passes: the expiry is now behind us.
    await h.db
      .updateTable('teamMessages')
      .set({ pinnedUntil: inDays(-1) })
      .where('id', '=', messageId)
      .execute();
    expect(await (await playerMember.call()).teams.pinnedMessages({ teamId })).toEqual([]);
    expect((await (await playerMember.call()).teams.chat({ teamId })).map((message) => message.pinned)).toEqual([false]);
  });

  it('an expiry already past is refused with the reason', async () => {
    const { teamId, messageId, owner } = await teamWithChat();
    const refusal = await rejection((await owner.call()).teams.pinMessage({ teamId, messageId, until: inDays(-1) }));
    expect([refusal.code, refusal.message]).toEqual(['BAD_REQUEST', TEAM_MESSAGES.pinExpiryPast]);
  });

  it('a player or fan may not pin or unpin; a stranger may neither pin nor read the pins', async () => {
    const { teamId, messageId, owner, playerMember, fan, stranger } = await teamWithChat();
    for (const refused of [playerMember, fan]) {
      expect((await rejection((await refused.call()).teams.pinMessage({ teamId, messageId }))).message).toBe(TEAM_MESSAGES.notAllowed);
    }
    await (await owner.call()).teams.pinMessage({ teamId, messageId });
    expect((await rejection((await playerMember.call()).teams.unpinMessage({ teamId, messageId }))).code).toBe('FORBIDDEN');
    expect((await rejection((await stranger.call()).teams.pinMessage({ teamId, messageId }))).code).toBe('FORBIDDEN');
    expect((await rejection((await stranger.call()).teams.pinnedMessages({ teamId }))).code).toBe('FORBIDDEN');
    expect((await (await fan.call()).teams.pinnedMessages({ teamId })).length).toBe(1);
  });

  it("another team's message cannot be pinned through a team one administers", async () => {
    const mine = await teamWithChat();
    const theirs = await teamWithChat();
    const refusal = await rejection((await mine.owner.call()).teams.pinMessage({ teamId: mine.teamId, messageId: theirs.messageId }));
    expect([refusal.code, refusal.message]).toEqual(['NOT_FOUND', TEAM_MESSAGES.chatMessageNotFound]);
    expect(await (await theirs.fan.call()).teams.pinnedMessages({ teamId: theirs.teamId })).toEqual([]);
  });
});
