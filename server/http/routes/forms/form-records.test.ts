import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../auth/session.ts';
import { signedRecordPdf } from '../../../domains/forms/signed-record.ts';
import { createHarness, type Harness } from '../../../../tests/harness.ts';
import { serveApp } from '../../../../tests/http-server.ts';
import { signedInUser } from '../../../../tests/sign-in.ts';
import { rejection } from '../../../../tests/expect-rejection.ts';
import { craftedPng, pngDataUrl } from '../../../../tests/crafted-png.ts';
import { SESSION } from '../../../../shared/common/constants.ts';
import { FORM_SIGNATURE_MESSAGES } from '../../../../shared/forms/messages.ts';
import type { FormDefinition } from '../../../../shared/forms/definition.ts';

let h: Harness;
let server: Awaited<ReturnType<typeof serveApp>>;
beforeAll(async () => {
  h = await createHarness();
  server = await serveApp(h.deps, { google: null });
});
afterAll(async () => {
  await server?.close();
  await h?.close();
});

const definition: FormDefinition = {
  title: 'Junior camp waiver',
  description: '',
  fields: [
    { id: 'participant', type: 'participant', label: 'Who is coming?', required: true },
    {
      id: 'waiver',
      type: 'waiver',
      label: 'Liability waiver',
      required: true,
      text: 'I accept the risks of junior soccer camp.',
      agreement: 'I agree to the waiver',
    },
    { id: 'sign', type: 'signature', label: 'Signature', required: true },
  ],
  pricing: null,
};

const signaturePng = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

/** Every text a PDF's pages draw, decoded from pdf-lib's hex strings. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const chunks: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref as never);
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw = Buffer.from(stream.contents);
      const body = filter ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
      for (const match of body.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) chunks.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
    }
  }
  return chunks.join('\n');
}

const cookieOf = async (userId: string) => `${SESSION.cookieName}=${(await createSession(h.db, userId)).token}`;

describe('GET /forms/:formId/submissions/:submissionId/signed.pdf', () => {
  it('a parent signs for a child; the parent and the organiser download the same record; a stranger and a guest cannot', async () => {
    const owner = await signedInUser(h, { displayName: 'Olive Organiser' });
    const parent = await signedInUser(h, { displayName: 'Pat Parent' });
    const stranger = await signedInUser(h);
    const { id: formId } = await (await owner.call()).forms.create({ title: definition.title, teamId: null });
    await (await owner.call()).forms.saveDraft({ formId, definition });
    await (await owner.call()).forms.publish({ formId });
    const child = await h.db
      .insertInto('familyMembers')
      .values({ createdBy: parent.user.id, firstName: 'Kit', lastName: 'Parent', age: 10, phoneNumber: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fill = (await (await parent.call()).forms.toFill({ formId })) as { versionId: string };
    const sent = await (
      await parent.call()
    ).forms.submit({
      formId,
      versionId: fill.versionId,
      answers: { participant: { kind: 'family', familyMemberId: child.id }, waiver: { agreed: true, signerName: 'Pat Parent' }, sign: await signaturePng() },
    });
    const url = `${server.base}/forms/${formId}/submissions/${sent.id}/signed.pdf`;

    const mine = await fetch(url, { headers: { cookie: await cookieOf(parent.user.id) } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('content-disposition')).toBe('attachment; filename="signed-record-kit-parent.pdf"');
    const text = await pdfText(new Uint8Array(await mine.arrayBuffer()));
    expect(text).toContain('I accept the risks of junior soccer camp.');
    expect(text).toContain('[x] I agree to the waiver');
    expect(text).toContain('Typed name: Pat Parent');
    expect(text).toContain(`on behalf of Kit Parent`);
    expect(text).toContain('Browser: vitest');

    const organisers = await fetch(url, { headers: { cookie: await cookieOf(owner.user.id) } });
    expect(organisers.status).toBe(200);
    expect(await pdfText(new Uint8Array(await organisers.arrayBuffer()))).toBe(text);

    expect((await fetch(url, { headers: { cookie: await cookieOf(stranger.user.id) } })).status).toBe(404);
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(`${server.base}/forms/not-a-form/submissions/${sent.id}/signed.pdf`)).status).toBe(404);
  });

  it('a long waiver flows onto more pages, and characters the PDF font lacks do not break it', async () => {
    const long: FormDefinition = {
      ...definition,
      fields: [{ ...definition.fields[1]!, text: `${'Ünïcödé 名前 Привет. '.repeat(600)}${'x'.repeat(5000)}` } as FormDefinition['fields'][number]],
    };
    const bytes = await signedRecordPdf({
      submissionId: 'test',
      formTitle: 'Long waiver',
      version: 2,
      definition: long,
      answers: { waiver: { agreed: true, signerName: 'Zoë 李' } },
      participantName: 'Zoë 李',
      signedByName: 'Zoë 李',
      signedByEmail: 'zoe@example.com',
      onBehalfOfFamily: false,
      signedAt: new Date('2026-11-23T10:00:00Z'),
      ip: null,
      userAgent: null,
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(3);
    const text = await pdfText(bytes);
    expect(text).toContain('Typed name: Zoë ?');
    expect(text).toContain('Ünïcödé ?? ??????.');
  });
});

/** A published waiver with a signature, its owner and someone who fills it. */
async function signatureForm() {
  const owner = await signedInUser(h, { displayName: 'Olive Organiser' });
  const signer = await signedInUser(h, { displayName: 'Sid Signer' });
  const { id: formId } = await (await owner.call()).forms.create({ title: definition.title, teamId: null });
  await (await owner.call()).forms.saveDraft({ formId, definition });
  await (await owner.call()).forms.publish({ formId });
  const { versionId } = (await (await signer.call()).forms.toFill({ formId })) as { versionId: string };
  const answers = (sign: string) => ({ participant: { kind: 'self' }, waiver: { agreed: true, signerName: 'Sid Signer' }, sign });
  return { owner, signer, formId, versionId, answers };
}

