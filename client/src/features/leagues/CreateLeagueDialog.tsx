import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { AppDialog } from '../../components/AppDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { plainOptions, SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { City } from '../../../../shared/common/schemas.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';
import { LEAGUE_LIMITS as L } from '../../../../shared/leagues/leagues.ts';
import { createLeagueInput } from '../../../../shared/leagues/schemas.ts';
import type { LeagueView } from './league-types.ts';

/**
 * "Create a league": name, sport, city and about. From /leagues the league is the creator's own;
 * from a club's page (`club`) the club runs it. The league's page opens once it is made. Given a
 * `league`, the same fields edit it ("Edit league" on its page).
 */
export function CreateLeagueDialog({ onClose, club, league }: { onClose: () => void; club?: { id: string; name: string }; league?: LeagueView['league'] }) {
  const [, navigate] = useLocation();
  const gameTypes = trpc.system.gameTypes.useQuery(undefined, { staleTime: Infinity });
  const [name, setName] = useState(league?.name ?? '');
  const [sport, setSport] = useState(league?.sport ?? '');
  const [city, setCity] = useState<City | null>(league?.city ?? null);
  const [about, setAbout] = useState(league?.about ?? '');
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const create = trpc.leagues.create.useMutation({
    onSuccess: (league) => {
      // Lists that hold it (a club's leagues, search, mine) are out of date now.
      void utils.leagues.search.invalidate();
      void utils.leagues.mine.invalidate();
      navigate(`/league/${league.id}`);
    },
    onError: (failure) => setError(errorMessage(failure, W.saveFailed)),
  });
  const update = trpc.leagues.update.useMutation({
    onSuccess: async () => {
      void utils.leagues.search.invalidate();
      void utils.leagues.mine.invalidate();
      await utils.leagues.get.invalidate({ leagueId: league?.id });
      onClose();
    },
    onError: (failure) => setError(errorMessage(failure, W.saveFailed)),
  });
  const submit = () => {
    const parsed = createLeagueInput.safeParse({ name, sport: sport || null, about, city, organizationId: club?.id ?? null });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? W.saveFailed);
    setError(null);
    if (league) {
      const { organizationId: _, ...details } = parsed.data;
      update.mutate({ leagueId: league.id, details });
    } else create.mutate(parsed.data);
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title={league ? W.editLeague : W.createLeagueTitle}
      testId={league ? 'edit-league-dialog' : 'create-league-dialog'}
      footer={
        <Button colorPalette="teal" loading={create.isPending || update.isPending} onClick={submit}>
          {league ? W.save : W.create}
        </Button>
      }
    >
      <Stack gap="4">
        {club && <Text color="fg.muted">{W.runBy(club.name)}</Text>}
        <TextField label={W.nameLabel} value={name} onChange={setName} maxLength={L.nameMax} required />
        <SelectField
          label={W.sportLabel}
          value={sport}
          onChange={setSport}
          placeholder={W.chooseSport}
          options={plainOptions((gameTypes.data ?? []).filter((type) => type !== 'Any'))}
        />
        <CitySearchInput label={W.cityLabel} value={city} onChange={setCity} />
        <Field.Root>
          <Field.Label>{W.aboutLabel}</Field.Label>
          <Textarea value={about} maxLength={L.aboutMax} rows={3} onChange={(event) => setAbout(event.target.value)} />
        </Field.Root>
        <FormAlert status="error" message={error} />
      </Stack>
    </AppDialog>
  );
}
