// Plain functions only (no zod): the console's forms use them.
import { MANILA_OFFSET_MS } from './manila-offset.ts';
import { manilaParts } from './manila-time.ts';

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input's value in Manila time: 'YYYY-MM-DDTHH:mm'. */
export function manilaInputValue(iso: string): string {
  const p = manilaParts(new Date(iso));
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** The instant a `datetime-local` value names when read as Manila time, as ISO 8601; null when malformed. */
export function instantFromManilaInput(local: string): string | null {
  const m = LOCAL_INPUT.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(utc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(utc - MANILA_OFFSET_MS).toISOString();
}
