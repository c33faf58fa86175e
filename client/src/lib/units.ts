import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { trpc } from './trpc.ts';
import type { UnitSystem } from '../../../shared/common/units.ts';

/** Miles or kilometres for this reader: a member's by their Go-To Area, a guest's by their browser's language (shared/common/units.ts). */
export function useUnitSystem(): UnitSystem {
  const { user } = useCurrentUser();
  const config = trpc.system.config.useQuery(undefined, { staleTime: Infinity });
  return user?.unitSystem ?? config.data?.guestUnitSystem ?? 'metric';
}
