import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileProblem, uploadFile } from './upload.ts';

const texts = { failed: 'failed', tooLarge: 'too large', wrongType: 'wrong type' };
const file = new Blob(['x'], { type: 'image/png' });
const answer = (status: number, body?: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(body ?? null, { status }))),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the upload client', () => {
  it('returns the JSON answer of an accepted upload, and nothing for a 204', async () => {
    answer(200, JSON.stringify({ photoUrl: '/uploads/a.webp' }));
    expect(await uploadFile('/uploads/avatar', texts, { file })).toEqual({ ok: true, body: { photoUrl: '/uploads/a.webp' } });
    answer(204);
    expect(await uploadFile('/places/p/photos/q', texts, { method: 'DELETE' })).toEqual({ ok: true, body: undefined });
  });

  it('shows a refusal in the server’s words, and its own words where a 413 or 415 has none', async () => {
    answer(400, JSON.stringify({ error: 'That file is not an image we can read.' }));
    expect(await uploadFile('/u', texts, { file })).toEqual({ ok: false, message: 'That file is not an image we can read.' });
    answer(413, '<html>Request Entity Too Large</html>');
    expect(await uploadFile('/u', texts, { file })).toEqual({ ok: false, message: 'too large' });
    answer(415);
    expect(await uploadFile('/u', texts, { file })).toEqual({ ok: false, message: 'wrong type' });
    answer(403, JSON.stringify({}));
    expect(await uploadFile('/u', texts, { file })).toEqual({ ok: false, message: 'failed' });
  });

  it('says it failed for a server error, a lost connection or an answer that is not ours', async () => {
    answer(502, JSON.stringify({ error: 'upstream stack trace' }));
    expect(await uploadFile('/u', texts, { file })).toEqual({ ok: false, message: 'failed' });
    answer(200, 'not json');
    expect(await uploadFile('/u', texts, { file })).toEqual({ ok: false, message: 'failed' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await uploadFile('/u', texts, { file })).toEqual({ ok: false, message: 'failed' });
  });

  it('refuses a file of the wrong type or size before sending it', () => {
    expect(fileProblem(file, ['image/jpeg'], null, texts)).toBe('wrong type');
    expect(fileProblem(file, ['image/png'], 0, texts)).toBe('too large');
    expect(fileProblem(file, ['image/png'], 10, texts)).toBeNull();
  });
});
