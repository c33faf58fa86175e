import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { teamWithOpenSeason } from '../../tests/season-factories.ts';
import { makeOrganizer, STRIPE_TEST_ENV } from '../../tests/stripe-helpers.ts';
import { FORM_DIVISION_MESSAGES, FORM_MESSAGES } from '../../shared/forms/messages.ts';
import type { FormDefinition } from '../../shared/forms/definition.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ env: STRIPE_TEST_ENV });
});
afterAll(() => h.close());

let seq = 0;
const player = () => signedInUser(h, { displayName: `Divisions ${++seq}` });

/** No fee field: the division chosen is the price; a plan takes a deposit off it. */
const divisionForm = (): FormDefinition => ({
  title: 'Spring league registration',
  description: '',
  fields: [
    { id: 'participant', type: 'participant', label: 'Who is playing?', required: true },
    { id: 'waiver', type: 'waiver', label: 'Waiver', required: true, text: 'I play at my own risk.', agreement: 'I agree' },
  ],
  pricing: { currency: 'usd', discountCodes: [], siblingDiscountCents: 0, plan: { depositCents: 3_000, balanceDueDates: ['2027-01-01'] } },
});
const answers = { participant: { kind: 'self' }, waiver: { agreed: true, signerName: 'Pat Player' } };

/** A team's open season with two groups, offered on one form: U10 at $80 (capacity given), U12 at $120 (10 places). */
async function divisionLeague(options: { u10Places: number; access?: 'public' | 'invite' }) {
  const owner = await player();
  await makeOrganizer(h, owner.user.id);
  const {
    teamId,
    seasonId,
    groupIds: [u10, u12],
  } = await teamWithOpenSeason(owner, {
    teamName: `Division league ${seq}`,
    season: { label: 'Spring 2027', startsOn: '2027-03-01', endsOn: '2027-05-30' },
    groups: [
      { name: 'U10', kind: 'age', capacity: null },
      { name: 'U12', kind: 'age', capacity: null },
    ],
  });
  const { id: formId } = await (await owner.call()).forms.create({ title: 'Spring league registration', teamId });
  await (await owner.call()).forms.saveDraft({ formId, definition: divisionForm() });
  await (
    await owner.call()
  ).forms.setRegistration({
    formId,
    seasonId,
    groupId: null,
    grantsRole: 'player',
    divisions: [
      { groupId: u10, priceCents: 8_000, capacity: options.u10Places },
      { groupId: u12, priceCents: 12_000, capacity: 10 },
    ],
  });
  await (await owner.call()).forms.setAccess({ formId, access: options.access ?? 'public' });
  await (await owner.call()).forms.publish({ formId });
  const { versionId } = (await (await owner.call()).forms.toFill({ formId })) as { versionId: string };
  return { owner, seasonId, u10, u12, formId, versionId };
}

