import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../components/ToasterHost.tsx';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { fieldErrorsOf, trpc } from '../../lib/trpc.ts';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';
import type { EditScope } from '../../../../shared/events/schemas.ts';
import { draftFromEvent } from './event-draft.ts';
import { EVENT_TEXTS } from './event-texts.ts';
import { EditScopeChoice } from './EditScopeChoice.tsx';
import { EventForm } from './EventForm.tsx';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';

/** The manage page's edit tab: the event form filled from the event, saving one occurrence or the series. */
export function EditEventPanel({ eventId }: { eventId: string }) {
  const utils = trpc.useUtils();
  const stored = trpc.events.forManage.useQuery({ eventId }, { retry: false, refetchOnMount: 'always' });
  const location = stored.data?.event.location;
  const placeId = location && 'placeId' in location ? location.placeId : null;
  const place = trpc.places.get.useQuery({ id: placeId ?? '' }, { enabled: Boolean(placeId), retry: false });
  const [scope, setScope] = useState<EditScope>('occurrence');
  const update = trpc.events.update.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.events.get.invalidate(), utils.events.forManage.invalidate({ eventId }), utils.events.mine.invalidate()]);
      void notify({ type: 'success', title: EVENT_MESSAGES.saved });
    },
  });
  if (stored.isPending || (placeId && place.isPending)) return <PageLoading label="Loading the event..." />;
  if (stored.isError) return <PageError message={errorMessage(stored.error, EVENT_TEXTS.loadFailed)} onRetry={() => void stored.refetch()} />;
  const recurring = Boolean(stored.data.seriesId);
  return (
    <Stack gap="4">
      {stored.data.activeJoiners > 0 && (
        <Text color="fg.muted">
          {stored.data.activeJoiners} {stored.data.activeJoiners === 1 ? 'player is' : 'players are'} going or waiting: a change of time or place is sent to
          them.
        </Text>
      )}
      <EventForm
        // A saved series edit reloads the event: the form starts again from what was stored.
        key={stored.dataUpdatedAt}
        initial={draftFromEvent(stored.data.event)}
        initialPlace={place.data ? { id: place.data.id, name: place.data.name, address: place.data.address } : null}
        submitLabel={APP_MESSAGES.saveChanges}
        pending={update.isPending}
        serverError={update.isError ? errorMessage(update.error, EVENT_TEXTS.saveFailed) : null}
        serverFieldErrors={update.isError ? fieldErrorsOf(update.error) : null}
        beforeSubmit={recurring ? <EditScopeChoice value={scope} onChange={setScope} verb="Change" /> : undefined}
        onSubmit={(event) => update.mutate({ eventId, scope: recurring ? scope : 'occurrence', event })}
      />
    </Stack>
  );
}
