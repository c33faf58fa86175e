import { describe, expect, it } from 'vitest';
import { teamTabFor, visibleTeamTabs } from './team-tabs.ts';

describe('team page tabs', () => {
  it('shows Manage only to those who manage, and the member tabs only to members', () => {
    expect(visibleTeamTabs({ member: false, manages: false }).map((tab) => tab.value)).toEqual(['roster', 'seasons']);
    expect(visibleTeamTabs({ member: true, manages: false }).map((tab) => tab.value)).toEqual(['schedule', 'roster', 'chat', 'seasons']);
    expect(visibleTeamTabs({ member: true, manages: true }).map((tab) => tab.value)).toEqual(['schedule', 'roster', 'chat', 'seasons', 'manage']);
  });

  it('opens the tab the address names when the viewer has it, else their first', () => {
    const player = visibleTeamTabs({ member: true, manages: false });
    expect(teamTabFor('?tab=chat', player)).toBe('chat');
    expect(teamTabFor('?tab=manage', player)).toBe('schedule');
    expect(teamTabFor('', player)).toBe('schedule');
    expect(teamTabFor('tab=%00', visibleTeamTabs({ member: false, manages: false }))).toBe('roster');
  });
});
