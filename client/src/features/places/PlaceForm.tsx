import { Button, Field, Flex, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { fieldErrors } from '../../lib/form-errors.ts';
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid.ts';
import { useGoogleMapsReady } from './use-google-maps.ts';
import { trpc } from '../../lib/trpc.ts';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import { ChipPicker } from './ChipPicker.tsx';
import { PlaceMap } from './PlaceMap.tsx';
import { PLACE_LIMITS } from '../../../../shared/limits/limits.ts';
import { PLACE_MESSAGES } from '../../../../shared/places/messages.ts';
import { VALIDATION_MESSAGES } from '../../../../shared/common/validation-messages.ts';
import { PLACE_SURFACES, placeInput, type PlaceInput, type PlaceSurface } from '../../../../shared/places/schemas.ts';
import type { City } from '../../../../shared/common/schemas.ts';

export interface PlaceFormInitial {
  name: string;
  address: string;
  city: City | null;
  point: { lat: number; lng: number } | null;
  sports: string[];
  surfaces: PlaceSurface[];
  description: string;
}

export const EMPTY_PLACE: PlaceFormInitial = { name: '', address: '', city: null, point: null, sports: [], surfaces: [], description: '' };

interface Props {
  initial: PlaceFormInitial;
  submitLabel: string;
  submitting: boolean;
  serverError: string | null;
  onSubmit: (values: PlaceInput) => void;
  /** The point as it changes, for a "places nearby" list beside the form. */
  onPointChange?: (point: { lat: number; lng: number } | null) => void;
  /** The photos field: it differs between a new place and a saved one. */
  photos: ReactNode;
  /** A question about the values just submitted, shown by the submit button (a place like it nearby). */
  notice?: ReactNode;
}

/** A coordinate as typed: null while empty, not a number, or off the globe (never sent, never searched near). */
const coordinate = (text: string, limit: number) => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || Math.abs(value) > limit ? null : value;
};
/** What is wrong with a typed coordinate, in words; null when it is fine or still empty. */
const coordinateError = (text: string, limit: number, message: string) => (text.trim() !== '' && coordinate(text, limit) === null ? message : null);

/**
 * The place form of places/new and places/edit/{id}. The city comes from the same search as the
 * Go-To Area (gazetteer, or Google Places with a key) and puts the pin at the city's centre; the
 * pin can then be set exactly by coordinates, the device's location, or a click on the map.
 */
