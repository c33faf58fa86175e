import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInMember, signedInUser } from '../../tests/sign-in.ts';
import { teamWithOpenSeason } from '../../tests/season-factories.ts';
import { fakeStripe } from '../../tests/msw/stripe.ts';
import { deliverEvents, makeOrganizer, STRIPE_TEST_ENV } from '../../tests/stripe-helpers.ts';
import { sendBalanceReminders } from '../domains/forms/balance-reminders.ts';
import { FORM_MESSAGES } from '../../shared/forms/messages.ts';
import { FORM_PRICE_MESSAGES } from '../../shared/forms/pricing.ts';
import type { FormDefinition } from '../../shared/forms/definition.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ env: STRIPE_TEST_ENV });
});
afterAll(() => h.close());

let seq = 0;
const player = () => signedInUser(h, { displayName: `Registrant ${++seq}` });
const sessionIdOf = (url: string) => url.split('/').pop()!;

const leagueForm = (plan: boolean): FormDefinition => ({
  title: 'Fall league registration',
  description: '',
  fields: [
    { id: 'participant', type: 'participant', label: 'Who is playing?', required: true },
    { id: 'fee', type: 'priceItem', label: 'League fee', required: true, kind: 'fixed', amountCents: 12_000, maxQuantity: 1 },
    { id: 'shirts', type: 'priceItem', label: 'Extra shirts', required: false, kind: 'addon', amountCents: 1_500, maxQuantity: 3 },
    { id: 'waiver', type: 'waiver', label: 'Waiver', required: true, text: 'I play at my own risk.', agreement: 'I agree' },
  ],
  pricing: {
    currency: 'usd',
    discountCodes: [{ code: 'EARLY10', percentOff: 10 }],
    siblingDiscountCents: 2_000,
    plan: plan ? { depositCents: 5_000, balanceDueDates: ['2026-12-01', '2027-01-01'] } : null,
  },
});

/** A team with an open season whose one group holds `capacity`, and its published registration form. */
async function league(options: { plan: boolean; capacity: number | null }) {
  const owner = await player();
  await makeOrganizer(h, owner.user.id);
  const {
    teamId,
    seasonId,
    groupIds: [groupId],
  } = await teamWithOpenSeason(owner, {
    teamName: `League ${seq}`,
    season: { label: 'Fall 2026', startsOn: '2026-09-01', endsOn: '2026-11-30' },
    groups: [{ name: 'Open', kind: 'division', capacity: options.capacity }],
  });
  const { id: formId } = await (await owner.call()).forms.create({ title: 'Fall league registration', teamId });
  await (await owner.call()).forms.saveDraft({ formId, definition: leagueForm(options.plan) });
  await (await owner.call()).forms.setRegistration({ formId, seasonId, groupId, grantsRole: 'player' });
  await (await owner.call()).forms.setAccess({ formId, access: 'public' });
  await (await owner.call()).forms.publish({ formId });
  const { versionId } = (await (await owner.call()).forms.toFill({ formId })) as { versionId: string };
  return { owner, teamId, seasonId, groupId, formId, versionId };
}

const answers = (extra: Record<string, unknown> = {}) => ({
  participant: { kind: 'self' },
  shirts: 2,
  waiver: { agreed: true, signerName: 'Pat Player' },
  ...extra,
});

/** Pays a Checkout on Stripe's page; the webhook is delivered `times` times, as Stripe may. */
async function payCheckout(url: string, times = 1) {
  const session = fakeStripe.completeSession(sessionIdOf(url));
  const event = fakeStripe.event('checkout.session.completed', session);
  await deliverEvents(
    h,
    Array.from({ length: times }, () => event),
  );
}

const registrationsOf = (seasonId: string) =>
  h.db
    .selectFrom('seasonRegistrations')
    .select(['userId', 'familyMemberId', 'status'])
    .where('seasonId', '=', seasonId)
    .where('status', '!=', 'cancelled')
    .execute();
