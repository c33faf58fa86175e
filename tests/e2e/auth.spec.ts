import { expect, test } from './fixtures.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, followMailLink, signIn, uniqueEmail } from './helpers.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';
import { MESSAGES } from '../../shared/common/spec-messages.ts';
import { LOGIN_ERROR_MESSAGES } from '../../shared/auth/messages.ts';

test('a newcomer signs up, verifies the e-mail from the outbox, and reaches home', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/sign-up');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('a long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/user-onboarding$/);
  await page.getByRole('link', { name: 'Verify now' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText(MESSAGES.emailNotVerified)).toBeVisible();

  await followMailLink(page, email);
  await expect(page.getByText(MESSAGES.emailVerified)).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  // Home needs a profile: a newcomer is sent to the first-time profile form.
  await expect(page).toHaveURL(/\/user-onboarding$/);
  await expect(page.getByRole('heading', { name: 'More Information' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify now' })).toHaveCount(0);
});

test('sign out, then sign in again; a wrong password and an unknown e-mail get human messages', async ({ page }) => {
  await signIn(page, DEMO_EMAIL, 'not the password');
  await expect(page.getByText(LOGIN_ERROR_MESSAGES.InvalidUser)).toBeVisible();
  await signIn(page, 'nobody.here@example.com', 'whatever123');
  await expect(page.getByText(LOGIN_ERROR_MESSAGES.EmailNotFound)).toBeVisible();
  // A new attempt clears the last one's answer: a mistyped address is told at its field alone.
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText(LOGIN_ERROR_MESSAGES.EmailNotFound)).toHaveCount(0);

  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Lee' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?logout=true$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();

  await page.goto('/home');
  // Signed out, a protected page leads to sign-in and back.
  await expect(page).toHaveURL(/\/login\?next=%2Fhome$/);
});

test('forgot password: the outbox link sets a new password that signs in', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  await page.goto('/sign-up');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('first password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/user-onboarding$/);
  await page.context().clearCookies();

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(APP_MESSAGES.resetMailSent)).toBeVisible();

  await followMailLink(page, email);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('second password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(APP_MESSAGES.passwordReset)).toBeVisible();

  await signIn(page, email, 'first password');
  await expect(page.getByText(LOGIN_ERROR_MESSAGES.InvalidUser)).toBeVisible();
  await signIn(page, email, 'second password');
  await expect(page.getByRole('heading', { name: 'More Information' })).toBeVisible();
});

test('guards: the empty path goes to sign-up, protected pages to login after about a second, signed-in users skip login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-up$/);

  const started = Date.now();
  await page.goto('/teams');
  await expect(page).toHaveURL(/\/login\?next=%2Fteams$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);

  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('unknown paths show the error page in the spec words, and the side panel is 350 px', async ({ page }) => {
  await page.goto('/this/page/does/not/exist');
  await expect(page.getByRole('heading', { name: MESSAGES.notFoundTitle })).toBeVisible();
  await expect(page.getByText(MESSAGES.notFoundSubtitle)).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const panel = page.getByTestId('side-panel');
  await expect(panel).toBeVisible();
  // Measured once the opening animation has settled.
  await expect.poll(async () => Math.round((await panel.boundingBox())?.width ?? 0)).toBe(350);
});
