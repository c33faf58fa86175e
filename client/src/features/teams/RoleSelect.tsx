import { ASSIGNABLE_TEAM_ROLES, TEAM_ROLE_LABELS, type AssignableTeamRole } from '../../../../shared/teams/teams.ts';
import { labelledOptions, SelectInput } from '../../components/SelectField.tsx';

/**
 * A team role to give someone. A file of its own: the roster shows it to managers, and a guest's
 * team page loads the roster, which should not bring the invite form's e-mail validation (zod) with it.
 */
export function RoleSelect({ value, onChange, label = 'Role' }: { value: AssignableTeamRole; onChange: (role: AssignableTeamRole) => void; label?: string }) {
  return (
    <SelectInput
      size="sm"
      width="auto"
      aria-label={label}
      value={value}
      onChange={onChange}
      options={labelledOptions(ASSIGNABLE_TEAM_ROLES, TEAM_ROLE_LABELS)}
    />
  );
}
