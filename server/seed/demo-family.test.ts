import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { seedDemoFamily } from './demo-family.ts';
import { seedDemoUsers } from './demo-users.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('seedDemoFamily', () => {
  it('adds an accepted child without an account and a pending request with its notification, once', async () => {
    await seedDemoFamily(h.db);
    expect(await h.db.selectFrom('familyConnections').select('id').execute()).toEqual([]);

    await seedDemoUsers(h.db);
    await seedDemoFamily(h.db);
    await seedDemoFamily(h.db);
    const connections = await h.db
      .selectFrom('familyConnections')
      .select(['status', 'isRecipientGthUser', 'recipientName', 'requesterRelation', 'recipientRelation'])
      .orderBy('status')
      .execute();
    expect(connections).toEqual([
      { status: 'accepted', isRecipientGthUser: false, recipientName: 'Lily Whitaker', requesterRelation: 'child', recipientRelation: 'parent' },
      { status: 'pending', isRecipientGthUser: true, recipientName: 'Priya Nair', requesterRelation: 'sibling', recipientRelation: 'sibling' },
    ]);
    expect(await h.db.selectFrom('familyMembers').select('firstName').execute()).toEqual([{ firstName: 'Lily' }]);
    const requests = await h.db.selectFrom('notifications').select(['type', 'message']).where('type', '=', 'familyRequest').execute();
    expect(requests).toEqual([{ type: 'familyRequest', message: 'Sam Whitaker added you as their sibling.' }]);
  });
});
