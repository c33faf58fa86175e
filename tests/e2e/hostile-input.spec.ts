import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { VALIDATION_MESSAGES } from '../../shared/common/validation-messages.ts';

test("a NUL character gives 500: a list name with a control character is refused in the field's words, and nothing is saved", async ({ page }) => {
  await signIn(page, 'organiser.portland@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/user-list');
  await expect(page.getByText('No lists yet.', { exact: false })).toBeVisible();
  // A pasted name can carry characters no keyboard types.
  await page.getByLabel('New list name').fill('Hoops\u0000crew');
  await page.getByRole('button', { name: 'Create list' }).click();
  // In words alone: the field's code name ("name:") is for API callers, not people.
  await expect(page.getByText(VALIDATION_MESSAGES.controlCharacters, { exact: true })).toBeVisible();
  await expect(page.getByText(`name: ${VALIDATION_MESSAGES.controlCharacters}`)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No lists yet.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('user-list')).toHaveCount(0);
});

test('a control character pasted into the Discover search is named at the field, and the list still shows', async ({ page }) => {
  await page.goto('/discover');
  await page.getByLabel('Search events').fill('pickup\u0007');
  await expect(page.getByText(VALIDATION_MESSAGES.controlCharacters, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Search events')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('discover-results').or(page.getByTestId('discover-empty'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('no body size limit on /trpc: an oversized request is answered 413 with the shared message', async ({ page }) => {
  await page.goto('/login');
  const response = await page.request.post('/trpc/auth.signIn', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ json: { email: 'x@example.com', password: 'x'.repeat(2 * 1024 * 1024) } }),
  });
  expect(response.status()).toBe(413);
  expect(((await response.json()) as { error: { json: { message: string } } }).error.json.message).toBe(VALIDATION_MESSAGES.requestTooLarge);
});
