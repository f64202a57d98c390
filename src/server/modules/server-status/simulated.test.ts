import { describe, expect, it } from 'vitest';
import { simulatedPlayers, slotStart } from './simulated.ts';

/** An instant given as a Manila wall-clock time. */
const manila = (date: string, time: string) => new Date(`${date}T${time}+08:00`);

describe('simulated players online', () => {
  it('are a function of the 5-minute slot: the same figure anywhere in it, on any instance', () => {
    const slot = manila('2026-06-17', '21:05:00');
    expect(slotStart(manila('2026-06-17', '21:09:59'))).toEqual(slot);
    expect(simulatedPlayers(manila('2026-06-17', '21:09:59'))).toBe(simulatedPlayers(slot));
    expect(simulatedPlayers(slot.getTime())).toBe(simulatedPlayers(new Date(slot)));
  });

  it('peak in the Manila evening and fall before dawn, whatever the server time zone', () => {
    // Wednesday 17 June 2026: the evening against the small hours and the afternoon.
    const evening = simulatedPlayers(manila('2026-06-17', '21:00:00'));
    expect(evening).toBeGreaterThan(simulatedPlayers(manila('2026-06-17', '05:00:00')) * 3);
    expect(evening).toBeGreaterThan(simulatedPlayers(manila('2026-06-17', '14:00:00')));
    const day = Array.from({ length: 288 }, (_, i) =>
      simulatedPlayers(manila('2026-06-17', '00:00:00').getTime() + i * 300_000),
    );
    const peakSlot = day.indexOf(Math.max(...day));
    // The day's highest slot is between 20:00 and 22:00 Manila.
    expect(peakSlot).toBeGreaterThanOrEqual(20 * 12);
    expect(peakSlot).toBeLessThan(22 * 12);
  });

  it('are higher at the weekend', () => {
    const weekday = simulatedPlayers(manila('2026-06-17', '21:00:00')); // Wednesday
    const saturday = simulatedPlayers(manila('2026-06-20', '21:00:00'));
    expect(saturday).toBeGreaterThan(weekday * 1.15);
  });

  it('move smoothly: no slot jumps by more than a tenth of the peak, midnight included', () => {
    const from = manila('2026-06-14', '00:00:00').getTime();
    let before = simulatedPlayers(from);
    for (let i = 1; i < 7 * 288; i++) {
      const now = simulatedPlayers(from + i * 300_000);
      expect(Math.abs(now - before), `slot ${i}`).toBeLessThan(60);
      expect(now).toBeGreaterThan(0);
      before = now;
    }
  });
});
