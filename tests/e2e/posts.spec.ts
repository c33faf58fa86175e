import { expect, test } from './fixtures.ts';
import { POST_MESSAGES, POST_WORDS } from '../../shared/posts/messages.ts';

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
