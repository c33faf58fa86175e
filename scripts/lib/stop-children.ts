import type { ChildProcess } from 'node:child_process';

/** Sends each child process SIGTERM and waits for it to exit (also those still starting, or already gone). */
export function stopChildren(children: readonly ChildProcess[]): Promise<void> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  ).then(() => {});
}
