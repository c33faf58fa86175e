import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { FORM_MESSAGES } from '../../shared/forms/messages.ts';
import type { FormDefinition } from '../../shared/forms/definition.ts';
import { wallClock } from '../domains/forms/csv-time.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

let seq = 0;
const player = () => signedInUser(h, { displayName: `Player ${++seq}` });

const waiverForm = (title = 'Summer camp sign-up'): FormDefinition => ({
  title,
  description: 'Week of July 6.',
  fields: [
    { id: 'participant', type: 'participant', label: 'Who is coming?', required: true },
    {
      id: 'size',
      type: 'singleChoice',
      label: 'Shirt size',
      required: true,
      options: [
        { id: 's', label: 'Small' },
        { id: 'm', label: 'Medium' },
      ],
    },
    { id: 'medical', type: 'yesNo', label: 'Any medical needs?', required: true },
    { id: 'medical-notes', type: 'longText', label: 'Tell us more', required: true, showIf: { fieldId: 'medical', equals: true } },
    { id: 'waiver', type: 'waiver', label: 'Waiver', required: true, text: 'I accept the risks.', agreement: 'I agree' },
  ],
  pricing: null,
});
const answers = { participant: { kind: 'self' }, size: 'm', medical: false, waiver: { agreed: true, signerName: 'Sam Signer' } };

async function publishedForm() {
  const owner = await player();
  const { id: formId } = await (await owner.call()).forms.create({ title: 'Summer camp sign-up', teamId: null });
  await (await owner.call()).forms.saveDraft({ formId, definition: waiverForm() });
  await (await owner.call()).forms.publish({ formId });
  const { versionId } = (await (await owner.call()).forms.toFill({ formId })) as { versionId: string };
  return { owner, formId, versionId };
}

