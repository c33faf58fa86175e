import type { City } from '../../../../shared/common/schemas.ts';
import type { AssignableTeamRole, TeamPrivacy } from '../../../../shared/teams/teams.ts';

/** The create wizard's state: every field of teams.create, the chosen plan and the page shown. */
export interface TeamDraft {
  step: number;
  name: string;
  gameType: string;
  city: City | null;
  description: string;
  ageGroup: string;
  gender: string;
  skillLevel: string;
  privacy: TeamPrivacy;
  planId: string;
  invites: { email: string; role: AssignableTeamRole }[];
}

export const newTeamDraft = (): TeamDraft => ({
  step: 1,
  name: '',
  gameType: '',
  city: null,
  description: '',
  ageGroup: 'All ages',
  gender: 'Any',
  skillLevel: 'All levels',
  privacy: 'public',
  planId: 'rookie',
  invites: [],
});

/** Kept per user in localStorage, so a reload (or a return tomorrow) finds the wizard where it was. */
const key = (userId: string) => `rally.team-draft.${userId}`;

export function loadTeamDraft(userId: string): TeamDraft {
  try {
    const stored = localStorage.getItem(key(userId));
    if (!stored) return newTeamDraft();
    const parsed = JSON.parse(stored) as Partial<TeamDraft>;
    return { ...newTeamDraft(), ...parsed, step: Math.min(6, Math.max(1, Number(parsed.step) || 1)) };
  } catch {
    return newTeamDraft();
  }
}

export function saveTeamDraft(userId: string, draft: TeamDraft): void {
  try {
    localStorage.setItem(key(userId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage loses only the convenience of resuming.
  }
}

export function clearTeamDraft(userId: string): void {
  try {
    localStorage.removeItem(key(userId));
  } catch {
    // As above.
  }
}
