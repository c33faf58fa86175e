import { authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { okOutput, idOutput } from '../domains/outputs.ts';
import { closeForm, createForm, formForBuilder, inviteToForm, myForms, publishForm, saveFormDraft, setFormAccess, teamForms } from '../domains/forms/forms.ts';
import { formToFill, getSubmission, listSubmissions, submissionsCsv, submitForm } from '../domains/forms/submissions.ts';
import {
  formBuilderOutput,
  formToFillOutput,
  myFormsOutput,
  publishedOutput,
  savedDraftOutput,
  submissionOutput,
  submissionsCsvOutput,
  submissionsOutput,
  submittedOutput,
  teamFormsOutput,
} from '../domains/forms/outputs.ts';
import { teamIdInput } from '../../shared/schemas/teams.ts';
import { createFormInput, formIdInput, formSubmissionsInput, inviteToFormInput, saveFormDraftInput, setFormAccessInput, submissionIdInput, submitFormInput } from '../../shared/schemas/forms.ts';

const ok = { ok: true as const };

/** Forms (issue 15): the builder (form/build), the renderer (form/{id}) and submissions (form/{id}/submissions). */
export const formsRouter = router({
  mine: authedProcedure.output(myFormsOutput).query(({ ctx }) => myForms(ctx.db, ctx.user.id)),
  ofTeam: publicProcedure.input(teamIdInput).output(teamFormsOutput).query(({ ctx, input }) => teamForms(ctx.db, ctx.auth?.user.id ?? null, input.teamId)),
  create: authedProcedure.input(createFormInput).output(idOutput).mutation(({ ctx, input }) => createForm(ctx.db, ctx.user.id, input)),
  forBuilder: authedProcedure.input(formIdInput).output(formBuilderOutput).query(({ ctx, input }) => formForBuilder(ctx.db, ctx.user.id, input.formId)),
  saveDraft: authedProcedure.input(saveFormDraftInput).output(savedDraftOutput).mutation(({ ctx, input }) => saveFormDraft(ctx.db, ctx.user.id, input.formId, input.definition)),
  setAccess: authedProcedure.input(setFormAccessInput).output(okOutput).mutation(async ({ ctx, input }) => {
    await setFormAccess(ctx.db, ctx.user.id, input.formId, input.access);
    return ok;
  }),
  publish: authedProcedure.input(formIdInput).output(publishedOutput).mutation(({ ctx, input }) => publishForm(ctx.db, ctx.user.id, input.formId)),
  close: authedProcedure.input(formIdInput).output(okOutput).mutation(async ({ ctx, input }) => {
    await closeForm(ctx.db, ctx.user.id, input.formId);
    return ok;
  }),
  invite: authedProcedure.input(inviteToFormInput).output(okOutput).mutation(async ({ ctx, input }) => {
    await inviteToForm(ctx.db, ctx.user.id, input.formId, input.userId);
    return ok;
  }),
  toFill: authedProcedure.input(formIdInput).output(formToFillOutput).query(({ ctx, input }) => formToFill(ctx.db, ctx.user.id, input.formId)),
  submit: authedProcedure.input(submitFormInput).output(submittedOutput).mutation(({ ctx, input }) => submitForm(ctx.db, ctx.user.id, input, { ip: ctx.ip, userAgent: ctx.userAgent })),
  submissions: authedProcedure.input(formSubmissionsInput).output(submissionsOutput).query(({ ctx, input }) => listSubmissions(ctx.db, ctx.user.id, input)),
  submission: authedProcedure.input(submissionIdInput).output(submissionOutput).query(({ ctx, input }) => getSubmission(ctx.db, ctx.user.id, input.formId, input.submissionId)),
  submissionsCsv: authedProcedure.input(formIdInput).output(submissionsCsvOutput).query(({ ctx, input }) => submissionsCsv(ctx.db, ctx.user.id, input.formId)),
});
