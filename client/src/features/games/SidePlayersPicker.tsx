import { Checkbox, Fieldset, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { GAME_LIMITS } from '../../../../shared/limits/limits.ts';
import type { GoingPlayer } from './game-types.ts';

/**
 * Picks an ad-hoc side from the players going to the event (pickup sides made on the day). A
 * player already on the other side cannot be ticked here; the name is optional.
 */
export function SidePlayersPicker({
  label,
  going,
  picked,
  taken,
  name,
  onChange,
}: {
  label: string;
  going: GoingPlayer[];
  picked: string[];
  taken: string[];
  name: string;
  onChange: (next: { userIds: string[]; name: string }) => void;
}) {
  const toggle = (id: string, on: boolean) => onChange({ name, userIds: on ? [...picked, id] : picked.filter((other) => other !== id) });
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="3">
      <Fieldset.Legend fontSize="sm" fontWeight="semibold">
        {label} players
      </Fieldset.Legend>
      <Input
        size="sm"
        maxW="14rem"
        mt="2"
        aria-label={`${label} name`}
        placeholder="Side name (optional)"
        value={name}
        maxLength={GAME_LIMITS.nameMax}
        onChange={(event) => onChange({ userIds: picked, name: event.target.value })}
      />
      {going.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" mt="2">
          Nobody is going yet: sides can be picked once players join.
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="1" mt="2">
          {going.map((player) => (
            <Checkbox.Root
              key={player.id}
              size="sm"
              checked={picked.includes(player.id)}
              disabled={taken.includes(player.id) || (!picked.includes(player.id) && picked.length >= GAME_LIMITS.sidePlayersMax)}
              onCheckedChange={(details) => toggle(player.id, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{player.displayName}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      )}
    </Fieldset.Root>
  );
}
