import { describe, expect, it } from 'vitest';
import { JOIN_GATE_CONCURRENCY, throughJoinGate } from './join-gate.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the join gate', () => {
  it('runs joins to one event a few at a time, in arrival order, and goes on after a failure', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
      if (index === 3) throw new Error('refused');
      return index;
    };
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, index) => throughJoinGate('event-a', task(index))));
    expect(most).toBe(JOIN_GATE_CONCURRENCY);
    expect(started).toEqual(Array.from({ length: 12 }, (_, index) => index));
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(11);
  });

  it('does not hold back joins to other events', async () => {
    let running = 0;
    let most = 0;
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
    };
    await Promise.all(Array.from({ length: 6 }, (_, index) => throughJoinGate(`event-${index}`, task)));
    expect(most).toBe(6);
  });
});
