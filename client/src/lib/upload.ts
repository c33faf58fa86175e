/**
 * The one client for the plain-HTTP upload routes (avatar, team logo, place photos, form files):
 * the file's bytes as the body, its type as the content type, and one reading of what a refusal
 * means, so every upload tells the person the same things in the same cases.
 */

/** What a kind of upload says when the server gives no words of its own. */
export interface UploadTexts {
  failed: string;
  tooLarge: string;
  wrongType: string;
}

export type UploadOutcome<T> = { ok: true; body: T } | { ok: false; message: string };

/** Why a chosen file cannot be sent, before anything is sent; null when it may be. */
export function fileProblem(file: Blob, accepted: readonly string[], maxBytes: number | null, texts: UploadTexts): string | null {
  if (!accepted.includes(file.type)) return texts.wrongType;
  if (maxBytes !== null && file.size > maxBytes) return texts.tooLarge;
  return null;
}

/**
 * Sends `file` (or nothing, for a DELETE) to `url` and reads the JSON answer. A refusal is shown
 * in the server's words when it sent some (a 4xx with `{ error }`); a 413 or 415 without them (a
 * proxy's page) gets `texts.tooLarge` or `texts.wrongType`; a server error, a lost connection or
 * an answer that is not ours gets `texts.failed`.
 */
export async function uploadFile<T>(
  url: string,
  texts: UploadTexts,
  { file, method = 'POST', signal }: { file?: Blob; method?: 'POST' | 'DELETE'; signal?: AbortSignal } = {},
): Promise<UploadOutcome<T>> {
  const failed = (message: string) => ({ ok: false as const, message });
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      ...(file ? { body: file, headers: { 'content-type': file.type } } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch {
    return failed(texts.failed);
  }
  if (response.status === 204) return { ok: true, body: undefined as T };
  const body = (await response.json().catch(() => null)) as (T & { error?: unknown }) | null;
  if (response.ok) return body ? { ok: true, body } : failed(texts.failed);
  const said = typeof body?.error === 'string' && body.error ? body.error : null;
  if (response.status >= 500) return failed(texts.failed);
  if (said) return failed(said);
  if (response.status === 413) return failed(texts.tooLarge);
  if (response.status === 415) return failed(texts.wrongType);
  return failed(texts.failed);
}
