/**
 * Runs `stop` once on the first SIGINT or SIGTERM (a second signal while stopping is ignored), then
 * exits: 0 when it resolved, 1 with the error printed when it failed.
 */
export function stopOnSignals(stop: () => Promise<unknown>, announce?: string): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      if (announce) console.log(announce);
      stop()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error(error);
          process.exit(1);
        });
    });
  }
}
