/**
 * Work started a few pieces per turn of the event loop, so that a turn stays short and the loop gets back to the
 * network often.
 *
 * Node 20's libuv accepts one new connection per turn of the loop. When every ready connection's request ran to its end
 * inside the turn that read it, a busy turn grew with the connections (200 connections x 0.15 ms = 30 ms), and the
 * 200th connection of a burst waited 200 such turns to be accepted: 1.5 s on a cached read, 4-5 s with queries, while
 * p99 stayed near 40 ms (`npm run bench:reads` at 200 connections). A bare `node:http` server shows the same. Here a
 * request's work (and, on PGlite, a query, which runs on this thread) waits in one queue, in arrival order, and each
 * turn starts as many as the last turn's length allows (fewer when a turn ran past `TARGET_TURN_MS`, one more when it
 * did not), and none once the ones it started have run that long.
 */

/** A turn of the loop this long or shorter lets the next connection in soon enough. */
export const TARGET_TURN_MS = 4;
const MAX_PER_TURN = 256;

const tasks: Array<() => void> = [];
let head = 0;
let perTurn = 16;
let draining = false;
let lastTurnAt = 0;

function runSome() {
  const now = performance.now();
  // The time since the last drain is one whole turn: the work that drain started (its promises run right after
  // it), the timers, and the network.
  perTurn = now - lastTurnAt > TARGET_TURN_MS ? Math.max(1, perTurn >> 1) : Math.min(MAX_PER_TURN, perTurn + 1);
  lastTurnAt = now;
  const end = Math.min(tasks.length, head + perTurn);
  while (head < end) {
    const task = tasks[head]!;
    tasks[head++] = undefined as never;
    task();
    if (performance.now() - now > TARGET_TURN_MS) break;
  }
  if (head >= tasks.length) {
    tasks.length = 0;
    head = 0;
    draining = false;
  } else {
    if (head > 1024) {
      tasks.splice(0, head);
      head = 0;
    }
    setImmediate(runSome);
  }
}

/** Runs `task` in a coming turn of the loop, after the tasks queued before it. */
export function inALoopTurn(task: () => void) {
  tasks.push(task);
  if (draining) return;
  draining = true;
  lastTurnAt = performance.now();
  setImmediate(runSome);
}

/** Resolves in a coming turn of the loop, after the tasks queued before it. */
export const nextLoopTurn = () => new Promise<void>((resolve) => inALoopTurn(resolve));
