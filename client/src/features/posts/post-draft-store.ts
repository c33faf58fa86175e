import { postDraftInput, type PostDraft } from '../../../../shared/posts/schemas.ts';

/**
 * A signed-out visitor's unfinished post, kept in this tab while they sign in, so the board brings
 * them back to it (issue 32). Read back through the same schema the server checks, so a tampered
 * or stale entry is dropped rather than shown; photos cannot be kept and are chosen again.
 */
const KEY = 'rally.post-draft';
const MAX_CHARS = 20_000;

export function keepPostDraft(draft: PostDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): signing in still works, the draft is just not kept.
  }
}

export function takePostDraft(): PostDraft | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!text || text.length > MAX_CHARS) return null;
    const parsed = postDraftInput.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The query a board page carries when it should reopen a kept draft. */
export const DRAFT_QUERY = 'draft';
