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
