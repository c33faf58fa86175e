import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import { format, parseISO } from 'date-fns';
import { useEffect, useState } from 'react';
import { useLeaveWarning } from '../../lib/use-leave-warning.ts';
import { notify } from '../../components/ToasterHost.tsx';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { completeRanges, WEEKDAYS } from '../../../../shared/availability/availability.ts';
import {
  emptyWeek,
  PUBLIC_AVAILABILITY_PRIVACY,
  weeklySchema,
  type AvailabilityInput,
  type DateSpecificEntry,
} from '../../../../shared/availability/schemas.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { AVAILABILITY_MESSAGES } from '../../../../shared/availability/messages.ts';
import { safeParse } from 'zod/mini';
import { DateSpecificDialog } from './DateSpecificDialog.tsx';
import { PrivacyFilters } from './PrivacyFilters.tsx';
import { WeeklyEditor } from './WeeklyEditor.tsx';
import { DisabledReason } from '../../components/DisabledReason.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';

const EMPTY: AvailabilityInput = {
  weeklyAvailability: emptyWeek(),
  dateSpecificAvailability: [],
  privacySettings: PUBLIC_AVAILABILITY_PRIVACY,
};

/** Drops incomplete ranges, and days left without one become unavailable (spec section 5). */
function cleaned(value: AvailabilityInput): AvailabilityInput {
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const timeRanges = completeRanges(value.weeklyAvailability[day].timeRanges);
      return [
        day,
        {
          isAvailable: value.weeklyAvailability[day].isAvailable && timeRanges.length > 0,
          timeRanges: value.weeklyAvailability[day].isAvailable ? timeRanges : [],
        },
      ];
    }),
  ) as AvailabilityInput['weeklyAvailability'];
  return { ...value, weeklyAvailability: weekly };
}

const describe = (entry: DateSpecificEntry) => {
  const from = format(parseISO(entry.date), 'MMM d');
  const span = entry.endDate ? `${from} to ${format(parseISO(entry.endDate), 'MMM d')}` : from;
  return entry.isTraveling && entry.location ? `${span}, traveling to ${entry.location.formattedAddress}` : span;
};

/**
 * Unsaved edits, per user, for the life of the page. The settings tabs unmount when left, so
 * without this a look at another tab (or page) and back would silently drop the work; a reload or
 * leaving the site asks first instead (useLeaveWarning).
 */
const drafts = new Map<string, AvailabilityInput>();

