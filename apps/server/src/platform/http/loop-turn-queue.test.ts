import { describe, expect, it } from 'vitest';
import { inALoopTurn, nextLoopTurn, TARGET_TURN_MS } from './loop-turn-queue';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('loop turns', () => {
  it('runs the tasks in the order they were queued', async () => {
    const ran: number[] = [];
    for (let i = 0; i < 300; i++) inALoopTurn(() => ran.push(i));
    await nextLoopTurn();
    expect(ran).toEqual(Array.from({ length: 300 }, (_, i) => i));
  });

  it('lets timers and the network in between tasks that keep the loop busy', async () => {
    const order: string[] = [];
    for (let i = 0; i < 40; i++)
      inALoopTurn(() => {
        busyFor(TARGET_TURN_MS + 1);
        order.push(`task ${i}`);
      });
    setTimeout(() => order.push('timer'), 0);
    await nextLoopTurn();
    expect(order).toHaveLength(41);
    // A task longer than a turn's aim ends the turn: the timer ran right after the first.
    expect(order.indexOf('timer')).toBeLessThan(3);
    expect(order.filter((entry) => entry !== 'timer')).toEqual(Array.from({ length: 40 }, (_, i) => `task ${i}`));
  });

  it('still runs a task queued by a task', async () => {
    const ran: string[] = [];
    inALoopTurn(() => inALoopTurn(() => ran.push('inner')));
    await nextLoopTurn();
    await nextLoopTurn();
    expect(ran).toEqual(['inner']);
  });
});