/** About 110 characters each: a header that claims a huge canvas, and bytes that are no image at all. */
const HOSTILE_SIGNATURES = [
  { name: '8000 x 8000 header', dataUrl: pngDataUrl(craftedPng(8000, 8000)), message: FORM_SIGNATURE_MESSAGES.tooLarge },
  { name: '16M x 16M header', dataUrl: pngDataUrl(craftedPng(16_000_000, 16_000_000)), message: FORM_SIGNATURE_MESSAGES.tooLarge },
  { name: 'not a PNG', dataUrl: 'data:image/png;base64,AAAA', message: FORM_SIGNATURE_MESSAGES.unreadable },
  { name: 'a small header over no pixels', dataUrl: pngDataUrl(craftedPng(300, 100)), message: FORM_SIGNATURE_MESSAGES.unreadable },
] as const;

describe('a drawn signature (issue 29)', () => {
  it('is refused when its PNG header claims a huge canvas or its bytes are not a PNG, before anything is stored', async () => {
    const { signer, formId, versionId, answers } = await signatureForm();
    for (const hostile of HOSTILE_SIGNATURES) {
      const refused = await rejection((await signer.call()).forms.submit({ formId, versionId, answers: answers(hostile.dataUrl) }));
      expect([hostile.name, refused.code, refused.message]).toEqual([hostile.name, 'BAD_REQUEST', `Signature: ${hostile.message}`]);
    }
    const stored = await h.db.selectFrom('formSubmissions').select('id').where('formId', '=', formId).execute();
    expect(stored).toEqual([]);
  });

  it('is kept re-encoded, no larger than the record needs', async () => {
    const { owner, signer, formId, versionId, answers } = await signatureForm();
    // A wide hi-dpi pad (1200 CSS pixels at a ratio of 2), with text metadata the re-encode drops.
    const drawn = await sharp({ create: { width: 2400, height: 320, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 1600, height: 12, channels: 4, background: { r: 26, g: 32, b: 44, alpha: 1 } } }, top: 150, left: 400 }])
      .png()
      .withMetadata({ exif: { IFD0: { ImageDescription: 'drawn on a phone' } } })
      .toBuffer();
    const sent = await (await signer.call()).forms.submit({ formId, versionId, answers: answers(pngDataUrl(drawn)) });
    const seen = await (await owner.call()).forms.submission({ formId, submissionId: sent.id });
    const kept = seen.answers.sign as string;
    expect(kept).toMatch(/^data:image\/png;base64,/);
    expect(kept).not.toBe(pngDataUrl(drawn));
    const meta = await sharp(Buffer.from(kept.slice('data:image/png;base64,'.length), 'base64')).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['png', 1200, 160, undefined]);

    const record = await fetch(`${server.base}/forms/${formId}/submissions/${sent.id}/signed.pdf`, { headers: { cookie: await cookieOf(signer.user.id) } });
    expect(record.status).toBe(200);
    expect(await pdfText(new Uint8Array(await record.arrayBuffer()))).not.toContain(FORM_SIGNATURE_MESSAGES.notShown);
  });

  it('already stored as a hostile image (an older row) still gives a record, which says it could not be shown', async () => {
    const { signer, formId, versionId, answers } = await signatureForm();
    const cookie = await cookieOf(signer.user.id);
    for (const hostile of HOSTILE_SIGNATURES) {
      const row = await h.db
        .insertInto('formSubmissions')
        .values({
          formId,
          versionId,
          userId: signer.user.id,
          participantName: 'Sid Signer',
          answers: JSON.stringify(answers(hostile.dataUrl)),
          status: 'submitted',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const record = await fetch(`${server.base}/forms/${formId}/submissions/${row.id}/signed.pdf`, { headers: { cookie } });
      expect([hostile.name, record.status, record.headers.get('content-type')]).toEqual([hostile.name, 200, 'application/pdf']);
      const bytes = new Uint8Array(await record.arrayBuffer());
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
      const text = await pdfText(bytes);
      expect(text).toContain(FORM_SIGNATURE_MESSAGES.notShown);
      expect(text).toContain('Typed name: Sid Signer');
    }
  });
});
