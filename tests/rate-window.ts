/**
 * Rate limits count in fixed windows (server/auth/rate-limit.ts). A test that fills a limit and
 * expects the next request refused fails if a window boundary falls between the two, because the
 * count starts again. Calling this first waits, when the current window is about to end, for the
 * next one to begin, so the whole burst lands in one window.
 */
export async function startWellInsideWindow(windowSeconds: number, burstMs = 10_000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  // 250 ms past the edge: the database clock, which starts the window, is the machine's clock too.
  if (left < burstMs) await new Promise((resolve) => setTimeout(resolve, left + 250));
}