const submission = (id: string) => h.db.selectFrom('formSubmissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('paid registration forms', () => {
  it('a payment plan: the server prices the answers, the deposit is paid once however often the webhook repeats, the balance becomes invoices with reminders, and paying them settles it', async () => {
    const { owner, teamId, seasonId, formId, versionId } = await league({ plan: true, capacity: null });
    const registrant = await player();
    // The client's idea of the price is never asked: an add-on above its maximum is refused, a bad code too.
    expect((await rejection((await registrant.call()).forms.submit({ formId, versionId, answers: answers({ shirts: 9 }) }))).message).toMatch(
      /^Extra shirts: /,
    );
    expect((await rejection((await registrant.call()).forms.submit({ formId, versionId, answers: answers(), discountCode: 'FREE100' }))).message).toBe(
      FORM_PRICE_MESSAGES.unknownCode,
    );
    // A fixed fee is charged even when the client says it is not.
    const sent = await (await registrant.call()).forms.submit({ formId, versionId, answers: answers({ fee: false }), discountCode: 'early10' });
    expect(sent).toMatchObject({ status: 'pending-payment', paymentPath: `/form/payment/${formId}/${sent.id}` });
    // (120 + 2 x 15) - 10% = 135.00; 50.00 now, 85.00 in two parts.
    const money = await (await registrant.call()).forms.money({ formId, submissionId: sent.id });
    expect(money).toMatchObject({ totalCents: 13_500, dueNowCents: 5_000, paidCents: 0, balanceCents: 13_500, status: 'pending-payment' });
    expect(money.quote!.installments).toEqual([
      { dueOn: '2026-12-01', amountCents: 4_250 },
      { dueOn: '2027-01-01', amountCents: 4_250 },
    ]);
    expect(await registrationsOf(seasonId)).toEqual([]);

    const { url } = await (await registrant.call()).forms.pay({ formId, submissionId: sent.id });
    const session = fakeStripe.sessions.get(sessionIdOf(url))!;
    expect(session.amount_total).toBe(5_000);
    // Stripe brings the player back to the registration itself (issue 31, defect 6).
    expect(session.success_url).toBe(`${h.deps.env.APP_ORIGIN}/form/${formId}/${sent.id}?payment=success&session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`${h.deps.env.APP_ORIGIN}/form/payment/${formId}/${sent.id}`);
    await payCheckout(url, 3);

    expect(await submission(sent.id)).toMatchObject({ status: 'balance-due', paidCents: 5_000 });
    expect(await registrationsOf(seasonId)).toEqual([{ userId: registrant.user.id, familyMemberId: null, status: 'registered' }]);
    const member = await h.db
      .selectFrom('teamMembers')
      .select('role')
      .where('teamId', '=', teamId)
      .where('userId', '=', registrant.user.id)
      .executeTakeFirstOrThrow();
    expect(member.role).toBe('player');
    const invoices = await h.db
      .selectFrom('invoices')
      .select(['id', 'totalCents', 'dueDate', 'status', 'organizerId'])
      .where('formSubmissionId', '=', sent.id)
      .orderBy('dueDate')
      .execute();
    expect(invoices.map((invoice) => [invoice.totalCents, String(invoice.dueDate).slice(0, 10), invoice.status, invoice.organizerId])).toEqual([
      [4_250, '2026-12-01', 'open', owner.user.id],
      [4_250, '2027-01-01', 'open', owner.user.id],
    ]);
    // Paying again is refused: what was due now is paid.
    expect((await rejection((await registrant.call()).forms.pay({ formId, submissionId: sent.id }))).message).toBe(FORM_MESSAGES.notPayable);

    // Three days before the first due date its reminder goes out, once.
    expect(await sendBalanceReminders(h.deps, new Date('2026-11-28T12:00:00Z'))).toBe(1);
    expect(await sendBalanceReminders(h.deps, new Date('2026-11-29T12:00:00Z'))).toBe(0);
    const reminder = await h.db
      .selectFrom('mailOutbox')
      .select('data')
      .where('toAddress', '=', registrant.user.email)
      .where('template', '=', 'form-balance-reminder')
      .execute();
    expect(reminder).toHaveLength(1);
    expect(reminder[0]!.data).toMatchObject({
      amount: '$42.50',
      dueDate: '2026-12-01',
      actionUrl: `${h.deps.env.APP_ORIGIN}/pay-balance/${formId}/${sent.id}`,
    });

    for (const invoice of invoices) {
      const { url: invoiceUrl } = await (await registrant.call()).billing.payInvoice({ invoiceId: invoice.id });
      // A plan part's Checkout also returns to the registration, not to a generic success page.
      expect(fakeStripe.sessions.get(sessionIdOf(invoiceUrl))!.success_url).toBe(
        `${h.deps.env.APP_ORIGIN}/form/${formId}/${sent.id}?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      );
      await payCheckout(invoiceUrl, 2);
    }
    expect(await submission(sent.id)).toMatchObject({ status: 'paid', paidCents: 13_500 });
    const history = await (await owner.call()).forms.money({ formId, submissionId: sent.id });
    expect(history.history.map((row) => [row.kind, row.amountCents])).toEqual([
      ['card', 5_000],
      ['card', 4_250],
      ['card', 4_250],
    ]);
  });

  it('a parent registers two children: each goes on the roster as a dependent, the second with the sibling discount', async () => {
    const { seasonId, teamId, formId, versionId } = await league({ plan: false, capacity: null });
    const parent = await player();
    await (
      await parent.call()
    ).family.save({
      add: [
        { relation: 'child', isGthUser: false, firstName: 'Mia', lastName: 'Lee', age: 9, phoneNumber: '(512) 555-0147' },
        { relation: 'child', isGthUser: false, firstName: 'Max', lastName: 'Lee', age: 11, phoneNumber: '(512) 555-0148' },
      ],
      update: [],
    });
    const fill = (await (await parent.call()).forms.toFill({ formId })) as { family: { id: string; name: string }[] };
    const [first, second] = fill.family;
    const mia = await (
      await parent.call()
    ).forms.submit({ formId, versionId, answers: answers({ participant: { kind: 'family', familyMemberId: first!.id }, shirts: 0 }) });
    const max = await (
      await parent.call()
    ).forms.submit({ formId, versionId, answers: answers({ participant: { kind: 'family', familyMemberId: second!.id }, shirts: 0 }) });
    expect((await submission(mia.id)).totalCents).toBe(12_000);
    expect((await submission(max.id)).totalCents).toBe(10_000);
    for (const sent of [mia, max]) await payCheckout((await (await parent.call()).forms.pay({ formId, submissionId: sent.id })).url);
    const registered = await registrationsOf(seasonId);
    expect(registered.map((row) => row.familyMemberId).sort()).toEqual([first!.id, second!.id].sort());
    expect(registered.every((row) => row.status === 'registered' && row.userId === null)).toBe(true);
    const dependents = await h.db
      .selectFrom('teamDependents')
      .select('familyMemberId')
      .where('teamId', '=', teamId)
      .where('guardianId', '=', parent.user.id)
      .execute();
    expect(dependents).toHaveLength(2);
    const role = await h.db
      .selectFrom('teamMembers')
      .select('role')
      .where('teamId', '=', teamId)
      .where('userId', '=', parent.user.id)
      .executeTakeFirstOrThrow();
    expect(role.role).toBe('parent');
    expect((await submission(max.id)).status).toBe('paid');
  });

  it('a full group waitlists a paid registration; a refund frees the place and the waitlisted one moves up', async () => {
    const { owner, seasonId, formId, versionId } = await league({ plan: false, capacity: 1 });
    const first = await player();
    const second = await player();
    const a = await (await first.call()).forms.submit({ formId, versionId, answers: answers({ shirts: 0 }) });
    const b = await (await second.call()).forms.submit({ formId, versionId, answers: answers({ shirts: 0 }) });
    await payCheckout((await (await first.call()).forms.pay({ formId, submissionId: a.id })).url);
    await payCheckout((await (await second.call()).forms.pay({ formId, submissionId: b.id })).url);
    expect((await submission(a.id)).status).toBe('paid');
    expect((await submission(b.id)).status).toBe('waitlisted');

    // Only the form's managers refund; a stranger does not even see it.
    expect((await rejection((await second.call()).forms.refund({ formId, submissionId: a.id, reason: '' }))).message).toBe(FORM_MESSAGES.notFound);
    await (await owner.call()).forms.refund({ formId, submissionId: a.id, reason: 'Moved away' });
    expect((await submission(a.id)).status).toBe('refunded');
    expect([...fakeStripe.refunds.values()].some((refund) => refund.amount === 12_000)).toBe(true);
    expect((await submission(b.id)).status).toBe('paid');
    expect(await registrationsOf(seasonId)).toEqual([{ userId: second.user.id, familyMemberId: null, status: 'registered' }]);
    // Nothing left to refund on it.
    expect((await rejection((await owner.call()).forms.refund({ formId, submissionId: a.id, reason: '' }))).message).toBe(FORM_MESSAGES.notRefundable);
  });

  it('an organiser records an offline payment: the registration completes and the plan invoices are settled; nobody else may', async () => {
    const { owner, teamId, formId, versionId, seasonId } = await league({ plan: true, capacity: null });
    const registrant = await player();
    const sent = await (await registrant.call()).forms.submit({ formId, versionId, answers: answers({ shirts: 0 }) });
    // A coach of the team, the registrant and a stranger are all refused.
    const coach = await signedInMember(h, teamId, 'coach');
    for (const who of [coach, registrant, await player()]) {
      expect(
        (await rejection((await who.call()).forms.recordOfflinePayment({ formId, submissionId: sent.id, amountCents: 12_000, note: 'cash' }))).message,
      ).toBe(FORM_MESSAGES.notFound);
    }
    // A stranger cannot read the money either, nor pay someone else's registration.
    const stranger = await player();
    expect((await rejection((await stranger.call()).forms.money({ formId, submissionId: sent.id }))).message).toBe(FORM_MESSAGES.notFound);
    expect((await rejection((await stranger.call()).forms.pay({ formId, submissionId: sent.id }))).message).toBe(FORM_MESSAGES.notFound);

    expect((await rejection((await owner.call()).forms.recordOfflinePayment({ formId, submissionId: sent.id, amountCents: 12_001, note: '' }))).message).toBe(
      FORM_MESSAGES.offlineTooLarge,
    );
    await (await owner.call()).forms.recordOfflinePayment({ formId, submissionId: sent.id, amountCents: 8_000, note: 'Cash at practice' });
    // 80.00 of 120.00: the deposit (50) is covered and 30 went ahead, lowering the first part of 35.00 to 5.00.
    expect(await submission(sent.id)).toMatchObject({ status: 'balance-due', paidCents: 8_000 });
    const open = await h.db.selectFrom('invoices').select(['totalCents', 'status']).where('formSubmissionId', '=', sent.id).orderBy('dueDate').execute();
    expect(open).toEqual([
      { totalCents: 500, status: 'open' },
      { totalCents: 3_500, status: 'open' },
    ]);
    await (await owner.call()).forms.recordOfflinePayment({ formId, submissionId: sent.id, amountCents: 4_000, note: 'Cheque' });
    expect(await submission(sent.id)).toMatchObject({ status: 'paid', paidCents: 12_000 });
    expect(
      (await h.db.selectFrom('invoices').select('status').where('formSubmissionId', '=', sent.id).execute()).every((invoice) => invoice.status === 'paid'),
    ).toBe(true);
    expect(await registrationsOf(seasonId)).toHaveLength(1);
  });

  it('publishing a priced form needs the owner’s Stripe account; the registration link must name a season of the form’s team', async () => {
    const owner = await player();
    const { id: formId } = await (await owner.call()).forms.create({ title: 'Solo camp', teamId: null });
    await (await owner.call()).forms.saveDraft({ formId, definition: leagueForm(false) });
    expect((await rejection((await owner.call()).forms.publish({ formId }))).message).toBe(FORM_MESSAGES.linkStripeToCharge);
    expect(
      (
        await rejection(
          (await owner.call()).forms.setRegistration({ formId, seasonId: '00000000-0000-4000-8000-000000000000', groupId: null, grantsRole: 'player' }),
        )
      ).message,
    ).toBe(FORM_MESSAGES.registrationNeedsTeam);
    const other = await league({ plan: false, capacity: null });
    const { id: teamFormId } = await (await other.owner.call()).forms.create({ title: 'Second form', teamId: other.teamId });
    const elsewhere = await league({ plan: false, capacity: null });
    expect(
      (
        await rejection(
          (await other.owner.call()).forms.setRegistration({ formId: teamFormId, seasonId: elsewhere.seasonId, groupId: null, grantsRole: 'player' }),
        )
      ).message,
    ).toBe(FORM_MESSAGES.seasonNotOfTeam);
    await makeOrganizer(h, owner.user.id);
    expect(await (await owner.call()).forms.publish({ formId })).toEqual({ version: 1 });
  });
});

