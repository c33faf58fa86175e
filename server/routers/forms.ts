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
  formChargeReadinessOutput,
  formRegistrationOptionsOutput,
  submissionMoneyOutput,
  checkoutUrlOutput,
  formCheckoutStateOutput,
} from '../domains/forms/outputs.ts';
import { teamIdInput } from '../../shared/teams/schemas.ts';
import { AppError } from '../errors/app-error.ts';
import { requireFormManager } from '../domains/forms/form-access.ts';
import { formChargeReadiness } from '../domains/forms/form-charge-readiness.ts';
import { startFormCheckout } from '../domains/forms/form-checkout.ts';
import { recordOfflinePayment } from '../domains/forms/offline-payments.ts';
import { formCheckoutState, submissionMoney } from '../domains/forms/submission-money.ts';
import { refundSubmission, refundSubmissionPart } from '../domains/forms/submission-refunds.ts';
import { formRegistrationOptions, setFormRegistration } from '../domains/forms/form-registration.ts';
import { BILLING_MESSAGES } from '../../shared/billing/messages.ts';
import {
  createFormInput,
  formCheckoutStateInput,
  formIdInput,
  payFormInput,
  formSubmissionsInput,
  inviteToFormInput,
  recordOfflinePaymentInput,
  refundPartInput,
  refundSubmissionInput,
  saveFormDraftInput,
  setFormAccessInput,
  setFormRegistrationInput,
  submissionIdInput,
  submitFormInput,
} from '../../shared/forms/schemas.ts';

const ok = { ok: true as const };

/** Procedures that talk to Stripe: refused up front on a server without it. */
const payingProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.stripe) throw new AppError('STRIPEKEYNOTSET', BILLING_MESSAGES.notConfigured);
  return next({ ctx: { stripe: ctx.stripe } });
});

/** Forms (issue 15): the builder (form/build), the renderer (form/{id}) and submissions (form/{id}/submissions). */
export const formsRouter = router({
  mine: authedProcedure.output(myFormsOutput).query(({ ctx }) => myForms(ctx.db, ctx.user.id)),
  ofTeam: publicProcedure
    .input(teamIdInput)
    .output(teamFormsOutput)
    .query(({ ctx, input }) => teamForms(ctx.db, ctx.auth?.user.id ?? null, input.teamId)),
  create: authedProcedure
    .input(createFormInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => createForm(ctx.db, ctx.user.id, input)),
  forBuilder: authedProcedure
    .input(formIdInput)
    .output(formBuilderOutput)
    .query(({ ctx, input }) => formForBuilder(ctx.db, ctx.user.id, input.formId)),
  saveDraft: authedProcedure
    .input(saveFormDraftInput)
    .output(savedDraftOutput)
    .mutation(({ ctx, input }) => saveFormDraft(ctx.db, ctx.user.id, input.formId, input.definition)),
  setAccess: authedProcedure
    .input(setFormAccessInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await setFormAccess(ctx.db, ctx.user.id, input.formId, input.access);
      return ok;
    }),
  publish: authedProcedure
    .input(formIdInput)
    .output(publishedOutput)
    .mutation(({ ctx, input }) => publishForm(ctx, ctx.user.id, input.formId)),
  chargeReadiness: authedProcedure
    .input(formIdInput)
    .output(formChargeReadinessOutput)
    .query(async ({ ctx, input }) => {
      const form = await requireFormManager(ctx.db, input.formId, ctx.user.id);
      return formChargeReadiness(ctx, form.ownerId);
    }),
  registrationOptions: authedProcedure
    .input(formIdInput)
    .output(formRegistrationOptionsOutput)
    .query(({ ctx, input }) => formRegistrationOptions(ctx.db, ctx.user.id, input.formId)),
  setRegistration: authedProcedure
    .input(setFormRegistrationInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await setFormRegistration(ctx, ctx.user.id, input);
      return ok;
    }),
  close: authedProcedure
    .input(formIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await closeForm(ctx.db, ctx.user.id, input.formId);
      return ok;
    }),
  invite: authedProcedure
    .input(inviteToFormInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await inviteToForm(ctx.db, ctx.user.id, input.formId, input.userId);
      return ok;
    }),
  toFill: authedProcedure
    .input(formIdInput)
    .output(formToFillOutput)
    .query(({ ctx, input }) => formToFill(ctx.db, ctx.user.id, input.formId)),
  submit: authedProcedure
    .input(submitFormInput)
    .output(submittedOutput)
    .mutation(({ ctx, input }) => submitForm(ctx, ctx.user.id, input, { ip: ctx.ip, userAgent: ctx.userAgent })),
  money: authedProcedure
    .input(submissionIdInput)
    .output(submissionMoneyOutput)
    .query(({ ctx, input }) => submissionMoney(ctx.db, ctx.user.id, input.formId, input.submissionId)),
  pay: payingProcedure
    .input(payFormInput)
    .output(checkoutUrlOutput)
    .mutation(({ ctx, input }) => startFormCheckout(ctx, ctx.user.id, input)),
  checkoutState: authedProcedure
    .input(formCheckoutStateInput)
    .output(formCheckoutStateOutput)
    .query(({ ctx, input }) => formCheckoutState(ctx.db, ctx.user.id, input)),
  recordOfflinePayment: authedProcedure
    .input(recordOfflinePaymentInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await recordOfflinePayment(ctx, ctx.user.id, input);
      return ok;
    }),
  refund: payingProcedure
    .input(refundSubmissionInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await refundSubmission(ctx, ctx.user.id, input);
      return ok;
    }),
  refundPart: payingProcedure
    .input(refundPartInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await refundSubmissionPart(ctx, ctx.user.id, input);
      return ok;
    }),
  submissions: authedProcedure
    .input(formSubmissionsInput)
    .output(submissionsOutput)
    .query(({ ctx, input }) => listSubmissions(ctx.db, ctx.user.id, input)),
  submission: authedProcedure
    .input(submissionIdInput)
    .output(submissionOutput)
    .query(({ ctx, input }) => getSubmission(ctx.db, ctx.user.id, input.formId, input.submissionId)),
  submissionsCsv: authedProcedure
    .input(formIdInput)
    .output(submissionsCsvOutput)
    .query(({ ctx, input }) => submissionsCsv(ctx.db, ctx.user.id, input.formId)),
});
