import { Button } from '@chakra-ui/react';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';

/** favoritedList: star an event to find it again from the favourites list. */
export function FavoriteButton({ eventId, isFavorite }: { eventId: string; isFavorite: boolean }) {
  const utils = trpc.useUtils();
  const setFavorite = trpc.events.setFavorite.useMutation({
    onSuccess: async (_, { favorite }) => {
      await Promise.all([utils.events.get.invalidate({ eventId }), utils.events.favorites.invalidate()]);
      void notify({ type: 'success', title: favorite ? EVENT_MESSAGES.favorited : EVENT_MESSAGES.unfavorited });
    },
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, EVENT_MESSAGES.favoritesUpdateFailed) }),
  });
  return (
    <Button
      size="sm"
      variant={isFavorite ? 'solid' : 'outline'}
      colorPalette="yellow"
      aria-pressed={isFavorite}
      loading={setFavorite.isPending}
      onClick={() => setFavorite.mutate({ eventId, favorite: !isFavorite })}
    >
      {isFavorite ? '★ Favorite' : '☆ Favorite'}
    </Button>
  );
}
