import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { GAME_LIMITS } from '../../../../shared/limits/limits.ts';
import { ADD_GAME_LABELS, sideNameKey } from '../../../../shared/games/games.ts';

export type SideChoice =
  | { kind: 'name'; name: string }
  | { kind: 'team'; teamId: string }
  | { kind: 'external'; externalTeamId: string }
  | { kind: 'players'; userIds: string[]; name: string };

const choiceValue = (side: SideChoice) =>
  side.kind === 'team' ? `team:${side.teamId}` : side.kind === 'external' ? `external:${side.externalTeamId}` : side.kind;

/**
 * One side of a new game, as an organiser thinks of it: the team, one of its saved opponents,
 * players going, or a name typed in. A typed name is matched against the saved opponents as it is
 * typed (issue 31, defect 7): a match is offered, and one spelled the same is reused on save
 * rather than standing as a second team. Full width, so no choice is cut short on a phone.
 */
export function SideField({
  label,
  side,
  onChange,
  hostingTeam,
  opponents,
  offerPlayers,
}: {
  label: string;
  side: SideChoice;
  onChange: (side: SideChoice) => void;
  hostingTeam: { id: string; name: string } | null;
  opponents: { id: string; name: string }[];
  offerPlayers: boolean;
}) {
  const typed = side.kind === 'name' ? sideNameKey(side.name) : '';
  const exact = typed ? opponents.find((opponent) => sideNameKey(opponent.name) === typed) : undefined;
  const offered = typed && !exact ? opponents.filter((opponent) => sideNameKey(opponent.name).includes(typed)).slice(0, 3) : [];
  return (
    <Stack gap="2" minW="0">
      {(hostingTeam || opponents.length > 0 || offerPlayers) && (
        <SelectField
          label={label}
          width="full"
          value={choiceValue(side)}
          onChange={(chosen) => {
            const [kind, id] = chosen.split(':');
            onChange(
              kind === 'team'
                ? { kind: 'team', teamId: id! }
                : kind === 'external'
                  ? { kind: 'external', externalTeamId: id! }
                  : kind === 'players'
                    ? { kind: 'players', userIds: [], name: '' }
                    : { kind: 'name', name: '' },
            );
          }}
          options={[
            { value: 'name', label: ADD_GAME_LABELS.typeName },
            ...(hostingTeam ? [{ value: `team:${hostingTeam.id}`, label: hostingTeam.name }] : []),
            ...opponents.map((opponent) => ({ value: `external:${opponent.id}`, label: opponent.name })),
            ...(offerPlayers ? [{ value: 'players', label: ADD_GAME_LABELS.playersGoing }] : []),
          ]}
        />
      )}
      {side.kind === 'name' && (
        <TextField
          label={ADD_GAME_LABELS.nameField(label)}
          value={side.name}
          maxLength={GAME_LIMITS.nameMax}
          placeholder={ADD_GAME_LABELS.namePlaceholder}
          autoComplete="off"
          onChange={(name) => onChange({ kind: 'name', name })}
          helper={exact ? ADD_GAME_LABELS.reusesSaved(exact.name) : undefined}
        />
      )}
      {offered.length > 0 && (
        <Flex gap="1" wrap="wrap" align="center" aria-label={`${label}: ${ADD_GAME_LABELS.opponentsGroup}`} role="group">
          <Text fontSize="sm" color="fg.muted">
            {ADD_GAME_LABELS.opponentsGroup}:
          </Text>
          {offered.map((opponent) => (
            <Button key={opponent.id} size="xs" variant="outline" onClick={() => onChange({ kind: 'external', externalTeamId: opponent.id })}>
              {ADD_GAME_LABELS.pickSaved(opponent.name)}
            </Button>
          ))}
        </Flex>
      )}
    </Stack>
  );
}
