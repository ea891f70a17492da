import type { JobLogger } from './worker-loop';

/**
 * Runs in-process housekeeping (nothing that must happen exactly once: that is a job) first after
 * `firstAfterMs`, then every `everyMs`; a failure is logged and the next turn runs as planned. Timers are
 * unref'd so they never keep a process alive. Returns how to stop it.
 */
export function scheduleRepeating(
  what: string,
  task: () => Promise<unknown>,
  options: { firstAfterMs: number; everyMs: number; logger: JobLogger },
): () => void {
  const run = () =>
    void task().catch((error: unknown) =>
      options.logger.error({ error: error instanceof Error ? error.message : String(error) }, `${what} failed`),
    );
  const first = setTimeout(run, options.firstAfterMs);
  const timer = setInterval(run, options.everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
