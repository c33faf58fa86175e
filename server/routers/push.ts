import { okOutput } from '../domains/outputs.ts';
import { registerPush, unregisterPush, updatePush } from '../domains/notifications/push-registrations.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { pushEndpointInput, pushRegistrationInput } from '../../shared/notifications/push-schemas.ts';

const done = { ok: true as const };

/**
 * Spec section 7, push messaging registration: POST (register), PATCH (update) and DELETE
 * (unregister) of this browser's subscription for the signed-in user. The VAPID public key the
 * browser subscribes with is in system.config.
 */
export const pushRouter = router({
  register: authedProcedure
    .input(pushRegistrationInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await registerPush(ctx, ctx.user.id, input);
      return done;
    }),
  update: authedProcedure
    .input(pushRegistrationInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await updatePush(ctx, ctx.user.id, input);
      return done;
    }),
  unregister: authedProcedure
    .input(pushEndpointInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await unregisterPush(ctx, ctx.user.id, input.endpoint);
      return done;
    }),
});
