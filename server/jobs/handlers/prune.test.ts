import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFormFile } from '../../domains/forms/form-files.ts';
import { resolvePrivateUploadsDir } from '../../storage/private-storage.ts';
import { resolveUploadsDir } from '../../storage/storage.ts';
import { projectRoot } from '../../project-root.ts';
import { pruneExpired } from './prune.ts';
import { createHarness, type Harness } from '../../../tests/harness.ts';
import { signedInUser } from '../../../tests/sign-in.ts';
import type { FormDefinition } from '../../../shared/forms/definition.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const definition: FormDefinition = {
  title: 'Tryouts',
  description: '',
  fields: [{ id: 'birth', type: 'file', label: 'Birth certificate', required: true, accept: 'pdf' }],
  pricing: null,
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const TWO_DAYS_AGO = () => new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);

describe('maintenance.prune: form files never attached to a submission', () => {
  it('removes an unattached file a day old (its bytes, then its row), keeps attached and recent ones, and may run twice', async () => {
    const owner = await signedInUser(h);
    const { id: formId } = await (await owner.call()).forms.create({ title: definition.title, teamId: null });
    await (await owner.call()).forms.saveDraft({ formId, definition });
    await (await owner.call()).forms.setAccess({ formId, access: 'public' });
    await (await owner.call()).forms.publish({ formId });
    const { versionId } = (await (await owner.call()).forms.toFill({ formId })) as { versionId: string };
    const filler = await signedInUser(h);
    const store = () => storeFormFile(h.deps, { formId, userId: filler.user.id, name: 'birth.pdf', contentType: 'application/pdf', body: pdf });
    const privateDir = resolvePrivateUploadsDir(h.deps.env, projectRoot);
    const bytesOf = async (fileId: string) => {
      const row = await h.db.selectFrom('formFiles').select(['storageKey', 'legacyPublic']).where('id', '=', fileId).executeTakeFirstOrThrow();
      return path.join(row.legacyPublic ? resolveUploadsDir(h.deps.env, projectRoot) : privateDir, row.storageKey);
    };

    const attached = await store();
    const sent = await (await filler.call()).forms.submit({ formId, versionId, answers: { birth: { fileId: attached.fileId, name: 'birth.pdf' } } });
    const orphan = await store();
    const recent = await store();
    const gone = await store();
    // One from before files were private, still in the public uploads folder.
    const legacyKey = `form-files/${formId}/0123456789abcdef0123456789abcdef.pdf`;
    const legacyFile = path.join(resolveUploadsDir(h.deps.env, projectRoot), legacyKey);
    mkdirSync(path.dirname(legacyFile), { recursive: true });
    writeFileSync(legacyFile, pdf);
    const legacy = await h.db
      .insertInto('formFiles')
      .values({
        formId,
        userId: filler.user.id,
        url: '/forms/legacy',
        storageKey: legacyKey,
        legacyPublic: true,
        name: 'old.pdf',
        contentType: 'application/pdf',
        bytes: pdf.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const paths = {
      attached: await bytesOf(attached.fileId),
      orphan: await bytesOf(orphan.fileId),
      recent: await bytesOf(recent.fileId),
      gone: await bytesOf(gone.fileId),
      legacy: legacyFile,
    };
    await h.db
      .updateTable('formFiles')
      .set({ createdAt: TWO_DAYS_AGO() })
      .where('id', 'in', [attached.fileId, orphan.fileId, gone.fileId, legacy.id])
      .execute();
    // Bytes already removed by a run that stopped before deleting the row.
    await h.deps.privateFiles.store.remove(path.relative(privateDir, paths.gone));

    const attachedRow = await h.db.selectFrom('formFiles').select('submissionId').where('id', '=', attached.fileId).executeTakeFirstOrThrow();
    expect(attachedRow.submissionId).toBe(sent.id);

    const first = await pruneExpired(h.deps);
    expect(first.formFiles).toBe(3);
    const left = await h.db.selectFrom('formFiles').select('id').where('formId', '=', formId).execute();
    expect(left.map((row) => row.id).sort()).toEqual([attached.fileId, recent.fileId].sort());
    expect(Object.fromEntries(Object.entries(paths).map(([name, file]) => [name, existsSync(file)]))).toEqual({
      attached: true,
      orphan: false,
      recent: true,
      gone: false,
      legacy: false,
    });

    const second = await pruneExpired(h.deps);
    expect(second.formFiles).toBe(0);
    expect((await h.db.selectFrom('formFiles').select('id').where('formId', '=', formId).execute()).length).toBe(2);
  });
});
