import { describe, expect, it } from 'vitest';
import { createGate, createLanes } from './gate.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createGate', () => {
  it('runs at most `running` tasks, queues `waiting` more and refuses the rest with 503', async () => {
    const gate = createGate(2, 1);
    const started: number[] = [];
    const holds = [deferred(), deferred(), deferred()];
    const runs = holds.map((hold, i) =>
      gate.run(async () => {
        started.push(i);
        await hold.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([gate.active, gate.waiting]).toEqual([2, 1]);
    await expect(gate.run(async () => 9)).rejects.toMatchObject({
      statusCode: 503,
      headers: { 'Retry-After': '5' },
    });

    holds[0]?.resolve();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect([gate.active, gate.waiting]).toEqual([2, 0]);
    holds[1]?.resolve();
    holds[2]?.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(gate.active).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const gate = createGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.active).toBe(0);
  });
});

describe('createLanes', () => {
  it('refuses a player past a full players lane while a staff upload still runs at once', async () => {
    const lanes = createLanes({ player: { running: 1, waiting: 1 }, staff: { running: 1, waiting: 0 } });
    const hold = deferred();
    const players = [lanes.player.run(() => hold.promise), lanes.player.run(() => hold.promise)];
    await expect(lanes.player.run(async () => 'third')).rejects.toMatchObject({ statusCode: 503 });
    expect(await lanes.staff.run(async () => 'banner')).toBe('banner');
    expect([lanes.player.active, lanes.player.waiting]).toEqual([1, 1]);
    hold.resolve();
    await Promise.all(players);
    expect([lanes.player.active, lanes.staff.active]).toEqual([0, 0]);
  });
});
