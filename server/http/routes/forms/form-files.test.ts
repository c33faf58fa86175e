import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../../auth/session.ts';
import { createLocalStorage } from '../../../storage/local-storage.ts';
import { createPrivateFiles } from '../../../storage/private-storage.ts';
import { createStorage } from '../../../storage/storage.ts';
import { projectRoot } from '../../../project-root.ts';
import * as privateFormFiles from '../../../../migrations/20261126090000_private_form_files.ts';
import * as formFileSubmissions from '../../../../migrations/20261126100000_form_file_submissions.ts';
import { createHarness, TEST_ORIGIN, testEnv, type Harness } from '../../../../tests/harness.ts';
import { serveApp } from '../../../../tests/http-server.ts';
import { rejection } from '../../../../tests/expect-rejection.ts';
import { signedInUser } from '../../../../tests/sign-in.ts';
import { S3_TEST_ENDPOINT, s3Objects, s3Requests } from '../../../../tests/msw/s3.ts';
import { SESSION } from '../../../../shared/common/constants.ts';
import { FORM_FILE_MESSAGES, FORM_MESSAGES } from '../../../../shared/forms/messages.ts';
import type { FormDefinition } from '../../../../shared/forms/definition.ts';

let h: Harness;
let uploadsDir: string;
let privateDir: string;
let server: Awaited<ReturnType<typeof serveApp>>;
beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'rally-form-files-'));
  privateDir = mkdtempSync(path.join(tmpdir(), 'rally-form-files-private-'));
  h = await createHarness({ env: { UPLOADS_DIR: uploadsDir, PRIVATE_UPLOADS_DIR: privateDir } });
  server = await serveApp(h.deps, { google: null, storage: createLocalStorage(uploadsDir) });
});
afterAll(async () => {
  await server?.close();
  await h?.close();
  for (const dir of [uploadsDir, privateDir]) if (dir) rmSync(dir, { recursive: true, force: true });
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

const png = () =>
  sharp({ create: { width: 3000, height: 1500, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const cookieOf = async (userId: string) => `${SESSION.cookieName}=${(await createSession(h.db, userId)).token}`;
const upload = (formId: string, cookie: string | null, type: string, body: Buffer, name = 'file', base = server.base) =>
  fetch(`${base}/uploads/form-file/${formId}?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'content-type': type, origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    body: new Uint8Array(body),
  });
const download = (url: string, cookie: string | null = null, base = server.base) => fetch(`${base}${url}`, { headers: cookie ? { cookie } : {} });
const storageKeyOf = async (fileId: string) =>
  (await h.db.selectFrom('formFiles').select('storageKey').where('id', '=', fileId).executeTakeFirstOrThrow()).storageKey;
const FILE_ROUTE = /^\/forms\/[0-9a-f-]{36}\/files\/[0-9a-f-]{36}$/;

async function publishedForm(access: 'public' | 'invite', teamId: string | null = null) {
  const owner = await signedInUser(h);
  const { id: formId } = await (await owner.call()).forms.create({ title: definition.title, teamId });
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
    // Kept in private storage, outside the folder /uploads serves; its address is the checked route.
    expect(photo.url).toBe(`/forms/${formId}/files/${photo.fileId}`);
    const stored = await sharp(path.join(privateDir, await storageKeyOf(photo.fileId))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 2000, 1000]);

    const document = await upload(formId, cookie, 'application/pdf', pdf, 'birth.pdf');
    expect(document.status).toBe(200);
    const birth = (await document.json()) as { fileId: string; url: string };
    expect(birth.url).toMatch(FILE_ROUTE);
    expect(readFileSync(path.join(privateDir, await storageKeyOf(birth.fileId)))).toEqual(pdf);
    expect(existsSync(path.join(uploadsDir, 'form-files'))).toBe(false);

    // A page of HTML sent as a PDF is refused by its bytes; a type no field takes by its header.
    const fake = await upload(formId, cookie, 'application/pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect([fake.status, await fake.json()]).toEqual([400, { error: FORM_FILE_MESSAGES.notAPdf }]);
    const html = await upload(formId, cookie, 'text/html', Buffer.from('<p>hi</p>'));
    expect([html.status, await html.json()]).toEqual([415, { error: FORM_FILE_MESSAGES.wrongType.imageOrPdf }]);

    // The PDF does not answer an image-only question; someone else's upload answers nothing.
    const call = await filler.call();
    expect((await rejection(call.forms.submit({ formId, versionId, answers: { photo: { fileId: birth.fileId, name: 'birth.pdf' } } }))).message).toBe(
      `Player photo: ${FORM_FILE_MESSAGES.notFound}`,
    );
    const other = await signedInUser(h);
    expect(
      (await rejection((await other.call()).forms.submit({ formId, versionId, answers: { photo: { fileId: photo.fileId, name: 'me.png' } } }))).message,
    ).toBe(`Player photo: ${FORM_FILE_MESSAGES.notFound}`);
    // A client cannot point an answer at an address of its choosing.
    expect(
      (
        await rejection(
          call.forms.submit({ formId, versionId, answers: { photo: { fileId: photo.fileId, name: 'me.png', url: 'https://evil.example/x.png' } } }),
        )
      ).code,
    ).toBe('BAD_REQUEST');

    const sent = await call.forms.submit({
      formId,
      versionId,
      answers: { photo: { fileId: photo.fileId, name: 'me.png' }, birth: { fileId: birth.fileId, name: 'birth.pdf' } },
    });
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
    await (
      await owner.call()
    ).forms.saveDraft({ formId: plainId, definition: { ...definition, fields: [{ id: 'name', type: 'shortText', label: 'Name', required: true }] } });
    await (await owner.call()).forms.setAccess({ formId: plainId, access: 'public' });
    await (await owner.call()).forms.publish({ formId: plainId });
    const none = await upload(plainId, await cookieOf(stranger.user.id), 'image/png', await png());
    expect([none.status, await none.json()]).toEqual([400, { error: FORM_FILE_MESSAGES.noFileField }]);
  });
});

describe('GET /forms/:formId/files/:fileId', () => {
  it('a file is read by its uploader and the form’s managers only, checked on every request: a manager removed from the team loses it at once', async () => {
    const owner = await signedInUser(h);
    const team = await (
      await owner.call()
    ).teams.create({
      name: 'Travel Team',
      gameType: 'Soccer',
      city: { name: 'Austin, TX', lat: 30.27, lng: -97.74 },
      description: '',
      ageGroup: 'Under 12',
      gender: 'Mixed',
      skillLevel: 'All levels',
      privacy: 'public',
    });
    const admin = await signedInUser(h);
    await (await owner.call()).teams.inviteMembers({ teamId: team.id, invites: [{ email: admin.user.email, role: 'admin' }] });
    await (await admin.call()).teams.respondToInvite({ teamId: team.id, accept: true });
    const { id: formId } = await (await owner.call()).forms.create({ title: definition.title, teamId: team.id });
    await (await owner.call()).forms.saveDraft({ formId, definition });
    await (await owner.call()).forms.setAccess({ formId, access: 'public' });
    await (await owner.call()).forms.publish({ formId });
    const { versionId } = (await (await owner.call()).forms.toFill({ formId })) as { versionId: string };

    const filler = await signedInUser(h);
    const fillerCookie = await cookieOf(filler.user.id);
    const photo = (await (await upload(formId, fillerCookie, 'image/png', await png(), 'me.png')).json()) as { fileId: string };
    const birth = (await (await upload(formId, fillerCookie, 'application/pdf', pdf, 'Birth “certificate”.pdf')).json()) as { fileId: string };
    const sent = await (
      await filler.call()
    ).forms.submit({ formId, versionId, answers: { photo: { fileId: photo.fileId, name: 'me.png' }, birth: { fileId: birth.fileId, name: 'birth.pdf' } } });
    const { answers } = await (await owner.call()).forms.submission({ formId, submissionId: sent.id });
    const url = (answers.birth as { url: string }).url;
    expect(url).toBe(`/forms/${formId}/files/${birth.fileId}`);

    const mine = await download(url, fillerCookie);
    expect(mine.status).toBe(200);
    expect(
      Object.fromEntries(['content-type', 'cache-control', 'x-content-type-options', 'content-disposition'].map((name) => [name, mine.headers.get(name)])),
    ).toEqual({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Birth ?certificate?.pdf"; filename*=UTF-8''Birth%20%E2%80%9Ccertificate%E2%80%9D.pdf`,
    });
    expect(Buffer.from(await mine.arrayBuffer())).toEqual(pdf);
    // The photo was re-encoded: it downloads as what it is.
    const photoAnswer = await download(`/forms/${formId}/files/${photo.fileId}`, fillerCookie);
    expect([photoAnswer.status, photoAnswer.headers.get('content-type'), photoAnswer.headers.get('content-disposition')]).toEqual([
      200,
      'image/webp',
      'attachment; filename=me.webp',
    ]);

    expect((await download(url, await cookieOf(owner.user.id))).status).toBe(200);
    const adminCookie = await cookieOf(admin.user.id);
    expect((await download(url, adminCookie)).status).toBe(200);

    const signedOut = await download(url);
    expect([signedOut.status, await signedOut.json()]).toEqual([404, { error: 'Not found' }]);
    const stranger = await signedInUser(h);
    expect((await download(url, await cookieOf(stranger.user.id))).status).toBe(404);
    // Another form's address for the same file is no way in either.
    const other = await publishedForm('public');
    expect((await download(`/forms/${other.formId}/files/${birth.fileId}`, fillerCookie)).status).toBe(404);
    expect((await download(`/forms/${formId}/files/not-a-file`, fillerCookie)).status).toBe(404);

    await (await owner.call()).teams.removeMember({ teamId: team.id, userId: admin.user.id });
    expect((await download(url, adminCookie)).status).toBe(404);
  });

  it('with S3, form files go under private/ with no public caching and are read back through the API', async () => {
    const s3Env = testEnv({
      S3_BUCKET: 'rally-test',
      S3_ENDPOINT: S3_TEST_ENDPOINT,
      S3_ACCESS_KEY_ID: 'x',
      S3_SECRET_ACCESS_KEY: 'y',
      S3_PUBLIC_URL: 'https://cdn.test.example',
    });
    const s3 = await serveApp(
      { ...h.deps, privateFiles: createPrivateFiles(s3Env, projectRoot) },
      { google: null, storage: createStorage(s3Env, projectRoot) },
    );
    try {
      s3Requests.length = 0;
      const { formId } = await publishedForm('public');
      const filler = await signedInUser(h);
      const cookie = await cookieOf(filler.user.id);
      const sent = (await (await upload(formId, cookie, 'application/pdf', pdf, 'birth.pdf', s3.base)).json()) as { fileId: string; url: string };
      expect(sent.url).toMatch(FILE_ROUTE);
      const key = `private/${await storageKeyOf(sent.fileId)}`;
      expect(s3Requests).toEqual([expect.objectContaining({ method: 'PUT', bucket: 'rally-test', key, contentType: 'application/pdf', cacheControl: null })]);
      expect(s3Objects.get(`rally-test/${key}`)?.body).toEqual(pdf);

      const read = await download(sent.url, cookie, s3.base);
      expect([read.status, read.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
      expect(Buffer.from(await read.arrayBuffer())).toEqual(pdf);
      expect(s3Requests.at(-1)).toMatchObject({ method: 'GET', key });
      expect((await download(sent.url, null, s3.base)).status).toBe(404);
    } finally {
      await s3.close();
    }
  });
});

describe('form files uploaded before they were private (issue 29)', () => {
  beforeEach(() => {
    s3Requests.length = 0;
  });

  it('are no longer served from /uploads, and are read where they lie through the checked route, which their answers now name', async () => {
    const { owner, formId, versionId } = await publishedForm('public');
    const filler = await signedInUser(h);
    const legacyName = `${randomBytes(16).toString('hex')}.pdf`;
    const legacyPath = `/uploads/form-files/${formId}/${legacyName}`;
    mkdirSync(path.join(uploadsDir, 'form-files', formId), { recursive: true });
    writeFileSync(path.join(uploadsDir, 'form-files', formId, legacyName), pdf);
    const avatarPath = `/uploads/avatars/${filler.user.id}/${randomBytes(16).toString('hex')}.webp`;
    mkdirSync(path.dirname(path.join(uploadsDir, avatarPath.slice('/uploads/'.length))), { recursive: true });
    writeFileSync(
      path.join(uploadsDir, avatarPath.slice('/uploads/'.length)),
      await sharp(await png())
        .webp()
        .toBuffer(),
    );

    // The rows as they were before the migrations: the file's public address, copied into the answer.
    await formFileSubmissions.down(h.db);
    await privateFormFiles.down(h.db);
    const legacy = (
      await sql<{
        id: string;
      }>`insert into form_files (form_id, user_id, url, name, content_type, bytes) values (${formId}, ${filler.user.id}, ${legacyPath}, 'birth.pdf', 'application/pdf', ${pdf.length}) returning id`.execute(
        h.db,
      )
    ).rows[0]!;
    const onS3 = (
      await sql<{
        id: string;
      }>`insert into form_files (form_id, user_id, url, name, content_type, bytes) values (${formId}, ${filler.user.id}, ${`https://cdn.test.example/form-files/${formId}/${legacyName}`}, 'old.pdf', 'application/pdf', ${pdf.length}) returning id`.execute(
        h.db,
      )
    ).rows[0]!;
    const submission = await h.db
      .insertInto('formSubmissions')
      .values({
        formId,
        versionId,
        userId: filler.user.id,
        participantName: 'Filler',
        status: 'submitted',
        answers: JSON.stringify({
          photo: { fileId: legacy.id, name: 'birth.pdf', url: legacyPath, contentType: 'application/pdf' },
          note: { url: 'https://example.com/kept' },
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await privateFormFiles.up(h.db);
    await formFileSubmissions.up(h.db);

    const route = `/forms/${formId}/files/${legacy.id}`;
    const { answers } = await (await owner.call()).forms.submission({ formId, submissionId: submission.id });
    expect(answers).toEqual({
      photo: { fileId: legacy.id, name: 'birth.pdf', url: route, contentType: 'application/pdf' },
      note: { url: 'https://example.com/kept' },
    });
    // Each learns where its bytes lie, and the submission whose answers name it (none for the other).
    const rows = await h.db
      .selectFrom('formFiles')
      .select(['id', 'url', 'storageKey', 'legacyPublic', 'submissionId'])
      .where('id', 'in', [legacy.id, onS3.id])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { id: legacy.id, url: route, storageKey: `form-files/${formId}/${legacyName}`, legacyPublic: true, submissionId: submission.id },
      { id: onS3.id, url: `/forms/${formId}/files/${onS3.id}`, storageKey: `form-files/${formId}/${legacyName}`, legacyPublic: true, submissionId: null },
    ]);

    // The static folder refuses them however the path is spelled; other uploads stay public.
    for (const spelling of [
      legacyPath,
      `/uploads/form%2Dfiles/${formId}/${legacyName}`,
      `/uploads//form-files/${formId}/${legacyName}`,
      `/uploads/avatars/..%2Fform-files/${formId}/${legacyName}`,
      `/uploads/%E0%A4%A`,
    ]) {
      const refused = await download(spelling);
      expect([spelling, refused.status]).toEqual([spelling, 404]);
    }
    const avatar = await download(avatarPath);
    expect([avatar.status, avatar.headers.get('content-type'), avatar.headers.get('cache-control')]).toEqual([
      200,
      'image/webp',
      'public, max-age=31536000, immutable',
    ]);

    const mine = await download(route, await cookieOf(filler.user.id));
    expect([mine.status, mine.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    expect(Buffer.from(await mine.arrayBuffer())).toEqual(pdf);
    expect((await download(route, await cookieOf(owner.user.id))).status).toBe(200);
    expect((await download(route, await cookieOf((await signedInUser(h)).user.id))).status).toBe(404);
    expect((await download(route)).status).toBe(404);
  });
});
