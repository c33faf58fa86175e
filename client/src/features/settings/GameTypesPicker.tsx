import { Button, Field, Flex } from '@chakra-ui/react';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';

/** Toggle buttons for the game types a player plays; at least one must be picked. */
export function GameTypesPicker({
  options,
  value,
  onChange,
  showError,
}: {
  options: string[];
  value: string[];
  onChange: (value: string[]) => void;
  showError: boolean;
}) {
  const toggle = (sport: string) => onChange(value.includes(sport) ? value.filter((s) => s !== sport) : [...value, sport]);
  return (
    <Field.Root invalid={showError && value.length === 0} required>
      <Field.Label>
        Game types you play
        <Field.RequiredIndicator />
      </Field.Label>
      <Flex wrap="wrap" gap="2" role="group" aria-label="Game types you play">
        {options.map((sport) => {
          const on = value.includes(sport);
          return (
            <Button key={sport} size="xs" variant={on ? 'solid' : 'outline'} colorPalette="teal" aria-pressed={on} onClick={() => toggle(sport)}>
              {sport}
            </Button>
          );
        })}
      </Flex>
      {showError && value.length === 0 && <Field.ErrorText>{SETTINGS_MESSAGES.pickAtLeastOne}</Field.ErrorText>}
    </Field.Root>
  );
}
