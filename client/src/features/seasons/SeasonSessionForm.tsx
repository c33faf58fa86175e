import { Button, Flex } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { trpc } from '../../lib/trpc.ts';
import { SEASON_MESSAGES } from '../../../../shared/seasons/messages.ts';
import { SEASON_LIMITS } from '../../../../shared/limits/limits.ts';
import { useSeasonRefresh } from './season-mutations.ts';

/** Adds a session: a block of the team's events inside the season ("Tuesday practices, Sep-Nov"). */
export function SeasonSessionForm({ teamId, season }: { teamId: string; season: { id: string; startsOn: string; endsOn: string } }) {
  const refresh = useSeasonRefresh(teamId);
  const [name, setName] = useState('');
  const [startsOn, setStartsOn] = useState(season.startsOn);
  const [endsOn, setEndsOn] = useState(season.endsOn);
  const add = trpc.seasons.addSession.useMutation({
    ...refresh,
    onSuccess: async () => {
      setName('');
      await refresh.onSuccess();
    },
  });
  const outside = startsOn < season.startsOn || endsOn > season.endsOn;
  const backwards = endsOn < startsOn;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && !outside && !backwards) add.mutate({ seasonId: season.id, session: { name, startsOn, endsOn } });
  };
  return (
    <form onSubmit={submit} aria-label="Add a session">
      <Flex gap="2" align="flex-end" wrap="wrap">
        <TextField
          label="Session name"
          placeholder="Tuesday practices"
          value={name}
          maxLength={SEASON_LIMITS.sessionNameMax}
          onChange={setName}
          flex="1"
          minW="10rem"
        />
        <TextField
          label="From"
          type="date"
          value={startsOn}
          min={season.startsOn}
          max={season.endsOn}
          onChange={setStartsOn}
          width="auto"
          error={outside ? SEASON_MESSAGES.sessionOutside : undefined}
        />
        <TextField
          label="To"
          type="date"
          value={endsOn}
          min={season.startsOn}
          max={season.endsOn}
          onChange={setEndsOn}
          width="auto"
          error={backwards ? SEASON_MESSAGES.endBeforeStart : undefined}
        />
        <Button type="submit" variant="outline" disabled={!name.trim() || outside || backwards} loading={add.isPending}>
          Add session
        </Button>
      </Flex>
    </form>
  );
}