describe('divisions on a registration form (issue 31, defect 10)', () => {
  it('the player sees each division with its price and places; the price charged (and the plan’s deposit) follows the division picked; the organiser’s list shows it', async () => {
    const { owner, u10, u12, formId, versionId } = await divisionLeague({ u10Places: 5 });
    const registrant = await player();
    const fill = await (await registrant.call()).forms.toFill({ formId });
    expect(fill.kind === 'open' && fill.divisions).toEqual([
      { id: u10, name: 'U10', priceCents: 8_000, placesLeft: 5 },
      { id: u12, name: 'U12', priceCents: 12_000, placesLeft: 10 },
    ]);
    // A form with divisions needs one picked.
    expect((await rejection((await registrant.call()).forms.submit({ formId, versionId, answers }))).message).toBe(
      `${FORM_DIVISION_MESSAGES.label}: ${FORM_DIVISION_MESSAGES.required}`,
    );
    const sent = await (await registrant.call()).forms.submit({ formId, versionId, answers, divisionId: u12 });
    const money = await (await registrant.call()).forms.money({ formId, submissionId: sent.id });
    expect([money.totalCents, money.dueNowCents, money.quote?.installments]).toEqual([12_000, 3_000, [{ dueOn: '2027-01-01', amountCents: 9_000 }]]);
    expect(money.quote?.lines.map((line) => line.label)).toEqual(['Division: U12']);

    const other = await player();
    const cheaper = await (await other.call()).forms.submit({ formId, versionId, answers, divisionId: u10 });
    expect((await (await other.call()).forms.money({ formId, submissionId: cheaper.id })).totalCents).toBe(8_000);

    const list = await (await owner.call()).forms.submissions({ formId });
    expect(list.rows.map((row) => [row.participantName, row.division, row.totalCents]).sort()).toEqual([
      [`Divisions ${seq - 1}`, 'U12', 12_000],
      [`Divisions ${seq}`, 'U10', 8_000],
    ]);
    const after = await (await registrant.call()).forms.toFill({ formId });
    expect(after.kind === 'open' && after.divisions.map((division) => division.placesLeft)).toEqual([4, 9]);
  });

  it('a full division is refused (and shown with no place left); a division the form does not offer is refused', async () => {
    const { seasonId, u10, u12, formId, versionId } = await divisionLeague({ u10Places: 1 });
    await (await (await player()).call()).forms.submit({ formId, versionId, answers, divisionId: u10 });
    const late = await player();
    const fill = await (await late.call()).forms.toFill({ formId });
    expect(fill.kind === 'open' && fill.divisions.find((division) => division.id === u10)?.placesLeft).toBe(0);
    const refused = await rejection((await late.call()).forms.submit({ formId, versionId, answers, divisionId: u10 }));
    expect([refused.code, refused.message]).toEqual(['CONFLICT', FORM_DIVISION_MESSAGES.divisionFull]);
    expect((await rejection((await late.call()).forms.submit({ formId, versionId, answers, divisionId: seasonId }))).message).toBe(
      FORM_DIVISION_MESSAGES.notOffered,
    );
    expect((await (await late.call()).forms.submit({ formId, versionId, answers, divisionId: u12 })).status).toBe('pending-payment');
  });

  it('two submits for the last place at once: one takes it, the other is refused as full', async () => {
    const { u10, formId, versionId } = await divisionLeague({ u10Places: 1 });
    const [first, second] = [await (await player()).call(), await (await player()).call()];
    const results = await Promise.allSettled([
      first.forms.submit({ formId, versionId, answers, divisionId: u10 }),
      second.forms.submit({ formId, versionId, answers, divisionId: u10 }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as Error).message).toBe(FORM_DIVISION_MESSAGES.divisionFull);
    const held = await h.db.selectFrom('formSubmissions').select('id').where('formId', '=', formId).where('seasonGroupId', '=', u10).execute();
    expect(held).toHaveLength(1);
  });

  it('a stranger cannot submit to an invite-only form, nor read its submissions or another registrant’s; divisions are set only by the form’s managers, from its season', async () => {
    const { owner, seasonId, u10, formId, versionId } = await divisionLeague({ u10Places: 3, access: 'invite' });
    const stranger = await (await player()).call();
    expect((await rejection(stranger.forms.submit({ formId, versionId, answers, divisionId: u10 }))).message).toBe(FORM_MESSAGES.accessDenied);
    expect((await stranger.forms.toFill({ formId })).kind).toBe('denied');
    expect((await rejection(stranger.forms.submissions({ formId }))).message).toBe(FORM_MESSAGES.notFound);

    const invitee = await player();
    await (await owner.call()).forms.invite({ formId, userId: invitee.user.id });
    const sent = await (await invitee.call()).forms.submit({ formId, versionId, answers, divisionId: u10 });
    const another = await player();
    await (await owner.call()).forms.invite({ formId, userId: another.user.id });
    expect((await rejection((await another.call()).forms.submission({ formId, submissionId: sent.id }))).code).toBe('NOT_FOUND');
    expect((await rejection((await another.call()).forms.submissions({ formId }))).message).toBe(FORM_MESSAGES.notFound);

    const division = { groupId: u10, priceCents: 1, capacity: 1 };
    expect((await rejection(stranger.forms.setRegistration({ formId, seasonId, groupId: null, grantsRole: 'player', divisions: [division] }))).code).toBe(
      'NOT_FOUND',
    );
    const elsewhere = await divisionLeague({ u10Places: 1 });
    expect(
      (
        await rejection(
          (await owner.call()).forms.setRegistration({
            formId,
            seasonId,
            groupId: null,
            grantsRole: 'player',
            divisions: [{ ...division, groupId: elsewhere.u10 }],
          }),
        )
      ).message,
    ).toBe(FORM_DIVISION_MESSAGES.notOfSeason);
  });
});