describe('forms', () => {
  it('a form is built, autosaved and published as version 1; a player fills it; the owner reads the submission and the CSV', async () => {
    const { owner, formId, versionId } = await publishedForm();
    const filler = await player();
    const fill = await (await filler.call()).forms.toFill({ formId });
    expect(fill).toMatchObject({ kind: 'open', version: 1, title: 'Summer camp sign-up' });
    const sent = await (await filler.call()).forms.submit({ formId, versionId, answers });
    expect(sent.status).toBe('submitted');

    const list = await (await owner.call()).forms.submissions({ formId });
    expect(list.rows.map((row) => [row.participantName, row.status, row.version])).toEqual([[`Player ${seq}`, 'submitted', 1]]);
    const one = await (await owner.call()).forms.submission({ formId, submissionId: sent.id });
    expect(one.answers).toEqual(answers);
    expect(one.userAgent).toBe('vitest');
    // A form with no events speaks in its owner's zone; the header names it.
    await h.db.updateTable('users').set({ timeZone: 'America/Chicago' }).where('id', '=', owner.user.id).execute();
    const { csv } = await (await owner.call()).forms.submissionsCsv({ formId });
    expect(csv.split('\r\n')[0]).toBe(
      '"Submitted at (America/Chicago)","Participant","Submitted by","E-mail","Status","Total","Paid","Version","Who is coming?","Shirt size","Any medical needs?","Tell us more","Waiver: signed by","Waiver: signed at (America/Chicago)"',
    );
    const { createdAt } = await h.db.selectFrom('formSubmissions').select('createdAt').where('id', '=', sent.id).executeTakeFirstOrThrow();
    const chicago = wallClock(createdAt, 'America/Chicago');
    expect(chicago).not.toBe(wallClock(createdAt, 'UTC'));
    expect(csv.split('\r\n')[1]).toMatch(new RegExp(`^"${chicago}",`));
    expect(csv.split('\r\n')[1]).toContain(`"Medium","No","","Sam Signer","${chicago}"`);
    expect((await (await owner.call()).forms.mine()).find((form) => form.id === formId)).toMatchObject({
      status: 'published',
      publishedVersion: 1,
      submissions: 1,
    });
  });

  it('the server enforces required and conditional fields and the waiver, whatever the client sends', async () => {
    const { formId, versionId } = await publishedForm();
    const filler = await (await player()).call();
    expect((await rejection(filler.forms.submit({ formId, versionId, answers: { ...answers, size: undefined } }))).message).toBe(
      'Shirt size: This field is required',
    );
    expect((await rejection(filler.forms.submit({ formId, versionId, answers: { ...answers, medical: true } }))).message).toBe(
      'Tell us more: This field is required',
    );
    expect((await rejection(filler.forms.submit({ formId, versionId, answers: { ...answers, waiver: { agreed: false, signerName: 'X Y' } } }))).code).toBe(
      'BAD_REQUEST',
    );
    expect(
      (
        await rejection(
          filler.forms.submit({
            formId,
            versionId,
            answers: { ...answers, participant: { kind: 'family', familyMemberId: '8b1f3d0e-57a4-4c2e-9d41-2f0d6c3b9a11' } },
          }),
        )
      ).message,
    ).toBe(FORM_MESSAGES.notYourFamily);
  });

  it('a submission to an old version stays as it was when the form changes; answers sent to the old version after that are refused', async () => {
    const { owner, formId, versionId } = await publishedForm();
    const filler = await player();
    const first = await (await filler.call()).forms.submit({ formId, versionId, answers });
    const changed = waiverForm();
    changed.fields.push({ id: 'jersey', type: 'number', label: 'Jersey number', required: true, integer: true, min: 1, max: 99 });
    await (await owner.call()).forms.saveDraft({ formId, definition: changed });
    expect(await (await owner.call()).forms.publish({ formId })).toEqual({ version: 2 });
    expect((await rejection((await filler.call()).forms.submit({ formId, versionId, answers }))).message).toBe(FORM_MESSAGES.staleVersion);
    const old = await (await owner.call()).forms.submission({ formId, submissionId: first.id });
    expect([old.version, old.definition.fields.length, old.answers]).toEqual([1, 5, answers]);
  });

  it('a parent registers their child as the participant', async () => {
    const { owner, formId, versionId } = await publishedForm();
    const parent = await player();
    await (
      await parent.call()
    ).family.save({ add: [{ relation: 'child', isGthUser: false, firstName: 'Mia', lastName: 'Lee', age: 9, phoneNumber: '(512) 555-0147' }], update: [] });
    const fill = (await (await parent.call()).forms.toFill({ formId })) as { family: { id: string; name: string }[] };
    expect(fill.family.map((member) => member.name)).toEqual(['Mia Lee']);
    await (
      await parent.call()
    ).forms.submit({ formId, versionId, answers: { ...answers, participant: { kind: 'family', familyMemberId: fill.family[0]!.id } } });
    expect((await (await owner.call()).forms.submissions({ formId, search: 'mia' })).rows.map((row) => row.participantName)).toEqual(['Mia Lee']);
  });

  it('a stranger cannot read or change a form, nor read its submissions; a members-only form is denied to outsiders', async () => {
    const { owner, formId } = await publishedForm();
    const stranger = await (await player()).call();
    expect((await rejection(stranger.forms.submissions({ formId }))).message).toBe(FORM_MESSAGES.notFound);
    expect((await rejection(stranger.forms.forBuilder({ formId }))).message).toBe(FORM_MESSAGES.notFound);
    expect((await rejection(stranger.forms.publish({ formId }))).message).toBe(FORM_MESSAGES.notFound);
    expect((await rejection(stranger.forms.submissionsCsv({ formId }))).message).toBe(FORM_MESSAGES.notFound);

    const team = await (
      await owner.call()
    ).teams.create({
      name: 'Camp Crew',
      gameType: 'Soccer',
      city: { name: 'Austin, TX', lat: 30.27, lng: -97.74 },
      description: '',
      ageGroup: 'Under 12',
      gender: 'Mixed',
      skillLevel: 'All levels',
      privacy: 'public',
    });
    const { id: teamFormId } = await (await owner.call()).forms.create({ title: 'Crew only', teamId: team.id });
    await (await owner.call()).forms.publish({ formId: teamFormId });
    // Denied, and told nothing of the form: not even its title.
    expect(await stranger.forms.toFill({ formId: teamFormId })).toEqual({ kind: 'denied' });
    const hidden = await (
      await owner.call()
    ).teams.create({
      name: 'Hidden Crew',
      gameType: 'Soccer',
      city: { name: 'Austin, TX', lat: 30.27, lng: -97.74 },
      description: '',
      ageGroup: 'Under 12',
      gender: 'Mixed',
      skillLevel: 'All levels',
      privacy: 'private',
    });
    const { id: privateFormId } = await (await owner.call()).forms.create({ title: 'Medical notes for Hidden Crew', teamId: hidden.id });
    await (await owner.call()).forms.publish({ formId: privateFormId });
    expect(JSON.stringify(await stranger.forms.toFill({ formId: privateFormId }))).not.toContain('Medical notes');
    // team-form-add: the organiser lets one specific player in.
    const outsider = await player();
    await (await owner.call()).forms.invite({ formId: teamFormId, userId: outsider.user.id });
    expect((await (await outsider.call()).forms.toFill({ formId: teamFormId })).kind).toBe('open');
    // A coach of the team does not manage its forms.
    await (await owner.call()).teams.inviteMembers({ teamId: team.id, invites: [{ email: outsider.user.email, role: 'coach' }] });
    await (await outsider.call()).teams.respondToInvite({ teamId: team.id, accept: true });
    expect((await rejection((await outsider.call()).forms.submissions({ formId: teamFormId }))).message).toBe(FORM_MESSAGES.notFound);
  });

  it('prices need a server that takes payments: publishing them is refused', async () => {
    const owner = await player();
    const { id: formId } = await (await owner.call()).forms.create({ title: 'Paid camp', teamId: null });
    const paid = waiverForm('Paid camp');
    paid.fields.push({ id: 'fee', type: 'priceItem', label: 'Fee', required: true, kind: 'fixed', amountCents: 5000, maxQuantity: 1 });
    paid.pricing = { currency: 'usd', discountCodes: [], siblingDiscountCents: 0, plan: null };
    await (await owner.call()).forms.saveDraft({ formId, definition: paid });
    expect((await rejection((await owner.call()).forms.publish({ formId }))).message).toBe(FORM_MESSAGES.paymentsUnavailable);
    expect(await (await owner.call()).forms.chargeReadiness({ formId })).toEqual({ ready: false, reason: FORM_MESSAGES.paymentsUnavailable, needsLink: false });
  });
});

