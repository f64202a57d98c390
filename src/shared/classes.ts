// Plain constants only (no zod): the client imports these on its first paint.
/**
 * Character classes and their game codes (docs/product/content.md, Classes and schools). Every class has two codes (one per gender),
 * and a filter on a class matches both. Magician and shaper have guide panels but no ranking filter.
 */
export const CLASSES = [
  { key: 'brawler', name: 'Brawler', codes: [1, 64] },
  { key: 'swordsman', name: 'Swordsman', codes: [2, 128] },
  { key: 'archer', name: 'Archer', codes: [4, 256] },
  { key: 'shaman', name: 'Shaman', codes: [8, 512] },
  { key: 'extreme', name: 'Extreme', codes: [16, 32] },
  { key: 'gunner', name: 'Gunner', codes: [1024, 2048] },
  { key: 'assassin', name: 'Assassin', codes: [4096, 8192] },
] as const;

export type ClassKey = (typeof CLASSES)[number]['key'];
export const CLASS_KEYS = CLASSES.map((c) => c.key) as [ClassKey, ...ClassKey[]];

/** Both codes of a class, e.g. brawler -> [1, 64]. */
export function classCodes(key: ClassKey): readonly [number, number] {
  return CLASSES.find((c) => c.key === key)!.codes;
}

/** The class a game code belongs to, or null for an unknown code. */
export function classOfCode(code: number): (typeof CLASSES)[number] | null {
  return CLASSES.find((c) => (c.codes as readonly number[]).includes(code)) ?? null;
}

export function className(code: number): string {
  return classOfCode(code)?.name ?? 'Unknown';
}

export function isClassKey(value: unknown): value is ClassKey {
  return typeof value === 'string' && (CLASS_KEYS as readonly string[]).includes(value);
}
