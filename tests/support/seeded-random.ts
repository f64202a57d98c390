import { randomInt } from 'node:crypto';

/**
 * Random numbers a failing run can replay: the seed comes from TEST_SEED when set, else is drawn fresh, and
 * is printed either way (`TEST_SEED=<seed>` repeats the same sequence). mulberry32: small, fast and good
 * enough to spread test timings; not for anything secret.
 */
export function seededRandom(label: string): () => number {
  const given = process.env.TEST_SEED;
  const seed = given ? Number.parseInt(given, 10) >>> 0 : randomInt(2 ** 32 - 1);
  console.info(`${label}: random seed ${seed} (TEST_SEED=${seed} repeats it)`);
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
