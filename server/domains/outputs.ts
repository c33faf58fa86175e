import { z } from 'zod';

/** A mutation that has nothing to report but that it succeeded. */
export const okOutput = z.object({ ok: z.literal(true) });

/** The id of the row a mutation created or changed. */
export const idOutput = z.object({ id: z.string() });
