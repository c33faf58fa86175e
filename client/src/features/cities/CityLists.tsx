import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SectionCard } from '../../components/SectionCard.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { formatEventWhen } from '../events/event-format.ts';
import { postPaths } from '../posts/post-paths.ts';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/routers/index.ts';
import { CITY_PAGE_WORDS as W } from '../../../../shared/cities/city-page.ts';

type CityPage = inferRouterOutputs<AppRouter>['cities']['page'];

function List<T>({ title, items, empty, render }: { title: string; items: T[]; empty: string; render: (item: T) => ReactNode }) {
  return (
    <SectionCard title={title} region>
      {items.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {items.map(render)}
        </Stack>
      )}
    </SectionCard>
  );
}

const Line = ({ href, title, detail }: { href: string; title: string; detail: string }) => (
  <li>
    <TextLink href={href}>{title}</TextLink>
    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
      {detail}
    </Text>
  </li>
);

/** A city's four lists: upcoming public games, public teams, places and open posts. */
export function CityLists({ page }: { page: CityPage }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <List
        title={W.events}
        items={page.events}
        empty={W.noEvents}
        render={(event) => (
          <Line
            key={event.id}
            href={`/evt/${event.id}`}
            title={event.title}
            detail={`${formatEventWhen(event.startsAt, event.timezone)} · ${event.locationName}`}
          />
        )}
      />
      <List
        title={W.teams}
        items={page.teams}
        empty={W.noTeams}
        render={(team) => (
          <Line key={team.id} href={`/team/${team.id}`} title={team.name} detail={[team.gameType, `${team.memberCount} members`].filter(Boolean).join(' · ')} />
        )}
      />
      <List
        title={W.places}
        items={page.places}
        empty={W.noPlaces}
        render={(place) => (
          <Line
            key={place.id}
            href={`/places/view/${place.id}`}
            title={place.name}
            detail={[place.address, place.sports.join(', ')].filter(Boolean).join(' · ')}
          />
        )}
      />
      <List
        title={W.posts}
        items={page.posts}
        empty={W.noPosts}
        render={(post) => <Line key={post.id} href={postPaths.post(post.category, post.subcategory, post.id)} title={post.title} detail={post.body} />}
      />
    </SimpleGrid>
  );
}
