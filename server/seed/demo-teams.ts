import type { Database } from '../db/database.ts';
import type { TeamRole } from '../../shared/teams/teams.ts';
import { storedMembership } from '../access/memberships.ts';

interface DemoTeam {
  name: string;
  gameType: string;
  description: string;
  city: { name: string; lat: number; lng: number };
  privacy: 'public' | 'private' | 'invite-only';
  ageGroup: string;
  skillLevel: string;
  owner: string;
  members: [email: string, role: TeamRole | `pending-${Exclude<TeamRole, 'owner'>}`][];
  opponents: string[];
  chat: [email: string, body: string, announcement: boolean][];
  /** Members' children without accounts on the roster, answered for by their parent. */
  children?: [parentEmail: string, firstName: string, lastName: string, age: number][];
}

const TEAMS: DemoTeam[] = [
  {
    name: 'Austin Dinkers',
    gameType: 'Pickleball',
    description: 'Tuesday and Thursday evening doubles. All levels welcome; bring a paddle if you have one.',
    city: { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 },
    privacy: 'public',
    ageGroup: 'Adults',
    skillLevel: 'Intermediate',
    owner: 'organiser.austin@rally.test',
    members: [
      ['player.austin2@rally.test', 'player'],
      ['player.austin3@rally.test', 'coach'],
      // Jordan Lee, the first demo account, has an invitation waiting on Home.
      ['player.austin1@rally.test', 'pending-player'],
    ],
    opponents: ['Round Rock Rally', 'Barton Creek Bangers'],
    children: [['player.austin2@rally.test', 'Riley', 'Nguyen', 12]],
    chat: [
      ['organiser.austin@rally.test', 'Courts are booked through December. See you Tuesday!', true],
      ['player.austin2@rally.test', 'I can bring the spare balls.', false],
    ],
  },
  {
    name: 'Mile High Volleyball',
    gameType: 'Volleyball',
    description: 'Indoor six-a-side in the winter league. Invitation only while the roster is full.',
    city: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
    privacy: 'invite-only',
    ageGroup: 'Adults',
    skillLevel: 'Advanced',
    owner: 'organiser.denver@rally.test',
    members: [
      ['player.denver1@rally.test', 'player'],
      ['player.denver2@rally.test', 'fan'],
    ],
    opponents: [],
    chat: [],
  },
];

/**
 * Teams demo data: a public pickleball team in Austin with roles, an invitation waiting for the
 * first demo account, a member's child without an account on the roster, opponents and a chat; an invite-only volleyball team in Denver. Safe to run
 * again: a team that exists by name and owner is left as it is.
 */
export async function seedDemoTeams(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const users = new Map(
      (await trx.selectFrom('users').select(['id', 'email']).where('email', 'like', '%@rally.test').execute()).map((user) => [user.email, user.id]),
    );
    for (const demo of TEAMS) {
      const ownerId = users.get(demo.owner);
      if (!ownerId) continue;
      const exists = await trx.selectFrom('teams').select('id').where('name', '=', demo.name).where('creatorId', '=', ownerId).executeTakeFirst();
      if (exists) continue;
      const team = await trx
        .insertInto('teams')
        .values({
          name: demo.name,
          gameType: demo.gameType,
          description: demo.description,
          cityName: demo.city.name,
          lat: demo.city.lat,
          lng: demo.city.lng,
          privacy: demo.privacy,
          ageGroup: demo.ageGroup,
          skillLevel: demo.skillLevel,
          creatorId: ownerId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('teamMembers').values({ teamId: team.id, userId: ownerId, role: 'owner' }).execute();
      for (const [email, role] of demo.members) {
        const userId = users.get(email);
        if (userId)
          await trx
            .insertInto('teamMembers')
            .values({ teamId: team.id, userId, ...storedMembership(role), invitedBy: ownerId })
            .execute();
      }
      for (const name of demo.opponents) await trx.insertInto('externalTeams').values({ teamId: team.id, name }).execute();
      for (const [parentEmail, firstName, lastName, age] of demo.children ?? []) {
        const parent = await trx.selectFrom('users').select(['id', 'displayName']).where('email', '=', parentEmail).executeTakeFirst();
        if (!parent) continue;
        const child = await trx
          .insertInto('familyMembers')
          .values({ createdBy: parent.id, firstName, lastName, age, phoneNumber: '+15125550100' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('familyConnections')
          .values({
            requesterId: parent.id,
            familyMemberId: child.id,
            requesterName: parent.displayName ?? parentEmail,
            recipientName: `${firstName} ${lastName}`,
            requesterRelation: 'child',
            recipientRelation: 'parent',
            status: 'accepted',
            isRecipientGthUser: false,
            recipientAge: age,
            recipientPhoneNumber: '+15125550100',
          })
          .execute();
        await trx.insertInto('teamDependents').values({ teamId: team.id, familyMemberId: child.id, guardianId: parent.id }).execute();
      }
      for (const [email, body, isAnnouncement] of demo.chat) {
        const senderId = users.get(email);
        if (senderId) await trx.insertInto('teamMessages').values({ teamId: team.id, senderId, body, isAnnouncement }).execute();
      }
    }
  });
}
