/**
 * How the event pages show times: in the venue's zone with the zone's short name, because a
 * player travelling to a game needs the time on the venue's clocks, not their phone's.
 */
export function formatEventWhen(startsAt: Date | string, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timezone,
    timeZoneName: 'short',
  }).format(new Date(startsAt));
}

export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ');
}

export function formatPrice(cents: number, currency = 'usd'): string {
  if (cents === 0) return 'Free';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** "in 12 min" for a held spot's expiry. */
export function minutesLeft(until: Date | string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(until).getTime() - now) / 60_000));
}

/**
 * A team game's title with its opponent: "League match vs Round Rock Rally". A title that already
 * names a matchup ("Tigers vs Lions", "Game v Eastside") is left as written, so no "vs" is said twice.
 */
export function withOpponent(title: string, opponent: string | null): string {
  if (!opponent || /\b(vs?\.?|versus)\s/i.test(title)) return title;
  return `${title} vs ${opponent}`;
}