describe('paying a plan in full, or its rest at once (issue 31, defects 4 and 6)', () => {
  const openInvoices = (submissionId: string) =>
    h.db.selectFrom('invoices').select(['id', 'totalCents', 'status']).where('formSubmissionId', '=', submissionId).orderBy('dueDate').execute();
  const stateOf = async (who: Awaited<ReturnType<typeof player>>, formId: string, submissionId: string, url: string) =>
    (await who.call()).forms.checkoutState({ formId, submissionId, sessionId: sessionIdOf(url) });

  it('with a plan, paying in full is one charge of the total: the webhook (however often replayed) counts it once, no part stays due and no reminder goes out', async () => {
    const { formId, versionId, seasonId } = await league({ plan: true, capacity: null });
    const registrant = await player();
    const sent = await (await registrant.call()).forms.submit({ formId, versionId, answers: answers() });
    // 120 + 2 x 15 = 150.00: 50.00 due now under the plan, or all of it.
    expect(await (await registrant.call()).forms.money({ formId, submissionId: sent.id })).toMatchObject({ totalCents: 15_000, dueNowCents: 5_000 });
    const { url } = await (await registrant.call()).forms.pay({ formId, submissionId: sent.id, amount: 'rest' });
    const session = fakeStripe.sessions.get(sessionIdOf(url))!;
    expect(session.amount_total).toBe(15_000);
    expect(session.success_url).toBe(`${h.deps.env.APP_ORIGIN}/form/${formId}/${sent.id}?payment=success&session_id={CHECKOUT_SESSION_ID}`);
    // Back from Checkout before the webhook: the registration says the payment is being confirmed.
    expect(await stateOf(registrant, formId, sent.id, url)).toEqual({ state: 'confirming', amountCents: 15_000, currency: 'usd' });

    await payCheckout(url, 3);
    expect(await stateOf(registrant, formId, sent.id, url)).toMatchObject({ state: 'confirmed' });
    expect(await submission(sent.id)).toMatchObject({ status: 'paid', paidCents: 15_000 });
    const money = await (await registrant.call()).forms.money({ formId, submissionId: sent.id });
    expect(money).toMatchObject({ balanceCents: 0, dueNowCents: 0, invoices: [] });
    expect(money.history.map((row) => row.amountCents)).toEqual([15_000]);
    expect(await registrationsOf(seasonId)).toEqual([{ userId: registrant.user.id, familyMemberId: null, status: 'registered' }]);
    expect(await sendBalanceReminders(h.deps, new Date('2027-06-01T12:00:00Z'))).toBe(0);
    // Nothing is left to pay, either way.
    for (const amount of ['rest', 'due-now'] as const) {
      expect((await rejection((await registrant.call()).forms.pay({ formId, submissionId: sent.id, amount }))).message).toBe(FORM_MESSAGES.notPayable);
    }
  });

  it('after the deposit, "the rest" pays every open part in one Checkout: the balance is zero, the parts are settled and the reminders stop', async () => {
    const { formId, versionId } = await league({ plan: true, capacity: null });
    const registrant = await player();
    const sent = await (await registrant.call()).forms.submit({ formId, versionId, answers: answers({ shirts: 0 }) });
    await payCheckout((await (await registrant.call()).forms.pay({ formId, submissionId: sent.id })).url);
    expect(await submission(sent.id)).toMatchObject({ status: 'balance-due', paidCents: 5_000 });
    const parts = await openInvoices(sent.id);
    expect(parts.map((part) => [part.totalCents, part.status])).toEqual([
      [3_500, 'open'],
      [3_500, 'open'],
    ]);
    // A plan part's Checkout left open in another tab is closed when the rest is paid at once, so it cannot be paid twice.
    const { url: partUrl } = await (await registrant.call()).billing.payInvoice({ invoiceId: parts[0]!.id });
    const { url } = await (await registrant.call()).forms.pay({ formId, submissionId: sent.id, amount: 'rest' });
    expect(fakeStripe.sessions.get(sessionIdOf(partUrl))!.status).toBe('expired');
    expect(await stateOf(registrant, formId, sent.id, partUrl)).toMatchObject({ state: 'closed' });
    const session = fakeStripe.sessions.get(sessionIdOf(url))!;
    expect(session.amount_total).toBe(7_000);
    expect(session.success_url).toBe(`${h.deps.env.APP_ORIGIN}/form/${formId}/${sent.id}?payment=success&session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`${h.deps.env.APP_ORIGIN}/pay-balance/${formId}/${sent.id}`);

    await payCheckout(url, 2);
    expect(await submission(sent.id)).toMatchObject({ status: 'paid', paidCents: 12_000 });
    expect((await openInvoices(sent.id)).map((part) => part.status)).toEqual(['paid', 'paid']);
    expect(await (await registrant.call()).forms.money({ formId, submissionId: sent.id })).toMatchObject({ balanceCents: 0 });
    expect(await stateOf(registrant, formId, sent.id, url)).toMatchObject({ state: 'confirmed', amountCents: 7_000 });
    expect(await sendBalanceReminders(h.deps, new Date('2027-06-01T12:00:00Z'))).toBe(0);
    expect((await rejection((await registrant.call()).forms.pay({ formId, submissionId: sent.id, amount: 'rest' }))).message).toBe(FORM_MESSAGES.notPayable);
  });

  it('after one part is paid, the rest is what is left; reminders go only for parts still open', async () => {
    const { formId, versionId } = await league({ plan: true, capacity: null });
    const registrant = await player();
    const sent = await (await registrant.call()).forms.submit({ formId, versionId, answers: answers({ shirts: 0 }) });
    await payCheckout((await (await registrant.call()).forms.pay({ formId, submissionId: sent.id })).url);
    const [first] = await openInvoices(sent.id);
    await payCheckout((await (await registrant.call()).billing.payInvoice({ invoiceId: first!.id })).url);
    expect(await submission(sent.id)).toMatchObject({ status: 'balance-due', paidCents: 8_500 });
    const { url } = await (await registrant.call()).forms.pay({ formId, submissionId: sent.id, amount: 'rest' });
    expect(fakeStripe.sessions.get(sessionIdOf(url))!.amount_total).toBe(3_500);
    await payCheckout(url);
    expect(await submission(sent.id)).toMatchObject({ status: 'paid', paidCents: 12_000 });
    expect(await sendBalanceReminders(h.deps, new Date('2027-06-01T12:00:00Z'))).toBe(0);
  });

  it('nobody pays, or reads the Checkout of, someone else’s registration: not a stranger, not another registrant of the same form', async () => {
    const { formId, versionId } = await league({ plan: true, capacity: null });
    const registrant = await player();
    const other = await player();
    const sent = await (await registrant.call()).forms.submit({ formId, versionId, answers: answers() });
    await (await other.call()).forms.submit({ formId, versionId, answers: answers() });
    const { url } = await (await registrant.call()).forms.pay({ formId, submissionId: sent.id, amount: 'rest' });
    for (const who of [other, await player()]) {
      for (const amount of ['rest', 'due-now'] as const) {
        expect((await rejection((await who.call()).forms.pay({ formId, submissionId: sent.id, amount }))).message).toBe(FORM_MESSAGES.notFound);
      }
      expect((await rejection(stateOf(who, formId, sent.id, url))).message).toBe(FORM_MESSAGES.paymentNotFound);
    }
    // A made-up session id, or one of another submission, reads the same.
    expect((await rejection((await registrant.call()).forms.checkoutState({ formId, submissionId: sent.id, sessionId: 'cs_test_made_up' }))).message).toBe(
      FORM_MESSAGES.paymentNotFound,
    );
    // The amount is the server's: a client amount is not part of the input.
    expect((await rejection((await registrant.call()).forms.pay({ formId, submissionId: sent.id, amount: 'all' as 'rest' }))).message).toMatch(/amount/i);
  });
});

describe('refunds keep the money straight (issue 31, defect 5)', () => {
  /** A plan registration whose deposit is paid: $120 in all, $50 paid, two installments of $35 open. */
  async function paidDeposit() {
    const world = await league({ plan: true, capacity: null });
    const registrant = await player();
    const sent = await (await registrant.call()).forms.submit({ formId: world.formId, versionId: world.versionId, answers: answers({ shirts: 0 }) });
    await payCheckout((await (await registrant.call()).forms.pay({ formId: world.formId, submissionId: sent.id })).url);
    return { ...world, registrant, submissionId: sent.id };
  }

  it('refund and cancel: the record reads paid, refunded and no balance; unpaid installments show as cancelled and are never reminded', async () => {
    const { owner, formId, submissionId, registrant } = await paidDeposit();
    await (await owner.call()).forms.refund({ formId, submissionId, reason: 'Moved away' });
    const money = await (await registrant.call()).forms.money({ formId, submissionId });
    expect(money).toMatchObject({ status: 'refunded', totalCents: 12_000, paidCents: 5_000, refundedCents: 5_000, balanceCents: 0, dueNowCents: 0 });
    expect(money.invoices.map((invoice) => [invoice.totalCents, invoice.status])).toEqual([
      [3_500, 'cancelled'],
      [3_500, 'cancelled'],
    ]);
    expect(money.refunds.map((refund) => [refund.amountCents, refund.reason])).toEqual([[5_000, 'Moved away']]);
    const listed = await (await owner.call()).forms.submissions({ formId });
    expect(listed.rows.find((row) => row.id === submissionId)).toMatchObject({ paidCents: 5_000, refundedCents: 5_000, status: 'refunded' });
    // No reminder for a cancelled installment, on any day, however often the job runs.
    expect(await sendBalanceReminders(h.deps, new Date('2026-11-30T12:00:00Z'))).toBe(0);
    expect(await sendBalanceReminders(h.deps, new Date('2027-02-01T12:00:00Z'))).toBe(0);
  });

  it('a reminder checks the registration as it goes out: an open installment of a cancelled registration is not mailed', async () => {
    const { submissionId } = await paidDeposit();
    // A registration cancelled by another path that left its invoice open.
    await h.db.updateTable('formSubmissions').set({ status: 'cancelled' }).where('id', '=', submissionId).execute();
    expect(await sendBalanceReminders(h.deps, new Date('2027-02-01T12:00:00Z'))).toBe(0);
  });

  it('a partial refund with a reason keeps the registration and its balance; more than is left is refused, and so are a stranger and a coach', async () => {
    const { owner, teamId, seasonId, formId, submissionId, registrant } = await paidDeposit();
    const coach = await signedInMember(h, teamId, 'coach');
    for (const who of [coach, registrant, await player()]) {
      expect((await rejection((await who.call()).forms.refundPart({ formId, submissionId, amountCents: 1_000, reason: 'Missed a game' }))).message).toBe(
        FORM_MESSAGES.notFound,
      );
    }
    // A reason is required, and the amount is bounded by what was paid by card.
    expect((await rejection((await owner.call()).forms.refundPart({ formId, submissionId, amountCents: 1_000, reason: '  ' }))).message).toMatch(
      FORM_MESSAGES.refundReasonRequired,
    );
    expect((await rejection((await owner.call()).forms.refundPart({ formId, submissionId, amountCents: 5_001, reason: 'Too much' }))).message).toBe(
      FORM_MESSAGES.refundTooLarge,
    );

    await (await owner.call()).forms.refundPart({ formId, submissionId, amountCents: 2_000, reason: 'Missed two games' });
    const money = await (await registrant.call()).forms.money({ formId, submissionId });
    expect(money).toMatchObject({ status: 'balance-due', paidCents: 5_000, refundedCents: 2_000, balanceCents: 7_000 });
    expect(money.invoices.map((invoice) => invoice.status)).toEqual(['open', 'open']);
    expect(money.refunds.map((refund) => [refund.amountCents, refund.reason])).toEqual([[2_000, 'Missed two games']]);
    expect(await registrationsOf(seasonId)).toEqual([{ userId: registrant.user.id, familyMemberId: null, status: 'registered' }]);
    // Only what is left may be refunded now: $30.
    expect((await rejection((await owner.call()).forms.refundPart({ formId, submissionId, amountCents: 3_001, reason: 'Rest' }))).message).toBe(
      FORM_MESSAGES.refundTooLarge,
    );
    // Reminders still go out for the open installments.
    expect(await sendBalanceReminders(h.deps, new Date('2026-11-30T12:00:00Z'))).toBe(1);
    // Refund and cancel then refunds the rest: refunded $50 in all.
    await (await owner.call()).forms.refund({ formId, submissionId, reason: 'Left the league' });
    expect(await (await owner.call()).forms.money({ formId, submissionId })).toMatchObject({ refundedCents: 5_000, balanceCents: 0 });
    expect((await rejection((await owner.call()).forms.refundPart({ formId, submissionId, amountCents: 100, reason: 'More' }))).message).toBe(
      FORM_MESSAGES.refundNotLive,
    );
  });
});
