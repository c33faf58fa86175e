import { Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { SwitchField } from '../../components/SwitchField.tsx';
import { trpc } from '../../lib/trpc.ts';
import { COMMUNITY_FILTER_LABELS, COMMUNITY_FILTERS } from '../../../../shared/availability/availability.ts';
import type { AvailabilityPrivacy } from '../../../../shared/availability/schemas.ts';
import { labelledOptions, SelectField } from '../../components/SelectField.tsx';

/** Who may see this availability: everyone, or people who pass the chosen filters (all or any of them). */
export function PrivacyFilters({ value, onChange }: { value: AvailabilityPrivacy; onChange: (value: AvailabilityPrivacy) => void }) {
  const genders = trpc.system.genders.useQuery();
  const communities = trpc.users.communities.useQuery(undefined, { enabled: value.visibilityMode === 'filtered' });
  const set = (patch: Partial<AvailabilityPrivacy>) => onChange({ ...value, ...patch });
  const toggleIn = (list: string[], item: string, on: boolean) => (on ? [...new Set([...list, item])] : list.filter((x) => x !== item));
  return (
    <Stack gap="4">
      <SwitchField
        label="Only show my availability to people who match filters"
        checked={value.visibilityMode === 'filtered'}
        onChange={(on) => set({ visibilityMode: on ? 'filtered' : 'public' })}
      />
      {value.visibilityMode === 'filtered' && (
        <Stack gap="4" ps="4" borderStartWidth="2px">
          <Stack gap="2">
            <Text fontWeight="medium">Genders who can see it</Text>
            <Flex gap="4" wrap="wrap">
              {(genders.data ?? [])
                .filter((g) => g !== 'Any')
                .map((gender) => (
                  <Checkbox.Root
                    key={gender}
                    checked={value.allowedGenders.includes(gender)}
                    onCheckedChange={(e) => set({ allowedGenders: toggleIn(value.allowedGenders, gender, Boolean(e.checked)) })}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{gender}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
            </Flex>
            <Text fontSize="xs" color="fg.muted">
              None ticked means any gender.
            </Text>
          </Stack>
          <SelectField
            label="Communities"
            value={value.communityFilter}
            onChange={(communityFilter) => set({ communityFilter })}
            options={labelledOptions(COMMUNITY_FILTERS, COMMUNITY_FILTER_LABELS)}
          />
          {value.communityFilter === 'specific' && (
            <Stack gap="2">
              {communities.data?.length === 0 && <Text fontSize="sm">You are not in any community yet.</Text>}
              {communities.data?.map((community) => (
                <Checkbox.Root
                  key={community.id}
                  checked={value.allowedCommunities.includes(community.id)}
                  onCheckedChange={(e) => set({ allowedCommunities: toggleIn(value.allowedCommunities, community.id, Boolean(e.checked)) })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{community.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          )}
          <SwitchField label="Only my connections" checked={value.connectsOnly} onChange={(on) => set({ connectsOnly: on })} />
          <SwitchField
            label="People must pass all filters (off: any one is enough)"
            checked={value.requireAllFilters}
            onChange={(on) => set({ requireAllFilters: on })}
          />
        </Stack>
      )}
    </Stack>
  );
}