export function PlaceForm({ initial, submitLabel, submitting, serverError, onSubmit, onPointChange, photos, notice }: Props) {
  const gameTypes = trpc.system.gameTypes.useQuery(undefined, { staleTime: Infinity });
  const [name, setName] = useState(initial.name);
  const [address, setAddress] = useState(initial.address);
  const [city, setCity] = useState<City | null>(initial.city);
  const [latText, setLatText] = useState(initial.point ? String(initial.point.lat) : '');
  const [lngText, setLngText] = useState(initial.point ? String(initial.point.lng) : '');
  const [sports, setSports] = useState(initial.sports);
  const [surfaces, setSurfaces] = useState<string[]>(initial.surfaces);
  const [description, setDescription] = useState(initial.description);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);

  const lat = coordinate(latText, 90);
  const lng = coordinate(lngText, 180);
  const latError = coordinateError(latText, 90, VALIDATION_MESSAGES.latitudeRange);
  const lngError = coordinateError(lngText, 180, VALIDATION_MESSAGES.longitudeRange);
  const point = lat !== null && lng !== null ? { lat, lng } : null;

  function setPoint(next: { lat: number; lng: number } | null) {
    setLatText(next ? next.lat.toFixed(6) : '');
    setLngText(next ? next.lng.toFixed(6) : '');
    onPointChange?.(next);
  }

  function editLat(text: string) {
    setLatText(text);
    const next = coordinate(text, 90);
    onPointChange?.(next !== null && lng !== null ? { lat: next, lng } : null);
  }

  function editLng(text: string) {
    setLngText(text);
    const next = coordinate(text, 180);
    onPointChange?.(lat !== null && next !== null ? { lat, lng: next } : null);
  }

  function pickCity(next: City | null) {
    setCity(next);
    if (next) setPoint({ lat: next.lat, lng: next.lng });
  }

  function useMyLocation() {
    if (!('geolocation' in navigator)) {
      setLocateError('This browser cannot share its location.');
      return;
    }
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setPoint({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setLocateError(PLACE_MESSAGES.locationFailed);
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  }

  const [formRef, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();
  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { name, address, city: city?.name ?? '', lat: point?.lat, lng: point?.lng, sports, surfaces, description };
    const found = fieldErrors(placeInput, values) ?? {};
    if (!point) found.location = latError ?? lngError ?? PLACE_MESSAGES.chooseLocation;
    delete found.lat;
    delete found.lng;
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    onSubmit(values as PlaceInput);
  }

  const sportOptions = (gameTypes.data ?? []).filter((g) => g !== 'Any');
  const mapShown = useGoogleMapsReady() && point !== null;
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Place">
      <Stack gap="5">
        <TextField
          label="Name"
          value={name}
          onChange={setName}
          error={errors.name}
          required
          maxLength={PLACE_LIMITS.name.max}
          placeholder="Zilker Park Courts"
        />
        <CitySearchInput label="City" value={city} onChange={pickCity} />
        <TextField
          label="Address"
          value={address}
          onChange={setAddress}
          error={errors.address}
          required
          maxLength={PLACE_LIMITS.address.max}
          placeholder="2100 Barton Springs Rd"
        />
        <Stack gap="2" role="group" aria-labelledby="place-location-label">
          <Text id="place-location-label" fontWeight="medium" fontSize="sm">
            Location on the map
          </Text>
          <SimpleGrid columns={2} gap="3">
            <TextField
              label="Latitude"
              value={latText}
              onChange={editLat}
              inputMode="decimal"
              error={latError ?? undefined}
              aria-invalid={Boolean(errors.location || latError)}
            />
            <TextField
              label="Longitude"
              value={lngText}
              onChange={editLng}
              inputMode="decimal"
              error={lngError ?? undefined}
              aria-invalid={Boolean(errors.location || lngError)}
            />
          </SimpleGrid>
          <Flex>
            <Button size="sm" variant="outline" loading={locating} onClick={useMyLocation}>
              Use my current location
            </Button>
          </Flex>
          {point && <PlaceMap lat={point.lat} lng={point.lng} label={name || 'New place'} onPick={setPoint} height="240px" />}
          <Text fontSize="xs" color="fg.muted">
            {mapShown
              ? 'Choosing a city puts the pin at its centre; set the exact spot with coordinates, your location or a click on the map.'
              : 'Choosing a city puts the pin at its centre; set the exact spot with coordinates or your location.'}
          </Text>
          {((errors.location && !latError && !lngError) || locateError) && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {errors.location ?? locateError}
            </Text>
          )}
        </Stack>
        <ChipPicker label="Sports" options={sportOptions} value={sports} onChange={setSports} error={errors.sports} required />
        <ChipPicker label="Surfaces" options={PLACE_SURFACES} value={surfaces} onChange={setSurfaces} error={errors.surfaces} />
        <Field.Root invalid={Boolean(errors.description)}>
          <Field.Label>Description</Field.Label>
          <Textarea
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={PLACE_LIMITS.description.max}
            rows={4}
            placeholder="Lights, parking, how to get a court..."
          />
          {errors.description && <Field.ErrorText>{errors.description}</Field.ErrorText>}
        </Field.Root>
        {photos}
        <FormAlert status="error" message={serverError} />
        <Flex>
          <Button type="submit" colorPalette="teal" loading={submitting}>
            {submitLabel}
          </Button>
        </Flex>
        {/* After the main button: Enter in a field presses the form's first submit button, which must stay that one. */}
        {notice}
      </Stack>
    </form>
  );
}
