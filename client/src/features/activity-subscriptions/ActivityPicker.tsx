import { Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { filterActivities } from '../../../../shared/activity-subscriptions/schemas.ts';

interface Props {
  /** Already without 'Any' and 'Other', alphabetical. */
  options: string[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

/**
 * The activities a subscription follows: a search that narrows the options (case-insensitive
 * substring, spec section 5) above toggle buttons. The picked ones stay listed while the search
 * hides them.
 */
export function ActivityPicker({ options, value, onChange, error }: Props) {
  const [search, setSearch] = useState('');
  const shown = filterActivities(options, search);
  const toggle = (activity: string) => onChange(value.includes(activity) ? value.filter((a) => a !== activity) : [...value, activity]);
  const picked = options.filter((option) => value.includes(option));

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        Search activities
        <Field.RequiredIndicator />
      </Field.Label>
      <Input value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Type to filter, e.g. ball" autoComplete="off" />
      <Text fontSize="sm" color="fg.muted" mt="1" aria-live="polite" data-testid="picked-activities">
        {picked.length ? `Selected: ${picked.join(', ')}` : 'No activity selected yet'}
      </Text>
      <Flex wrap="wrap" gap="2" mt="2" role="group" aria-label="Activities">
        {shown.map((activity) => {
          const on = value.includes(activity);
          return (
            <Button key={activity} size="xs" variant={on ? 'solid' : 'outline'} colorPalette="teal" aria-pressed={on} onClick={() => toggle(activity)}>
              {activity}
            </Button>
          );
        })}
        {shown.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No activity matches “{search.trim()}”
          </Text>
        )}
      </Flex>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
