import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { createTeam } from '../../tests/factories.ts';
import { createEvent } from '../../tests/event-factories.ts';
import { signedInMember, signedInUser } from '../../tests/sign-in.ts';
import { serveApp } from '../../tests/http-server.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** A team with its owner, one upcoming event it hosts, and a player on its roster. */
async function teamWithEvent(title = 'Sunday scrimmage') {
  const owner = await signedInUser(h, { displayName: 'Coach' });
  const team = await createTeam(h.db, owner.user.id, { name: 'Riverside Rockets' });
  const event = await createEvent(h.db, owner.user.id, { title, startsAt: new Date(Date.now() + 3 * 86_400_000) });
  await h.db.updateTable('events').set({ hostingTeamId: team.id }).where('id', '=', event.id).execute();
  const member = await signedInMember(h, team.id, 'player');
  return { owner, team, event, member };
}

describe('teams.myEvents: team events on Home and Your events', () => {
  it('a member sees their team’s upcoming event with the answer they gave', async () => {
    const { team, event, member } = await teamWithEvent();
    expect(await (await member.call()).teams.myEvents({ limit: 7 })).toEqual([
      expect.objectContaining({ eventId: event.id, title: 'Sunday scrimmage', teamId: team.id, teamName: 'Riverside Rockets', answer: null, forName: null }),
    ]);
    await (await member.call()).teams.rsvp({ eventId: event.id, answer: 'going' });
    expect(await (await member.call()).teams.myEvents({ limit: 7 })).toEqual([expect.objectContaining({ eventId: event.id, answer: 'going' })]);
  });

  it('a parent sees their child’s team event, named for the child, and answers it for them', async () => {
    const { team, event } = await teamWithEvent();
    const parent = await signedInMember(h, team.id, 'parent');
    await (
      await parent.call()
    ).family.save({
      add: [{ relation: 'child', isGthUser: false, firstName: 'Mia', lastName: 'Lee', age: 9, phoneNumber: '(512) 555-0147' }],
      update: [],
    });
    const [child] = await (await parent.call()).teams.dependents({ teamId: team.id });
    await (await parent.call()).teams.addDependent({ teamId: team.id, familyMemberId: child!.familyMemberId });
    await (await parent.call()).teams.rsvp({ eventId: event.id, answer: 'maybe', familyMemberId: child!.familyMemberId });
    const rows = await (await parent.call()).teams.myEvents({ limit: 7 });
    expect(rows).toEqual([
      expect.objectContaining({ eventId: event.id, forName: null, answer: null }),
      expect.objectContaining({ eventId: event.id, forName: 'Mia Lee', familyMemberId: child!.familyMemberId, answer: 'maybe' }),
    ]);
  });

  it('a stranger, an invitee and a removed member do not see the team’s events', async () => {
    const { owner, team, event, member } = await teamWithEvent();
    const stranger = await signedInUser(h);
    const invitee = await signedInMember(h, team.id, 'pending-player');
    expect(await (await stranger.call()).teams.myEvents({ limit: 7 })).toEqual([]);
    expect(await (await invitee.call()).teams.myEvents({ limit: 7 })).toEqual([]);
    expect((await (await member.call()).teams.myEvents({ limit: 7 })).map((row) => row.eventId)).toEqual([event.id]);
    await (await owner.call()).teams.removeMember({ teamId: team.id, userId: member.user.id });
    expect(await (await member.call()).teams.myEvents({ limit: 7 })).toEqual([]);
  });

  it('the member’s iCal feed carries the team event; a stranger’s does not', async () => {
    const { member } = await teamWithEvent('Tuesday league night');
    const stranger = await signedInUser(h);
    const app = await serveApp(h.deps);
    try {
      const feedOf = async (person: typeof member) => {
        const feed = await (await person.call()).events.calendarFeed();
        return (await fetch(`${app.base}${new URL(feed.httpsUrl).pathname}`)).text();
      };
      expect(await feedOf(member)).toContain('SUMMARY:Tuesday league night');
      expect(await feedOf(stranger)).not.toContain('Tuesday league night');
    } finally {
      await app.close();
    }
  });
});
