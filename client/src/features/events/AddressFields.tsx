import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import type { City } from '../../../../shared/common/schemas.ts';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';

export interface AddressLocation {
  name: string;
  address: string;
  lat: number;
  lng: number;
}

/**
 * A venue that is not a saved place: its name and address as the organiser writes them, and the
 * city picked from the city search, whose point puts the event on the map and in nearby searches.
 */
export function AddressFields({ value, onChange, invalid }: { value: AddressLocation; onChange: (value: AddressLocation) => void; invalid: boolean }) {
  const hasPoint = Number.isFinite(value.lat) && Number.isFinite(value.lng);
  // The city's label is not stored with the event: an event being edited shows the end of its
  // address ("Austin, TX" of "2100 Barton Springs Rd, Austin, TX"), or the whole address.
  const [cityLabel, setCityLabel] = useState(hasPoint ? cityOf(value.address) || value.name : '');
  const city: City | null = hasPoint ? { name: cityLabel, lat: value.lat, lng: value.lng } : null;
  function pickCity(next: City | null) {
    setCityLabel(next?.name ?? '');
    onChange(
      next
        ? { ...value, lat: next.lat, lng: next.lng, address: value.address.trim() ? value.address : next.name }
        : { ...value, lat: Number.NaN, lng: Number.NaN },
    );
  }
  // After a failed submit, each field says what it still needs, in words rather than "Invalid input".
  const nameError = invalid && !value.name.trim() ? EVENT_MESSAGES.placeNameRequired : undefined;
  const cityError = invalid && !hasPoint ? EVENT_MESSAGES.pickCity : undefined;
  return (
    <Stack gap="3">
      <TextField
        label="Place name"
        required
        value={value.name}
        maxLength={200}
        placeholder="Zilker Park courts"
        error={nameError}
        onChange={(name) => onChange({ ...value, name })}
      />
      <CitySearchInput label="City" required value={city} error={cityError} helper="Puts the event on the map and in nearby searches." onChange={pickCity} />
      <TextField
        label="Address"
        value={value.address}
        maxLength={300}
        placeholder="2100 Barton Springs Rd, Austin, TX"
        onChange={(address) => onChange({ ...value, address })}
      />
    </Stack>
  );
}

function cityOf(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length >= 3 ? parts.slice(-2).join(', ') : address;
}
