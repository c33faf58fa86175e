import { describe, expect, it } from 'vitest';
import { parseRallyCode } from './rally-code.ts';
import { SCAN_LIMITS } from '../../../../shared/scan/messages.ts';

const ORIGIN = 'https://rally.example';
const ID = '6f1c2a4e-3b5d-4c7e-9f01-23456789abcd';
const parse = (text: string) => parseRallyCode(text, ORIGIN);

describe('parseRallyCode', () => {
  it('reads a player card, a team share link, a team page and an event link on our origin', () => {
    expect(parse(`${ORIGIN}/profile/${ID}`)).toEqual({ kind: 'profile', path: `/profile/${ID}` });
    expect(parse(`${ORIGIN}/teams/join/0123456789abcdef0123456789abcdef`)).toEqual({ kind: 'team-join', path: '/teams/join/0123456789abcdef0123456789abcdef' });
    expect(parse(`${ORIGIN}/team/${ID}/`)).toEqual({ kind: 'team', path: `/team/${ID}` });
    expect(parse(`${ORIGIN}/share/event/${ID}?utm=x#top`)).toEqual({ kind: 'event', path: `/evt/${ID}` });
    expect(parse(`${ORIGIN}/discover/games/${ID}`)).toEqual({ kind: 'event', path: `/evt/${ID}` });
    expect(parse(`${ORIGIN}/event/${ID}/manage`)).toEqual({ kind: 'event-manage', path: `/event/${ID}/manage` });
  });

  it('reads a path alone, a pasted link with spaces around it, and a bare share code', () => {
    expect(parse(`/profile/${ID}`)?.path).toBe(`/profile/${ID}`);
    expect(parse(`  ${ORIGIN}/evt/${ID}\n`)?.path).toBe(`/evt/${ID}`);
    expect(parse('0123456789ABCDEF0123456789abcdef')?.kind).toBe('team-join');
  });

  it('refuses other origins, look-alike hosts and other schemes', () => {
    expect(parse(`https://evil.example/profile/${ID}`)).toBeNull();
    expect(parse(`https://rally.example.evil.example/profile/${ID}`)).toBeNull();
    expect(parse(`http://rally.example/profile/${ID}`)).toBeNull();
    expect(parse(`https://rally.example:8443/profile/${ID}`)).toBeNull();
    expect(parse(`//evil.example/profile/${ID}`)).toBeNull();
    expect(parse(`/\\evil.example/profile/${ID}`)).toBeNull();
    expect(parse(`https://user@evil.example/profile/${ID}`)).toBeNull();
  });

  it('refuses javascript:, data: and other non-web URLs', () => {
    expect(parse('javascript:alert(1)')).toBeNull();
    expect(parse(`javascript://rally.example/profile/${ID}`)).toBeNull();
    expect(parse('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(parse(`mailto:someone@rally.example`)).toBeNull();
  });

  it('refuses paths that are not a Rally code and ids that are not ids', () => {
    expect(parse(`${ORIGIN}/settings`)).toBeNull();
    expect(parse(`${ORIGIN}/profile/not-a-uuid`)).toBeNull();
    expect(parse(`${ORIGIN}/profile/${ID}/extra`)).toBeNull();
    expect(parse(`${ORIGIN}/teams/join/${'a'.repeat(65)}`)).toBeNull();
    expect(parse('hello world')).toBeNull();
    expect(parse('')).toBeNull();
  });

  it('refuses control characters anywhere inside', () => {
    expect(parse(`${ORIGIN}/profile/${ID}\u0000`)).toBeNull();
    expect(parse(`${ORIGIN}/pro\u0007file/${ID}`)).toBeNull();
    expect(parse(`${ORIGIN}/profile/${ID}\u009b`)).toBeNull();
  });

  it('bounds a very long text before any pattern runs, and stays fast on one just under the bound', () => {
    expect(parse(`${ORIGIN}/profile/${ID}${' '.repeat(SCAN_LIMITS.textMax)}`)).toBeNull();
    expect(parse('/'.repeat(1_000_000))).toBeNull();
    expect(parse(`/${'a/'.repeat((SCAN_LIMITS.textMax - 2) / 2)}`)).toBeNull();
  });
});
