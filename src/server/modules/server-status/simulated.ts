import { manilaParts } from '#shared/manila-time.ts';

/**
 * Made-up players online for a site with no game to count (the bridge off, or the demo's stand-in, where
 * nobody plays): a deterministic function of time, so every instance, every page and the console's history
 * agree, and a test can name the figure of any moment (docs/product/server-status.md). Shaped like a Ran
 * server in the Philippines: quiet before dawn, a lunch bump, the peak at 21:00 Manila time, more at the
 * weekend; a small wobble per 5-minute slot so the line looks alive.
 */

/** The 5-minute slot: samples are kept per slot, and a simulated figure holds for its whole slot. */
export const SLOT_MS = 5 * 60_000;

/** Activity per Manila hour, 0 to 23 (1 = the evening peak); the figure moves in a straight line between. */
const HOURLY = [
  0.42, 0.33, 0.25, 0.19, 0.15, 0.14, 0.16, 0.22, 0.3, 0.36, 0.41, 0.46, 0.55, 0.55, 0.5, 0.5, 0.55, 0.62,
  0.72, 0.84, 0.95, 1, 0.9, 0.62,
];
/** Per Manila weekday, Sunday first: Saturday and Sunday are the busy days. */
const WEEKLY = [1.15, 0.92, 0.9, 0.9, 0.93, 1.02, 1.2];
const FLOOR = 40;
const PEAK = 480;
/** The wobble: up to 4% either way. */
const WOBBLE = 0.08;

/** A number in [0, 1) that depends only on `n` (an integer hash, so no state and no Math.random). */
function unitHash(n: number): number {
  let x = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  x ^= x >>> 16;
  return (x >>> 0) / 2 ** 32;
}

const at = (list: readonly number[], i: number) => list[((i % list.length) + list.length) % list.length] ?? 0;

/** The start of the 5-minute slot holding `time`. */
export function slotStart(time: Date | number): Date {
  const ms = new Date(time).getTime();
  return new Date(ms - (((ms % SLOT_MS) + SLOT_MS) % SLOT_MS));
}

export function simulatedPlayers(time: Date | number): number {
  const slot = slotStart(time);
  const { hour, minute, weekday } = manilaParts(slot);
  const hours = hour + minute / 60;
  const daily = at(HOURLY, hour) + (at(HOURLY, hour + 1) - at(HOURLY, hour)) * (hours - hour);
  // The weekday's weight slides towards the next day's over the day, so midnight is no step.
  const weekly = at(WEEKLY, weekday) + (at(WEEKLY, weekday + 1) - at(WEEKLY, weekday)) * (hours / 24);
  const wobble = 1 + (unitHash(slot.getTime() / SLOT_MS) - 0.5) * WOBBLE;
  return Math.round(FLOOR + PEAK * daily * weekly * wobble);
}
