import type { signedInUser } from './sign-in.ts';

type SignedIn = Awaited<ReturnType<typeof signedInUser>>;
type Group = { name: string; kind: 'division' | 'age'; capacity: number | null };

const AUSTIN = { name: 'Austin, TX', lat: 30.27, lng: -97.74 };

/**
 * Through the routers, as an organiser would: `owner`'s new public soccer team in Austin with one
 * season, opened for registration, and its groups in order. Returns the ids the tests go on with.
 */
export async function teamWithOpenSeason<const G extends readonly Group[]>(
  owner: SignedIn,
  options: { teamName: string; season: { label: string; startsOn: string; endsOn: string }; groups: G },
): Promise<{ teamId: string; seasonId: string; groupIds: { [K in keyof G]: string } }> {
  // A fresh caller per call, as the tests do: each carries the browser's cookies as they are now.
  const team = await (
    await owner.call()
  ).teams.create({
    name: options.teamName,
    gameType: 'Soccer',
    city: AUSTIN,
    description: '',
    ageGroup: 'Adults',
    gender: 'Mixed',
    skillLevel: 'All levels',
    privacy: 'public',
  });
  const { id: seasonId } = await (await owner.call()).seasons.create({ teamId: team.id, season: options.season });
  await (await owner.call()).seasons.update({ seasonId, season: options.season, status: 'open' });
  const groupIds: string[] = [];
  for (const group of options.groups) groupIds.push((await (await owner.call()).seasons.addGroup({ seasonId, ...group })).id);
  return { teamId: team.id, seasonId, groupIds: groupIds as { [K in keyof G]: string } };
}