function Editor({ initial, creating, userId }: { initial: AvailabilityInput; creating: boolean; userId: string }) {
  const utils = trpc.useUtils();
  const [value, setValue] = useState(() => drafts.get(userId) ?? initial);
  // What the server holds: anything else on screen is not saved yet, and says so.
  const [stored, setStored] = useState(initial);
  const changed = JSON.stringify(cleaned(value)) !== JSON.stringify(cleaned(stored));
  const unsaved = creating || changed;
  useLeaveWarning(unsaved && !creating);
  useEffect(() => {
    if (changed) drafts.set(userId, value);
    else drafts.delete(userId);
  }, [changed, userId, value]);
  const [dialog, setDialog] = useState<{ index: number | null } | null>(null);
  const save = trpc.availability.save.useMutation({
    onSuccess: (saved) => {
      utils.availability.get.setData(undefined, saved);
      const now = {
        weeklyAvailability: saved.weeklyAvailability,
        dateSpecificAvailability: saved.dateSpecificAvailability,
        privacySettings: saved.privacySettings,
      };
      setValue(now);
      setStored(now);
      void notify({ type: 'success', title: AVAILABILITY_MESSAGES.saved, duration: 5000 });
    },
    onError: (error) =>
      void notify({ type: 'error', title: AVAILABILITY_MESSAGES.saveFailed, description: errorMessage(error, ''), duration: Infinity, closable: true }),
  });
  const weeklyValid = safeParse(weeklySchema, cleaned(value).weeklyAvailability).success;
  const setEntries = (entries: DateSpecificEntry[]) => setValue((v) => ({ ...v, dateSpecificAvailability: entries }));
  return (
    <Stack gap="6">
      <SectionCard title="Weekly schedule" actions={unsaved && <Badge>Not saved yet</Badge>}>
        <WeeklyEditor value={value.weeklyAvailability} onChange={(weeklyAvailability) => setValue((v) => ({ ...v, weeklyAvailability }))} />
      </SectionCard>
      <SectionCard
        title="Specific dates"
        actions={
          <Button size="sm" variant="outline" onClick={() => setDialog({ index: null })}>
            Add dates
          </Button>
        }
      >
        <Stack gap="2">
          {value.dateSpecificAvailability.length === 0 && (
            <Text fontSize="sm">No date-specific availability. It overrides your weekly schedule on the days it covers.</Text>
          )}
          {value.dateSpecificAvailability.map((entry, index) => (
            <Flex key={`${entry.date}-${index}`} justify="space-between" align="center" gap="3" data-testid="date-specific-entry">
              <Text>{describe(entry)}</Text>
              <Flex gap="2">
                <Button size="xs" variant="outline" aria-label={APP_MESSAGES.rowAction('Edit', describe(entry))} onClick={() => setDialog({ index })}>
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={APP_MESSAGES.rowAction('Remove', describe(entry))}
                  onClick={() => setEntries(value.dateSpecificAvailability.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </Flex>
            </Flex>
          ))}
        </Stack>
      </SectionCard>
      <SectionCard title="Who can see my availability">
        <PrivacyFilters value={value.privacySettings} onChange={(privacySettings) => setValue((v) => ({ ...v, privacySettings }))} />
      </SectionCard>
      <Stack gap="1" align="flex-start">
        <Button
          colorPalette="teal"
          disabled={!weeklyValid}
          loading={save.isPending}
          aria-describedby={weeklyValid ? undefined : 'availability-save-why'}
          onClick={() => save.mutate(cleaned(value))}
        >
          Save availability
        </Button>
        <DisabledReason id="availability-save-why" reason={weeklyValid ? null : AVAILABILITY_MESSAGES.fixTimesToSave} />
      </Stack>
      {dialog && (
        <DateSpecificDialog
          open
          initial={dialog.index === null ? null : (value.dateSpecificAvailability[dialog.index] ?? null)}
          onClose={() => setDialog(null)}
          onSave={(entry) => {
            setEntries(
              dialog.index === null
                ? [...value.dateSpecificAvailability, entry]
                : value.dateSpecificAvailability.map((e, i) => (i === dialog.index ? entry : e)),
            );
            setDialog(null);
          }}
        />
      )}
    </Stack>
  );
}

/** Availability tab: loading, then creating (no record yet) or editing. */
export function AvailabilityTab({ skippable, userId }: { skippable: boolean; userId: string }) {
  const availability = trpc.availability.get.useQuery();
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading size="lg" as="h2">
          Availability
        </Heading>
        <TextLink href={`/profile/${userId}`}>{skippable ? SETTINGS_MESSAGES.skipForNow : SETTINGS_MESSAGES.viewProfile}</TextLink>
      </Flex>
      {availability.isPending && <PageLoading label="Loading your availability..." />}
      {availability.isError && <PageError message={AVAILABILITY_MESSAGES.availabilityLoadFailed} onRetry={() => void availability.refetch()} />}
      {availability.isSuccess && (
        <Editor
          userId={userId}
          creating={availability.data === null}
          initial={
            availability.data
              ? {
                  weeklyAvailability: availability.data.weeklyAvailability,
                  dateSpecificAvailability: availability.data.dateSpecificAvailability,
                  privacySettings: availability.data.privacySettings,
                }
              : EMPTY
          }
        />
      )}
    </Stack>
  );
}
