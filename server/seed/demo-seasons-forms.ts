import { addMonths, format, startOfMonth, endOfMonth, addDays } from 'date-fns';
import type { Database } from '../db/database.ts';
import { createForm, publishForm, saveFormDraft } from '../domains/forms/forms.ts';
import { setFormRegistration } from '../domains/forms/form-registration.ts';
import { registerForSeason } from '../domains/seasons/registrations.ts';
import { addSeasonGroup, addSeasonSession, createSeason, updateSeason } from '../domains/seasons/seasons.ts';
import type { FormDefinition } from '../../shared/forms/definition.ts';

const SEASON_LABEL = 'Spring league';
const FORM_TITLE = 'Spring league registration';

/**
 * The Austin Dinkers' next season, open for registration, with a division, a session and Leo
 * (a coach who also plays) registered, so his player card lists it; and the team's published
 * registration form with a waiver. Built through the app's own domain functions; skipped when
 * the team is missing or the season exists.
 */
export async function seedDemoSeasonsAndForms(db: Database, now: Date): Promise<void> {
  const team = await db.selectFrom('teams').select(['id', 'creatorId']).where('name', '=', 'Austin Dinkers').where('deletedAt', 'is', null).executeTakeFirst();
  if (!team?.creatorId) return;
  if (await db.selectFrom('seasons').select('id').where('teamId', '=', team.id).where('label', '=', SEASON_LABEL).executeTakeFirst()) return;
  const owner = team.creatorId;
  const start = startOfMonth(addMonths(now, 2));
  const season = { label: SEASON_LABEL, startsOn: format(start, 'yyyy-MM-dd'), endsOn: format(endOfMonth(addMonths(start, 2)), 'yyyy-MM-dd') };
  const { id: seasonId } = await createSeason(db, owner, team.id, season);
  await updateSeason(db, owner, seasonId, season, 'open');
  const { id: groupId } = await addSeasonGroup(db, owner, { seasonId, name: 'Open division', kind: 'division', capacity: 16 });
  await addSeasonSession(db, owner, seasonId, { name: 'Tuesday nights', startsOn: season.startsOn, endsOn: format(addDays(start, 55), 'yyyy-MM-dd') });
  const leo = await db.selectFrom('users').select('id').where('email', '=', 'player.austin3@rally.test').executeTakeFirst();
  if (leo) await registerForSeason(db, owner, { seasonId, groupId, player: { userId: leo.id } });

  const { id: formId } = await createForm(db, owner, { title: FORM_TITLE, teamId: team.id });
  const definition: FormDefinition = {
    title: FORM_TITLE,
    description: 'Doubles league on Tuesday nights at Zilker Park Courts. Register yourself or your child.',
    fields: [
      { id: 'participant', type: 'participant', label: 'Who is playing?', required: true },
      {
        id: 'level',
        type: 'singleChoice',
        label: 'Your level',
        required: true,
        options: [
          { id: 'beginner', label: 'Beginner' },
          { id: 'intermediate', label: 'Intermediate' },
          { id: 'advanced', label: 'Advanced' },
        ],
      },
      { id: 'partner', type: 'yesNo', label: 'Do you have a doubles partner?', required: true },
      { id: 'partner-name', type: 'shortText', label: 'Partner’s name', required: true, showIf: { fieldId: 'partner', equals: true } },
      { id: 'phone', type: 'phone', label: 'Phone for match-day changes', required: false },
      {
        id: 'waiver',
        type: 'waiver',
        label: 'Liability waiver',
        required: true,
        text: 'I take part at my own risk. I will follow the courts’ rules and the league’s code of conduct.',
        agreement: 'I have read and agree to the waiver',
      },
      { id: 'signature', type: 'signature', label: 'Signature', required: true },
    ],
    pricing: null,
  };
  await saveFormDraft(db, owner, formId, definition);
  // Free, so no payments are needed: a sent form puts the player in the Open division at once.
  await setFormRegistration({ db, stripe: null }, owner, { formId, seasonId, groupId, grantsRole: 'player' });
  await publishForm({ db, stripe: null }, owner, formId);
}
