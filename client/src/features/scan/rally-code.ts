import { SCAN_LIMITS } from '../../../../shared/scan/messages.ts';
import { hasControlCharacters } from '../../../../shared/common/text.ts';

export type RallyCodeKind = 'profile' | 'team-join' | 'team' | 'event' | 'event-manage';

export interface RallyCode {
  kind: RallyCodeKind;
  /** The in-app path to navigate to (no origin, no query): always one of this app's routes. */
  path: string;
}

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
// A team's share code is a uuid without its dashes (teams/manage-team.ts); older ones may differ, so any short token.
const SHARE_CODE = '[A-Za-z0-9_-]{1,64}';
const BARE_SHARE_CODE = /^[0-9a-fA-F]{32}$/;

// The route shapes a Rally QR code leads to (client/src/page-routes.tsx), each to its canonical path.
const SHAPES: [RegExp, (id: string) => RallyCode][] = [
  [new RegExp(`^/profile/(${UUID})/?$`), (id) => ({ kind: 'profile', path: `/profile/${id}` })],
  [new RegExp(`^/teams/join/(${SHARE_CODE})/?$`), (code) => ({ kind: 'team-join', path: `/teams/join/${code}` })],
  [new RegExp(`^/team/(${UUID})/?$`), (id) => ({ kind: 'team', path: `/team/${id}` })],
  [new RegExp(`^/(?:evt|share/event|discover/events|discover/games)/(${UUID})/?$`), (id) => ({ kind: 'event', path: `/evt/${id}` })],
  [new RegExp(`^/(?:event|games|discover/events)/(${UUID})/manage/?$`), (id) => ({ kind: 'event-manage', path: `/event/${id}/manage` })],
];

/**
 * What a scanned or pasted text leads to in this app, or null when it is not a Rally code: only a
 * link on this app's own `origin` (or a path alone) matching a route above, so a code can never
 * send the reader to another site or run a `javascript:` URL. A bare share code opens its team's
 * join page. The text is bounded before any pattern runs.
 */
export function parseRallyCode(raw: string, origin: string): RallyCode | null {
  if (raw.length > SCAN_LIMITS.textMax) return null;
  const text = raw.trim();
  if (!text || hasControlCharacters(text)) return null;
  if (BARE_SHARE_CODE.test(text)) return { kind: 'team-join', path: `/teams/join/${text}` };

  let url: URL;
  try {
    // A path alone is read against our origin; an absolute URL keeps its own, checked below.
    url = text.startsWith('/') ? new URL(text, origin) : new URL(text);
  } catch {
    return null;
  }
  // "//evil.example/..." or "/\evil.example" resolve to another host: the origin check refuses them too.
  if (url.origin !== origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  for (const [pattern, make] of SHAPES) {
    const match = pattern.exec(url.pathname);
    if (match?.[1]) return make(match[1]);
  }
  return null;
}
