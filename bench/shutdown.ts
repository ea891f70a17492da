// Stopping what the benchmark started: child processes (SIGTERM, then SIGKILL after a grace
// period) and registered cleanups (temp folder, database), also on Ctrl-C.
import type { ChildProcess } from 'node:child_process';

const STOP_GRACE_MS = 20_000;

const liveChildren = new Set<ChildProcess>();
/** Registered cleanups, with their promise once started (so an interrupt can wait for them). */
const cleanups = new Map<() => Promise<void>, Promise<void> | undefined>();
let interrupted = false;

/** Whether SIGINT or SIGTERM was received: the run stops starting new work. */
export const isInterrupted = () => interrupted;

/** Remembers a child until it exits, so an interrupt can stop it. */
export function track(child: ChildProcess): ChildProcess {
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  return child;
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (hasExited(child)) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

export interface StopResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Whether SIGKILL was needed after the grace period. */
  killed: boolean;
  stopMs: number;
}

/** SIGTERM by pid, then SIGKILL if it has not exited after the grace period. */
export async function stopProcess(child: ChildProcess): Promise<StopResult> {
  const started = Date.now();
  const done = exited(child);
  let killed = false;
  let timer: NodeJS.Timeout | undefined;
  if (!hasExited(child) && child.pid !== undefined) {
    const pid = child.pid;
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(pid, name);
      } catch {
        // already gone
      }
    };
    signal('SIGTERM');
    timer = setTimeout(() => {
      killed = true;
      signal('SIGKILL');
    }, STOP_GRACE_MS);
  }
  const { code, signal } = await done;
  clearTimeout(timer);
  return { code, signal, killed, stopMs: Date.now() - started };
}

export function registerCleanup(cleanup: () => Promise<void>) {
  cleanups.set(cleanup, undefined);
}

/** Runs a registered cleanup once; whoever asks while it runs (the run or an interrupt) waits for it. */
export function runCleanup(cleanup: () => Promise<void>): Promise<void> {
  if (!cleanups.has(cleanup)) return Promise.resolve();
  let running = cleanups.get(cleanup);
  if (!running) {
    running = cleanup()
      .catch((error: unknown) => {
        console.error('cleanup failed:', error instanceof Error ? error.message : error);
      })
      .finally(() => cleanups.delete(cleanup));
    cleanups.set(cleanup, running);
  }
  return running;
}

/** On SIGINT/SIGTERM: stops every live child, runs the pending cleanups (newest first), exits 130. */
export function stopOnInterrupt() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: stopping the server and cleaning up`);
      void (async () => {
        await Promise.all([...liveChildren].map((child) => stopProcess(child)));
        for (const cleanup of [...cleanups.keys()].reverse()) await runCleanup(cleanup);
        process.exit(130);
      })();
    });
  }
}
