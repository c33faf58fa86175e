import { Box, Button, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { SwitchField } from '../../components/SwitchField.tsx';
import { useState, type ReactNode } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import type { City } from '../../../../shared/schemas/common.ts';
import { searchTextProblem, type DateMode, type DiscoverFilterValues } from './discover-state.ts';
import { useUnitSystem } from '../../lib/units.ts';
import { RADIUS_CHOICES_KM, radiusLabel } from '../../../../shared/units.ts';
import { DISCOVER } from '../../../../shared/schemas/discover.ts';

interface Props {
  values: DiscoverFilterValues;
  onChange: (next: Partial<DiscoverFilterValues>) => void;
  city: City | null;
  onCityChange: (city: City | null) => void;
  radiusKm: number;
  onRadiusChange: (km: number) => void;
  /** Hidden while the map's visible area is the filter. */
  showRadius: boolean;
  /** The map switch, when a map is shown. */
  mapToggle?: ReactNode;
}

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The discover page's filters: text, place and radius, game type, dates, price, past or upcoming. */
export function DiscoverFilters({ values, onChange, city, onCityChange, radiusKm, onRadiusChange, showRadius, mapToggle }: Props) {
  const gameTypes = trpc.system.gameTypes.useQuery(undefined, { staleTime: Infinity });
  const units = useUnitSystem();
  // On a phone the filters beyond the search fold behind one button, so results start on the first screen.
  const [open, setOpen] = useState(false);
  const textProblem = searchTextProblem(values.text);
  const active = [values.gameType !== '', values.dateMode !== 'any', values.price !== 'all', values.when === 'past'].filter(Boolean).length;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" as="form" role="search" aria-label="Event filters" onSubmit={(event) => event.preventDefault()}>
      <Field.Root invalid={Boolean(textProblem)}>
        <Field.Label>Search events</Field.Label>
        <Input
          type="search"
          value={values.text}
          maxLength={DISCOVER.maxTextChars}
          placeholder="Title, sport, place..."
          onChange={(event) => onChange({ text: event.target.value })}
        />
        {textProblem && <Field.ErrorText>{textProblem}</Field.ErrorText>}
      </Field.Root>
      <Button
        display={{ base: 'inline-flex', md: 'none' }}
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        aria-expanded={open}
        aria-controls="discover-more-filters"
        onClick={() => setOpen(!open)}
      >
        {open ? 'Fewer filters' : active ? `More filters (${active} on)` : 'More filters'}
      </Button>
      <Box id="discover-more-filters" display={{ base: open ? 'contents' : 'none', md: 'contents' }}>
        <CitySearchInput label="Near" value={city} onChange={onCityChange} />
        {showRadius && (
          <Select label="Within" value={String(radiusKm)} onChange={(value) => onRadiusChange(Number(value))}>
            {RADIUS_CHOICES_KM.map((km) => (
              <option key={km} value={km}>
                {radiusLabel(km, units)}
              </option>
            ))}
          </Select>
        )}
        <Select label="Game type" value={values.gameType} onChange={(gameType) => onChange({ gameType })}>
          <option value="">All game types</option>
          {(gameTypes.data ?? [])
            .filter((type) => type !== 'Any')
            .map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
        </Select>
        <Select label="When" value={values.dateMode} onChange={(dateMode) => onChange({ dateMode: dateMode as DateMode })}>
          <option value="any">Any date</option>
          <option value="day">On a day</option>
          <option value="range">Between dates</option>
        </Select>
        {values.dateMode === 'day' && (
          <Field.Root>
            <Field.Label>Day</Field.Label>
            <Input type="date" value={values.day} onChange={(event) => onChange({ day: event.target.value })} />
          </Field.Root>
        )}
        {values.dateMode === 'range' && (
          <>
            <Field.Root>
              <Field.Label>From</Field.Label>
              <Input type="date" value={values.dateFrom} onChange={(event) => onChange({ dateFrom: event.target.value })} />
            </Field.Root>
            <Field.Root invalid={Boolean(values.dateFrom && values.dateTo && values.dateTo < values.dateFrom)}>
              <Field.Label>To</Field.Label>
              <Input type="date" value={values.dateTo} min={values.dateFrom || undefined} onChange={(event) => onChange({ dateTo: event.target.value })} />
              <Field.ErrorText>The end date is before the start date</Field.ErrorText>
            </Field.Root>
          </>
        )}
        <Select label="Price" value={values.price} onChange={(price) => onChange({ price: price as DiscoverFilterValues['price'] })}>
          <option value="all">Free and paid</option>
          <option value="free">Free</option>
          <option value="paid">Paid</option>
        </Select>
        <SwitchField label="Past events only" checked={values.when === 'past'} onChange={(past) => onChange({ when: past ? 'past' : 'upcoming' })} alignEnd />
        {mapToggle}
      </Box>
    </SimpleGrid>
  );
}
