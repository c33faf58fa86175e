import { Box, Button, Field, Input, SimpleGrid } from '@chakra-ui/react';
import { SwitchField } from '../../components/SwitchField.tsx';
import { useState, type ReactNode } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import type { City } from '../../../../shared/common/schemas.ts';
import { searchTextProblem, type DiscoverFilterValues } from './discover-state.ts';
import { useUnitSystem } from '../../lib/units.ts';
import { RADIUS_CHOICES_KM, radiusLabel } from '../../../../shared/common/units.ts';
import { DISCOVER } from '../../../../shared/discover/schemas.ts';
import { plainOptions, SelectField } from '../../components/SelectField.tsx';

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
          <SelectField
            label="Within"
            value={String(radiusKm)}
            onChange={(value) => onRadiusChange(Number(value))}
            options={RADIUS_CHOICES_KM.map((km) => ({ value: String(km), label: radiusLabel(km, units) }))}
          />
        )}
        <SelectField
          label="Game type"
          value={values.gameType}
          onChange={(gameType) => onChange({ gameType })}
          placeholder="All game types"
          options={plainOptions((gameTypes.data ?? []).filter((type) => type !== 'Any'))}
        />
        <SelectField
          label="When"
          value={values.dateMode}
          onChange={(dateMode) => onChange({ dateMode })}
          options={{ any: 'Any date', day: 'On a day', range: 'Between dates' }}
        />
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
        <SelectField
          label="Price"
          value={values.price}
          onChange={(price) => onChange({ price })}
          options={{ all: 'Free and paid', free: 'Free', paid: 'Paid' }}
        />
        <SwitchField label="Past events only" checked={values.when === 'past'} onChange={(past) => onChange({ when: past ? 'past' : 'upcoming' })} alignEnd />
        {mapToggle}
      </Box>
    </SimpleGrid>
  );
}