describe('a team page lists its open forms', () => {
  it('members see the members forms, guests only public ones, organisers every published one; a private team shows none to a stranger', async () => {
    const owner = await player();
    const team = await (
      await owner.call()
    ).teams.create({
      name: 'Listed Larks',
      gameType: 'Soccer',
      city: { name: 'Austin, TX', lat: 30.27, lng: -97.74 },
      description: '',
      ageGroup: 'Under 12',
      gender: 'Mixed',
      skillLevel: 'All levels',
      privacy: 'public',
    });
    const make = async (title: string, access: 'public' | 'members' | 'invite') => {
      const { id } = await (await owner.call()).forms.create({ title, teamId: team.id });
      await (await owner.call()).forms.setAccess({ formId: id, access });
      await (await owner.call()).forms.publish({ formId: id });
    };
    await make('Open tryouts', 'public');
    await make('Members season', 'members');
    await make('Invited camp', 'invite');
    await (await owner.call()).forms.create({ title: 'Still a draft', teamId: team.id });
    const member = await player();
    await (await owner.call()).teams.inviteMembers({ teamId: team.id, invites: [{ email: member.user.email, role: 'player' }] });
    await (await member.call()).teams.respondToInvite({ teamId: team.id, accept: true });
    const titles = async (caller: Awaited<ReturnType<Awaited<ReturnType<typeof player>>['call']>>) =>
      (await caller.forms.ofTeam({ teamId: team.id })).forms.map((form) => form.title).sort();
    expect(await titles(await owner.call())).toEqual(['Invited camp', 'Members season', 'Open tryouts']);
    expect(await titles(await member.call())).toEqual(['Members season', 'Open tryouts']);
    expect(await titles(await h.client().call())).toEqual(['Open tryouts']);
    const hidden = await (
      await owner.call()
    ).teams.create({
      name: 'Hidden Herons',
      gameType: 'Soccer',
      city: { name: 'Austin, TX', lat: 30.27, lng: -97.74 },
      description: '',
      ageGroup: 'Under 12',
      gender: 'Mixed',
      skillLevel: 'All levels',
      privacy: 'private',
    });
    expect((await rejection((await (await player()).call()).forms.ofTeam({ teamId: hidden.id }))).code).toBe('NOT_FOUND');
  });
});
