import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/session.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../../tests/harness.ts';
import { serveApp } from '../../tests/http-server.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { SESSION } from '../../shared/constants.ts';
import { FORM_FILE_MESSAGES, FORM_MESSAGES } from '../../shared/messages.ts';
import type { FormDefinition } from '../../shared/forms/definition.ts';

let h: Harness;
let uploadsDir: string;
let server: Awaited<ReturnType<typeof serveApp>>;
beforeAll(async () => {
  h = await createHarness();
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'rally-form-files-'));
  server = await serveApp(h.deps, { google: null, storage: createLocalStorage(uploadsDir) });
});
afterAll(async () => {
  await server?.close();
  await h?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

const definition: FormDefinition = {
  title: 'Travel team tryouts',
  description: '',
  fields: [
    { id: 'photo', type: 'file', label: 'Player photo', required: true, accept: 'image' },
    { id: 'birth', type: 'file', label: 'Birth certificate', required: false, accept: 'imageOrPdf' },
  ],
  pricing: null,
};

const png = () => sharp({ create: { width: 3000, height: 1500, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const cookieOf = async (userId: string) => `${SESSION.cookieName}=${(await createSession(h.db, userId)).token}`;
const upload = (formId: string, cookie: string | null, type: string, body: Buffer, name = 'file') =>
  fetch(`${server.base}/uploads/form-file/${formId}?name=${encodeURIComponent(name)}`, { method: 'POST', headers: { 'content-type': type, origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, body: new Uint8Array(body) });

async function publishedForm(access: 'public' | 'invite') {
  const owner = await signedInUser(h);
  const { id: formId } = await (await owner.call()).forms.create({ title: definition.title, teamId: null });
  await (await owner.call()).forms.saveDraft({ formId, definition });
  await (await owner.call()).forms.setAccess({ formId, access });
  await (await owner.call()).forms.publish({ formId });
  const { versionId } = (await (await owner.call()).forms.toFill({ formId })) as { versionId: string };
  return { owner, formId, versionId };
}

describe('POST /uploads/form-file/:formId', () => {
  it('a filler uploads an image (re-encoded, smaller) and a PDF (checked by its bytes); the answers name them and the server adds where they live', async () => {
    const { owner, formId, versionId } = await publishedForm('public');
    const filler = await signedInUser(h);
    const cookie = await cookieOf(filler.user.id);

    const image = await upload(formId, cookie, 'image/png', await png(), 'me.png');
    expect(image.status).toBe(200);
    const photo = (await image.json()) as { fileId: string; url: string; name: string };
    expect(photo.name).toBe('me.png');
    const stored = await sharp(path.join(uploadsDir, photo.url.replace(/^\/uploads\//, ''))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 2000, 1000]);

    const document = await upload(formId, cookie, 'application/pdf', pdf, 'birth.pdf');
    expect(document.status).toBe(200);
    const birth = (await document.json()) as { fileId: string; url: string };
    expect(existsSync(path.join(uploadsDir, birth.url.replace(/^\/uploads\//, '')))).toBe(true);

    // A page of HTML sent as a PDF is refused by its bytes; a type no field takes by its header.
    const fake = await upload(formId, cookie, 'application/pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect([fake.status, await fake.json()]).toEqual([400, { error: FORM_FILE_MESSAGES.notAPdf }]);
    const html = await upload(formId, cookie, 'text/html', Buffer.from('<p>hi</p>'));
    expect([html.status, await html.json()]).toEqual([415, { error: FORM_FILE_MESSAGES.wrongType.imageOrPdf }]);

    // The PDF does not answer an image-only question; someone else's upload answers nothing.
    const call = await filler.call();
    expect((await rejection(call.forms.submit({ formId, versionId, answers: { photo: { fileId: birth.fileId, name: 'birth.pdf' } } }))).message).toBe(`Player photo: ${FORM_FILE_MESSAGES.notFound}`);
    const other = await signedInUser(h);
    expect((await rejection((await other.call()).forms.submit({ formId, versionId, answers: { photo: { fileId: photo.fileId, name: 'me.png' } } }))).message).toBe(`Player photo: ${FORM_FILE_MESSAGES.notFound}`);
    // A client cannot point an answer at an address of its choosing.
    expect((await rejection(call.forms.submit({ formId, versionId, answers: { photo: { fileId: photo.fileId, name: 'me.png', url: 'https://evil.example/x.png' } } }))).code).toBe('BAD_REQUEST');

    const sent = await call.forms.submit({ formId, versionId, answers: { photo: { fileId: photo.fileId, name: 'me.png' }, birth: { fileId: birth.fileId, name: 'birth.pdf' } } });
    const seen = await (await owner.call()).forms.submission({ formId, submissionId: sent.id });
    expect(seen.answers.photo).toEqual({ fileId: photo.fileId, name: 'me.png', url: photo.url, contentType: 'image/webp' });
    expect(seen.answers.birth).toMatchObject({ url: birth.url, contentType: 'application/pdf' });
  });

  it('a guest, someone the form is not open to, and a form without file fields are refused', async () => {
    const { formId } = await publishedForm('invite');
    expect((await upload(formId, null, 'image/png', await png())).status).toBe(401);
    const stranger = await signedInUser(h);
    const refused = await upload(formId, await cookieOf(stranger.user.id), 'image/png', await png());
    expect([refused.status, await refused.json()]).toEqual([404, { error: FORM_MESSAGES.notFound }]);

    const owner = await signedInUser(h);
    const { id: plainId } = await (await owner.call()).forms.create({ title: 'No files', teamId: null });
    await (await owner.call()).forms.saveDraft({ formId: plainId, definition: { ...definition, fields: [{ id: 'name', type: 'shortText', label: 'Name', required: true }] } });
    await (await owner.call()).forms.setAccess({ formId: plainId, access: 'public' });
    await (await owner.call()).forms.publish({ formId: plainId });
    const none = await upload(plainId, await cookieOf(stranger.user.id), 'image/png', await png());
    expect([none.status, await none.json()]).toEqual([400, { error: FORM_FILE_MESSAGES.noFileField }]);
  });
});
