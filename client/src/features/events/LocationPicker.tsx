import { Button, ButtonGroup, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { EventLocationInput } from '../../../../shared/events/schemas.ts';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';
import { AddressFields } from './AddressFields.tsx';
import { PlacePicker, type PickedPlace } from './PlacePicker.tsx';

const EMPTY_ADDRESS = { name: '', address: '', lat: Number.NaN, lng: Number.NaN };

/**
 * Where the event happens: a saved place (its name, address, point and time zone come from the
 * place) or an address typed here. Switching keeps what was entered in the other mode.
 */
export function LocationPicker({
  value,
  initialPlace,
  onChange,
  error,
}: {
  value: EventLocationInput;
  /** The saved place of an event being edited, so it shows by name. */
  initialPlace?: PickedPlace | null | undefined;
  onChange: (value: EventLocationInput) => void;
  error?: string | undefined;
}) {
  const [mode, setMode] = useState<'place' | 'address'>('placeId' in value ? 'place' : 'address');
  const [place, setPlace] = useState<PickedPlace | null>('placeId' in value ? (initialPlace ?? null) : null);
  const [address, setAddress] = useState('placeId' in value ? EMPTY_ADDRESS : value);

  function switchTo(next: 'place' | 'address') {
    setMode(next);
    // No place picked yet: an empty address keeps the form invalid until one is chosen.
    onChange(next === 'place' ? (place ? { placeId: place.id } : EMPTY_ADDRESS) : address);
  }
  return (
    <Stack gap="3">
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Location type">
        <Button aria-pressed={mode === 'place'} variant={mode === 'place' ? 'solid' : 'outline'} colorPalette="teal" onClick={() => switchTo('place')}>
          Saved place
        </Button>
        <Button aria-pressed={mode === 'address'} variant={mode === 'address' ? 'solid' : 'outline'} colorPalette="teal" onClick={() => switchTo('address')}>
          Address
        </Button>
      </ButtonGroup>
      {mode === 'place' ? (
        <PlacePicker
          value={place}
          error={error ? EVENT_MESSAGES.choosePlace : undefined}
          onChange={(picked) => {
            setPlace(picked);
            onChange(picked ? { placeId: picked.id } : EMPTY_ADDRESS);
          }}
        />
      ) : (
        <AddressFields
          value={address}
          invalid={Boolean(error)}
          onChange={(next) => {
            setAddress(next);
            onChange(next);
          }}
        />
      )}
    </Stack>
  );
}
