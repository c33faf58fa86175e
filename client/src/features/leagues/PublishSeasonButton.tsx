import { Button } from '@chakra-ui/react';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { LeagueSeason } from './league-types.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';

/** A draft season goes public: listed on leagues, and open for registration in its window. */
export function PublishSeasonButton({ leagueId, season }: { leagueId: string; season: LeagueSeason }) {
  const utils = trpc.useUtils();
  const publish = trpc.leagues.updateSeason.useMutation({
    onSuccess: () => utils.leagues.get.invalidate({ leagueId }),
    onError: (failure) => void notify({ type: 'error', title: errorMessage(failure, W.saveFailed) }),
  });
  return (
    <Button
      size="xs"
      colorPalette="teal"
      loading={publish.isPending}
      onClick={() =>
        publish.mutate({
          seasonId: season.id,
          status: 'published',
          season: {
            name: season.name,
            startsOn: season.startsOn,
            endsOn: season.endsOn,
            registrationOpensOn: season.registrationOpensOn,
            registrationClosesOn: season.registrationClosesOn,
            blackoutDates: season.blackoutDates,
          },
        })
      }
    >
      {W.publishSeason}
    </Button>
  );
}
