import { z } from 'zod';
import { FAMILY_RELATIONS } from '../../../shared/family/schemas.ts';

/**
 * One family connection as the user's family section shows it: no e-mail address of the other
 * person; first and last name, age and phone number only for people without an account.
 */
export const familyConnectionOutput = z.object({
  id: z.string(),
  status: z.enum(['pending', 'accepted']),
  direction: z.enum(['sent', 'received']),
  relation: z.enum(FAMILY_RELATIONS),
  isGthUser: z.boolean(),
  userId: z.string().nullable(),
  familyMemberId: z.string().nullable(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  age: z.number().nullable(),
  phoneNumber: z.string().nullable(),
  createdAt: z.date(),
});

export const familyConnectionListOutput = z.array(familyConnectionOutput);

export const familySaveOutput = z.object({ connectionIds: z.array(z.string()), requestsSent: z.number(), updated: z.number() });

export const familyResponseOutput = z.object({ status: z.enum(['accepted', 'declined']) });
