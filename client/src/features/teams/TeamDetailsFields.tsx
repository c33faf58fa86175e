import { Box, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { TextField } from '../../components/TextField.tsx';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import { GameTypeSelect } from '../game-types/GameTypeSelect.tsx';
import type { City } from '../../../../shared/common/schemas.ts';
import { TEAM_AGE_GROUPS, TEAM_GENDERS, TEAM_PRIVACY, TEAM_PRIVACY_LABELS, TEAM_SKILL_LEVELS, type TeamPrivacy } from '../../../../shared/teams/teams.ts';
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';
import { plainOptions, SelectField } from '../../components/SelectField.tsx';

export interface TeamDetails {
  name: string;
  gameType: string;
  city: City | null;
  description: string;
  ageGroup: string;
  gender: string;
  skillLevel: string;
  privacy: TeamPrivacy;
}
type Errors = Partial<Record<keyof TeamDetails, string>>;
interface Props {
  value: TeamDetails;
  set: (patch: Partial<TeamDetails>) => void;
  errors: Errors;
}

/** Page 1: name, game type ('Other' listed first, spec section 2), city and what the team is about. */
export function TeamBasicsFields({ value, set, errors }: Props) {
  return (
    <Stack gap="4">
      <TextField label="Team name" required value={value.name} maxLength={TEAM_LIMITS.nameMax} error={errors.name} onChange={(name) => set({ name })} />
      <GameTypeSelect value={value.gameType} onChange={(gameType) => set({ gameType })} error={errors.gameType} otherFirst />
      <CitySearchInput
        label="City"
        required
        value={value.city}
        onChange={(city) => set({ city })}
        error={errors.city}
        helper="Where the team plays; nearby players find it here."
      />
      <Field.Root invalid={Boolean(errors.description)}>
        <Field.Label>About the team</Field.Label>
        <Textarea
          value={value.description}
          maxLength={TEAM_LIMITS.descriptionMax}
          rows={4}
          placeholder="When you play, your level, what newcomers should know"
          onChange={(event) => set({ description: event.target.value })}
        />
        {errors.description && <Field.ErrorText>{errors.description}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}

/** Page 2: who the team is for. */
export function TeamAudienceFields({ value, set }: Props) {
  return (
    <Stack gap="4">
      <SelectField label="Age group" value={value.ageGroup} options={plainOptions(TEAM_AGE_GROUPS)} onChange={(ageGroup) => set({ ageGroup })} />
      <SelectField label="Gender" value={value.gender} options={plainOptions(TEAM_GENDERS)} onChange={(gender) => set({ gender })} />
      <SelectField label="Skill level" value={value.skillLevel} options={plainOptions(TEAM_SKILL_LEVELS)} onChange={(skillLevel) => set({ skillLevel })} />
    </Stack>
  );
}

/** Page 3: public, private or invite only, each with what it means. */
export function TeamPrivacyFields({ value, set }: Props) {
  return (
    <Stack gap="3" role="radiogroup" aria-label="Privacy">
      {TEAM_PRIVACY.map((privacy) => (
        <Box
          as="label"
          key={privacy}
          display="flex"
          gap="3"
          alignItems="flex-start"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          cursor="pointer"
          borderColor={value.privacy === privacy ? 'teal.solid' : 'border'}
        >
          <input
            type="radio"
            name="team-privacy"
            value={privacy}
            aria-label={TEAM_PRIVACY_LABELS[privacy].label}
            checked={value.privacy === privacy}
            onChange={() => set({ privacy })}
            style={{ marginTop: 4 }}
          />
          <Box>
            <Text fontWeight="semibold">{TEAM_PRIVACY_LABELS[privacy].label}</Text>
            <Text fontSize="sm" color="fg.muted">
              {TEAM_PRIVACY_LABELS[privacy].help}
            </Text>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
