/**
 * Opens a tRPC subscription over server-sent events as httpSubscriptionLink does (a GET with
 * Accept: text/event-stream) and reads its data messages one at a time.
 */
export async function openSubscription(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  return {
    response,
    /** The next message's data, superjson unwrapped; tRPC's own events (connected, ping) skipped. */
    async next<T = unknown>(): Promise<T> {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const lines = buffered.slice(0, end).split('\n');
          buffered = buffered.slice(end + 2);
          const data = lines.find((line) => line.startsWith('data: '));
          if (data && !lines.some((line) => line.startsWith('event: '))) return (JSON.parse(data.slice(6)) as { json: T }).json;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended; left over: ${buffered}`);
        buffered += value;
      }
    },
    close: () => controller.abort(),
  };
}

/**
 * How a subscription answers someone it refuses: an HTTP error before any stream, or an error
 * event inside one (which tRPC reports in its own shape). Returns the tRPC error code either way.
 */
export async function subscriptionRefusal(url: string, headers: Record<string, string> = {}): Promise<{ status: number; code: string; inStream: boolean }> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  try {
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const body = (await response.json()) as { error: { json: { data: { code: string } } } };
      return { status: response.status, code: body.error.json.data.code, inStream: false };
    }
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffered.slice(0, end).split('\n');
        buffered = buffered.slice(end + 2);
        const data = lines.find((line) => line.startsWith('data: '));
        if (lines.includes('event: serialized-error') && data) {
          const error = (JSON.parse(data.slice(6)) as { json: { data: { code: string } } }).json;
          return { status: response.status, code: error.data.code, inStream: true };
        }
        if (data && !lines.some((line) => line.startsWith('event: '))) throw new Error(`the subscription streamed data to someone it should refuse: ${data}`);
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended without an error; left over: ${buffered}`);
      buffered += value;
    }
  } finally {
    controller.abort();
  }
}
