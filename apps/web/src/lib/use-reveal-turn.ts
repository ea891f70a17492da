import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a part may hold its turn (its chunk still loading): the next one goes ahead then. */
const LONGEST_TURN_MS = 1_500;

const waiting: (() => void)[] = [];
let busy = false;

function nextTurn() {
  if (busy) return;
  const start = waiting.shift();
  if (!start) return;
  busy = true;
  start();
}

function endTurn() {
  busy = false;
  // A task of its own: the part just revealed and the next one's render are never one long task.
  setTimeout(nextTurn, 0);
}

/**
 * Lazily loaded parts of a page (the home page's sections' forms) are revealed one at a time, in the order they ask,
 * each in a task of its own: revealed together, React commits them at once, one task of 150-240 ms on a slow phone
 * that holds off the person's first taps (issue 14, total blocking time). Returns whether this part's turn has come,
 * and what to call once it is shown. `ready` false: the part keeps its loading state and does not ask yet.
 */
export function useRevealTurn(ready: boolean): [turn: boolean, revealed: () => void] {
  const [turn, setTurn] = useState(false);
  const finish = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let state: 'waiting' | 'holding' | 'done' = 'waiting';
    const done = () => {
      if (state !== 'holding') return;
      state = 'done';
      clearTimeout(timer);
      endTurn();
    };
    const start = () => {
      state = 'holding';
      timer = setTimeout(done, LONGEST_TURN_MS);
      setTurn(true);
    };
    finish.current = done;
    waiting.push(start);
    nextTurn();
    return () => {
      if (state === 'waiting') waiting.splice(waiting.indexOf(start), 1);
      done();
    };
  }, [ready]);

  const revealed = useCallback(() => finish.current?.(), []);
  return [turn, revealed];
}
