import { expect, test } from './fixtures.ts';
import sharp from 'sharp';
import { POST_MESSAGES, POST_WORDS } from '../../shared/posts/messages.ts';
import { DEMO_PASSWORD } from './helpers.ts';

const PHONE = { width: 390, height: 844 };

test('on a phone a player posts "Sub Needed"; another finds it by search and replies; the author closes it (issue 32)', async ({ signedIn }) => {
  const tag = Date.now() % 100_000;
  const title = `Sub needed Thursday ${tag}`;
  const author = await signedIn('player.austin3@rally.test');
  await author.setViewportSize(PHONE);
  await author.goto('/posts');
  await author.getByRole('region', { name: 'Play & Competition' }).getByRole('link', { name: 'Sub Needed' }).click();
  await expect(author.getByRole('heading', { name: POST_MESSAGES.listTitle('Play & Competition', 'Sub Needed') })).toBeVisible();
  await author.getByRole('button', { name: POST_WORDS.newPost }).click();
  const dialog = author.getByTestId('post-draft-dialog');
  await dialog.getByLabel(POST_WORDS.title).fill(title);
  await dialog.getByLabel(POST_WORDS.text).fill(`Our doubles partner is out; 7 pm at Zilker, 3.5 level. Racquet ${tag} welcome.`);
  await dialog.getByRole('button', { name: POST_WORDS.publish }).click();
  await expect(author.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(author.getByText(POST_WORDS.noReplies)).toBeVisible();
  expect(await author.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  const helper = await signedIn('player.austin2@rally.test');
  await helper.goto('/posts');
  await helper.getByRole('searchbox', { name: POST_WORDS.search }).fill(`racquet ${tag}`);
  const card = helper.getByTestId('post-card').filter({ hasText: title });
  await expect(card).toContainText('Our doubles partner is out');
  await card.getByRole('link', { name: POST_MESSAGES.viewMore }).click();
  await helper.getByLabel(POST_WORDS.yourReply).fill('I can play Thursday.');
  await helper.getByRole('button', { name: POST_WORDS.reply, exact: true }).click();
  await expect(helper.getByTestId('post-reply')).toContainText('I can play Thursday.');

  await author.reload();
  await expect(author.getByTestId('post-reply')).toContainText('I can play Thursday.');
  await author.getByRole('button', { name: POST_WORDS.close }).click();
  await expect(author.getByText(POST_WORDS.closedBadge, { exact: true })).toBeVisible();
  await helper.reload();
  await expect(helper.getByText(POST_WORDS.closedBadge, { exact: true })).toBeVisible();
  await expect(helper.getByLabel(POST_WORDS.yourReply)).toHaveCount(0);
});

test('a signed-out visitor writes a Carpool post, signs in and finds the draft again; publishes it with a sport, a date and a photo, then edits it (issue 32)', async ({
  page,
}) => {
  const tag = Date.now() % 100_000;
  const title = `Ride to Saturday league ${tag}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/posts/community-and-social/carpool-to-games');
  await page.getByRole('button', { name: POST_WORDS.newPost }).click();
  const draft = page.getByTestId('post-draft-dialog');
  await expect(draft.getByText(POST_WORDS.signInKeepsDraft)).toBeVisible();
  await draft.getByLabel(POST_WORDS.title).fill(title);
  await draft.getByLabel(POST_WORDS.text).fill('Two seats from East Austin, leaving 8:15.');
  await draft.getByRole('button', { name: POST_WORDS.signInToPublish }).click();

  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('E-mail').fill('player.austin1@rally.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const back = page.getByTestId('post-draft-dialog');
  await expect(back.getByLabel(POST_WORDS.title)).toHaveValue(title);
  await expect(back.getByLabel(POST_WORDS.text)).toHaveValue('Two seats from East Austin, leaving 8:15.');
  await expect(page).toHaveURL(/\/posts\/community-and-social\/carpool-to-games$/);

  await back.getByLabel(POST_WORDS.gameType).selectOption('Soccer');
  await back.getByLabel(POST_WORDS.happensOn).fill('2027-03-06');
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
  await back.getByLabel(POST_WORDS.photoFiles).setInputFiles({ name: 'car.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(back.getByRole('button', { name: POST_WORDS.removePhoto(1) })).toBeVisible();
  await back.getByRole('button', { name: POST_WORDS.publish, exact: true }).click();

  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(/Soccer · Mar 6, 2027/)).toBeVisible();
  await expect(page.getByTestId('post-photos').getByRole('img', { name: POST_WORDS.photoAlt(title, 1) })).toBeVisible();

  await page.getByRole('button', { name: POST_WORDS.edit }).click();
  const edit = page.getByTestId('post-draft-dialog');
  await edit.getByLabel(POST_WORDS.title).fill(`${title} (one seat left)`);
  await edit.getByRole('button', { name: POST_WORDS.save }).click();
  await expect(page.getByRole('heading', { name: `${title} (one seat left)`, level: 1 })).toBeVisible();
  await page.goto('/posts/community-and-social/carpool-to-games');
  await expect(
    page
      .getByTestId('post-card')
      .filter({ hasText: `${title} (one seat left)` })
      .locator('img'),
  ).toBeVisible();
});

test('three reports hide a post; the admin restores it from the review queue and it is back on the board (issue 32)', async ({ signedIn }) => {
  const tag = Date.now() % 100_000;
  const title = `Selling paddles ${tag}`;
  const author = await signedIn('player.denver1@rally.test');
  await author.setViewportSize(PHONE);
  await author.goto('/posts/gear-and-equipment/buy-and-sell-sports-gear');
  await author.getByRole('button', { name: POST_WORDS.newPost }).click();
  const dialog = author.getByTestId('post-draft-dialog');
  await dialog.getByLabel(POST_WORDS.title).fill(title);
  await dialog.getByLabel(POST_WORDS.text).fill('Two paddles, lightly used.');
  await dialog.getByRole('button', { name: POST_WORDS.publish, exact: true }).click();
  await expect(author.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const postUrl = author.url();

  for (const reader of ['player.denver2@rally.test', 'player.denver3@rally.test', 'player.portland1@rally.test']) {
    const page = await signedIn(reader);
    await page.goto(postUrl);
    await page.getByRole('button', { name: POST_WORDS.report }).click();
    await page.getByLabel(POST_WORDS.reportReason).fill('Looks like spam');
    await page.getByTestId('report-dialog').getByRole('button', { name: POST_WORDS.report }).click();
    await expect(page.getByText(POST_WORDS.reported)).toBeVisible();
    await page.context().close();
  }
  await author.goto('/posts/gear-and-equipment/buy-and-sell-sports-gear');
  await expect(author.getByRole('heading', { name: POST_MESSAGES.listTitle('Gear & Equipment', 'Buy & Sell Sports Gear') })).toBeVisible();
  await expect(author.getByTestId('post-card').filter({ hasText: title })).toHaveCount(0);

  const admin = await signedIn('admin@rally.test');
  await admin.setViewportSize(PHONE);
  await admin.getByRole('button', { name: 'Open menu' }).click();
  await admin.getByTestId('side-panel').getByRole('link', { name: 'Admin' }).click();
  const queued = admin.getByTestId('hidden-post').filter({ hasText: title });
  await expect(queued).toContainText('Looks like spam');
  await queued.getByRole('button', { name: POST_WORDS.restore }).click();
  await expect(queued).toHaveCount(0);
  await author.reload();
  await expect(author.getByTestId('post-card').filter({ hasText: title })).toBeVisible();
});
