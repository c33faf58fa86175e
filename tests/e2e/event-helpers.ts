import { expect, type Page } from '@playwright/test';

export interface NewEventOptions {
  title: string;
  capacity?: number;
  weekly?: { times: number };
  approval?: boolean;
  /** Seen only by its invitees and joiners. */
  isPrivate?: boolean;
  /** Where the form opens: '/create', or '/create?team=<id>' from a team's schedule. */
  path?: string;
  /** An opponent from the hosting team's list (the form opened from a team's schedule). */
  opponent?: string;
  /** A session of the hosting team's seasons, as the form lists it ("Spring league: Tuesday nights"). */
  seasonSession?: string;
}

/** Fills the create-event form with an address venue in Austin and submits it; returns the event page URL. */
export async function createEventThroughForm(page: Page, options: NewEventOptions): Promise<string> {
  await page.goto(options.path ?? '/create');
  await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();
  await page.getByLabel('Title').fill(options.title);
  await page.getByLabel('Game type').selectOption('Basketball');
  await page.getByLabel('Description').fill('Full court, all levels welcome.');
  if (options.weekly) {
    await page.getByLabel('Repeats').selectOption('weekly');
    await page.getByLabel('Ends').selectOption('after');
    await page.getByLabel('Number of times').fill(String(options.weekly.times));
    await expect(page.getByTestId('recurrence-summary')).toContainText(`Every week on`);
    await expect(page.getByTestId('recurrence-summary')).toContainText(`${options.weekly.times} times`);
  }
  await page.getByRole('button', { name: 'Address', exact: true }).click();
  await page.getByLabel('Place name').fill('Zilker Park courts');
  await page.getByRole('combobox', { name: 'City' }).fill('Austin');
  await page.getByRole('option', { name: 'Austin, TX' }).first().click();
  await page.getByLabel('Address', { exact: true }).fill('2100 Barton Springs Rd, Austin, TX');
  if (options.capacity) await page.getByLabel('Capacity').fill(String(options.capacity));
  if (options.approval) await page.getByText('Creator approval needed', { exact: true }).click();
  if (options.isPrivate) await page.getByText('Private event', { exact: true }).click();
  if (options.opponent) await page.getByLabel('Opponent').selectOption({ label: options.opponent });
  if (options.seasonSession) await page.getByLabel('Season session').selectOption({ label: options.seasonSession });
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/evt\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: options.title })).toBeVisible();
  return new URL(page.url()).pathname;
}

export const viewerStatus = (page: Page) => page.getByTestId('viewer-status');
