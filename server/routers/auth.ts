import { invalidateSession } from '../auth/session.ts';
import { confirmEmailChange, requestEmailChange } from '../domains/auth/change-email.ts';
import { confirmedEmailChangeOutput, resendVerificationOutput } from '../domains/auth/outputs.ts';
import { invitationPreview, invitationPreviewOutput } from '../domains/auth/invitation-preview.ts';
import { requestPasswordReset, resetPassword } from '../domains/auth/password-reset.ts';
import { signIn } from '../domains/auth/sign-in.ts';
import { signUp } from '../domains/auth/sign-up.ts';
import { resendVerification, verifyEmail } from '../domains/auth/verify-email.ts';
import { okOutput } from '../domains/outputs.ts';
import { authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import type { Context } from '../trpc/context.ts';
import { requestEmailChangeInput, requestPasswordResetInput, resetPasswordInput, signInInput, signUpInput, tokenInput } from '../../shared/auth/schemas.ts';
import { currentUserOutput } from '../../shared/users/schemas.ts';
import { currentUserOf } from '../auth/current-user.ts';

const meta = (ctx: Context) => ({ ip: ctx.ip, userAgent: ctx.userAgent, cookies: ctx.cookies });

export const authRouter = router({
  me: publicProcedure.output(currentUserOutput).query(({ ctx }) => (ctx.auth ? currentUserOf(ctx.auth.user) : null)),

  signUp: publicProcedure
    .input(signUpInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      const { session } = await signUp(ctx, input, meta(ctx));
      ctx.cookies.set(session.token, session.expiresAt);
      return { ok: true as const };
    }),

  /** The sign-up page's "Ana invited you to …", from the token of an invitation mail's link. */
  invitation: publicProcedure
    .input(tokenInput)
    .output(invitationPreviewOutput)
    .query(({ ctx, input }) => invitationPreview(ctx.db, input.token)),

  signIn: publicProcedure
    .input(signInInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      const { session } = await signIn(ctx, input, meta(ctx));
      // A fresh token at every sign-in, so a token planted before sign-in is never promoted. The old
      // session ends only now: a failed attempt must not sign the current user out.
      if (ctx.auth) await invalidateSession(ctx.db, ctx.auth.session.id);
      ctx.cookies.set(session.token, session.expiresAt);
      return { ok: true as const };
    }),

  signOut: publicProcedure.output(okOutput).mutation(async ({ ctx }) => {
    if (ctx.auth) await invalidateSession(ctx.db, ctx.auth.session.id);
    ctx.cookies.clear();
    return { ok: true as const };
  }),

  verifyEmail: publicProcedure
    .input(tokenInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await verifyEmail(ctx, input.token);
      return { ok: true as const };
    }),

  resendVerification: authedProcedure.output(resendVerificationOutput).mutation(({ ctx }) => resendVerification(ctx, ctx.user)),

  requestPasswordReset: publicProcedure
    .input(requestPasswordResetInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx, input.email, meta(ctx));
      return { ok: true as const };
    }),

  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await resetPassword(ctx, input.token, input.password, meta(ctx));
      ctx.cookies.clear();
      return { ok: true as const };
    }),

  requestEmailChange: authedProcedure
    .input(requestEmailChangeInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await requestEmailChange(ctx, ctx.user, input.newEmail, input.password);
      return { ok: true as const };
    }),

  confirmEmailChange: publicProcedure
    .input(tokenInput)
    .output(confirmedEmailChangeOutput)
    .mutation(async ({ ctx, input }) => {
      const { email } = await confirmEmailChange(ctx, input.token);
      return { email };
    }),
});
