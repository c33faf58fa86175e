import { SETTINGS_TABS, type SettingsTab } from '../../../../shared/settings/settings.ts';

/** The tab query parameter, case-insensitive; anything unknown (or not offered) means general. */
export function tabFromQuery(value: string | null, offered: readonly SettingsTab[]): SettingsTab {
  const wanted = value?.toLowerCase();
  const match = SETTINGS_TABS.find((tab) => tab.value === wanted);
  return match && offered.includes(match.value) ? match.value : 'general';
}
