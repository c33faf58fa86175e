import { safeParse } from 'zod/mini';
import { formDefinition, type FormDefinition } from '../../../../shared/forms/definition.ts';

/**
 * A draft the server cannot take yet (a waiver with no text, a question with no choices) is kept
 * on this device, so a reload or a closed tab loses nothing: the builder opens it again, and it is
 * saved to the server as soon as it is complete.
 */
const keyFor = (formId: string) => `rally.form-draft.${formId}`;

interface Stored {
  definition: unknown;
  at: number;
}

/**
 * The unsaved draft kept for this form, if it is newer than the server's and only incomplete:
 * every problem is an empty or too-short value, which the builder shows and edits like any other.
 * Anything else (an older app's shape, a hand-edited copy) is dropped rather than opened.
 */
export function readLocalDraft(formId: string, serverSavedAt: Date): FormDefinition | null {
  try {
    const raw = window.localStorage.getItem(keyFor(formId));
    if (!raw || raw.length > 2_000_000) return null;
    const stored = JSON.parse(raw) as Stored;
    if (typeof stored?.at !== 'number' || stored.at <= serverSavedAt.getTime()) return dropLocalDraft(formId);
    const check = safeParse(formDefinition, stored.definition);
    const onlyIncomplete = !check.success && check.error.issues.length > 0 && check.error.issues.every((issue) => issue.code === 'too_small');
    return onlyIncomplete ? (stored.definition as FormDefinition) : dropLocalDraft(formId);
  } catch {
    return dropLocalDraft(formId);
  }
}

export function keepLocalDraft(formId: string, definition: FormDefinition): void {
  try {
    window.localStorage.setItem(keyFor(formId), JSON.stringify({ definition, at: Date.now() } satisfies Stored));
  } catch {
    // Storage full or refused (private mode): the status line still says the draft is not saved.
  }
}

export function dropLocalDraft(formId: string): null {
  try {
    window.localStorage.removeItem(keyFor(formId));
  } catch {
    // Nothing to drop where storage is refused.
  }
  return null;
}
