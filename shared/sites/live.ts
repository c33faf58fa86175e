/**
 * What the live blocks show (schedule, roster, standings, registrations, map): read from the
 * database when a page is rendered, and by the builder for its preview. Dates are ISO strings so
 * the same object travels through JSON and renders the same on both sides.
 */
export interface SiteLiveData {
  ownerName: string;
  cityName: string | null;
  location: { lat: number; lng: number } | null;
  schedule: { id: string; title: string; startsAt: string; timezone: string; locationName: string; opponentName: string | null }[];
  roster: { name: string; role: string }[];
  standings: { name: string; rows: { name: string; played: number; wins: number; losses: number; ties: number; points: number }[] }[];
  results: { id: string; startsAt: string | null; homeName: string; awayName: string; homeScore: number; awayScore: number; status: string }[];
  registrations: { id: string; title: string; path: string }[];
}

export const EMPTY_LIVE_DATA: SiteLiveData = {
  ownerName: '',
  cityName: null,
  location: null,
  schedule: [],
  roster: [],
  standings: [],
  results: [],
  registrations: [],
};
