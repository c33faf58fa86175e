/**
 * The team page's tabs, in order (issue 31: the page was one long scroll). The open tab lives in the
 * address as `?tab=`, so a reload, back and forward, and a shared link keep it.
 */
export const TEAM_TABS = [
  { value: 'schedule', label: 'Schedule', who: 'member' },
  { value: 'roster', label: 'Roster', who: 'anyone' },
  { value: 'chat', label: 'Chat', who: 'member' },
  { value: 'seasons', label: 'Seasons', who: 'anyone' },
  { value: 'manage', label: 'Manage', who: 'manager' },
] as const;

export type TeamTab = (typeof TEAM_TABS)[number]['value'];

/** The tabs this viewer sees: members see the team's own things, managers also Manage. */
export function visibleTeamTabs(viewer: { member: boolean; manages: boolean }) {
  return TEAM_TABS.filter((tab) => tab.who === 'anyone' || (tab.who === 'member' && viewer.member) || (tab.who === 'manager' && viewer.manages));
}

/**
 * The tab to show for the address's `?tab=`: that tab when this viewer has it, otherwise the first
 * they have (a link to Manage opened by a player shows the schedule, not an empty page).
 */
export function teamTabFor(search: string, visible: readonly { value: TeamTab }[]): TeamTab {
  const asked = new URLSearchParams(search).get('tab');
  return visible.find((tab) => tab.value === asked)?.value ?? visible[0]?.value ?? 'roster';
}

export const teamTabHref = (teamId: string, tab: TeamTab) => `/team/${teamId}?tab=${tab}`;
