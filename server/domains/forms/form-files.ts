import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import type { PrivateFiles } from '../../storage/private-storage.ts';
import { FORM_FILE_MESSAGES } from '../../../shared/forms/messages.ts';
import { requireFormManager } from './form-access.ts';

export type FormFileType = 'image/webp' | 'application/pdf';

/** How long an upload may wait for the submission it was made for: a form filled over a long evening still finds its files. */
export const UNATTACHED_FILE_TTL_MS = 24 * 60 * 60 * 1000;
/** Files looked at in one hourly run; more are left to the next. */
const PRUNE_BATCH = 500;

const EXTENSIONS: Record<FormFileType, string> = { 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** The one address of a form file: a route that checks who asks on every request (http/routes/forms/form-files.ts). Answers store it. */
export const formFileUrl = (formId: string, fileId: string) => `/forms/${formId}/files/${fileId}`;

/** The storage a file row points at: private storage, or where a file from before issue 29 still lies. */
const storageOf = (files: PrivateFiles, row: { legacyPublic: boolean }) => (row.legacyPublic ? files.legacy : files.store);

/**
 * Keeps an uploaded form file in private storage. The row is written first, so bytes are never
 * stored without a row that the orphan clean-up would find; a failed write removes the row again.
 */
export async function storeFormFile(
  deps: Deps<'db' | 'privateFiles'>,
  input: { formId: string; userId: string; name: string; contentType: FormFileType; body: Buffer },
): Promise<{ fileId: string; url: string }> {
  const id = randomUUID();
  const storageKey = `form-files/${input.formId}/${id}.${EXTENSIONS[input.contentType]}`;
  const url = formFileUrl(input.formId, id);
  await deps.db
    .insertInto('formFiles')
    .values({ id, formId: input.formId, userId: input.userId, url, storageKey, name: input.name, contentType: input.contentType, bytes: input.body.length })
    .execute();
  try {
    await deps.privateFiles.store.put(storageKey, input.body, input.contentType);
  } catch (err) {
    // A row left behind by a failed delete is unattached, so the orphan clean-up removes it.
    await deps.db
      .deleteFrom('formFiles')
      .where('id', '=', id)
      .execute()
      .catch(() => {});
    throw err;
  }
  return { fileId: id, url };
}

/**
 * A form file for whoever may see it: the person who uploaded it (who is the one whose
 * submission it is attached to), and the form's managers as they are now, asked on every
 * request, so a manager who leaves the team loses access at once. Anyone else is told it does not exist.
 */
export async function readFormFile(
  deps: Deps<'db' | 'privateFiles'>,
  viewerId: string,
  formId: string,
  fileId: string,
): Promise<{ name: string; contentType: FormFileType; body: Buffer }> {
  const file = await deps.db
    .selectFrom('formFiles')
    .select(['userId', 'name', 'contentType', 'storageKey', 'legacyPublic'])
    .where('id', '=', fileId)
    .where('formId', '=', formId)
    .executeTakeFirst();
  if (!file) throw new AppError('NOT_FOUND', FORM_FILE_MESSAGES.missing);
  if (file.userId !== viewerId) await requireFormManager(deps.db, formId, viewerId);
  const stored = await storageOf(deps.privateFiles, file).get(file.storageKey);
  if (!stored) throw new AppError('NOT_FOUND', FORM_FILE_MESSAGES.missing);
  return { name: file.name, contentType: file.contentType as FormFileType, body: stored.body };
}

/** The name a download is saved under: the uploaded name, with the extension of what is stored (an uploaded photo is kept as WebP). */
export function downloadName(name: string, contentType: FormFileType): string {
  const extension = EXTENSIONS[contentType];
  const stem = name.replace(/\.(jpe?g|png|webp|pdf)$/i, '');
  return `${stem || 'file'}.${extension}`;
}

/**
 * Removes uploads never attached to a submission (UNATTACHED_FILE_TTL_MS after upload): the bytes
 * first, then the row, each file in its own transaction holding the row, so a submission attaching
 * it at that moment waits and is refused, and a run cut short leaves a row the next run finishes
 * (bytes already gone are fine). A file whose bytes cannot be removed now is logged and kept for
 * the next run, without holding up the others. Returns how many were removed.
 */
export async function pruneOrphanFormFiles(deps: Deps<'db' | 'privateFiles' | 'clock' | 'log'>): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - UNATTACHED_FILE_TTL_MS);
  const candidates = await deps.db
    .selectFrom('formFiles')
    .select('id')
    .where('submissionId', 'is', null)
    .where('createdAt', '<', cutoff)
    .orderBy('createdAt')
    .limit(PRUNE_BATCH)
    .execute();
  let removed = 0;
  for (const { id } of candidates) {
    try {
      const done = await deps.db.transaction().execute(async (trx) => {
        const file = await trx
          .selectFrom('formFiles')
          .select(['storageKey', 'legacyPublic'])
          .where('id', '=', id)
          .where('submissionId', 'is', null)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!file) return false;
        await storageOf(deps.privateFiles, file).remove(file.storageKey);
        await trx.deleteFrom('formFiles').where('id', '=', id).execute();
        return true;
      });
      if (done) removed += 1;
    } catch (err) {
      deps.log.warn({ err, fileId: id }, 'could not remove an unattached form file');
    }
  }
  return removed;
}
