import { manilaParts } from '#shared/manila-time.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A Manila wall-clock time from a datetime-local field ('2026-12-01T09:30') as an ISO instant, or null. */
export function manilaInputToIso(value: string): string | null {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const at = new Date(`${value}:00+08:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An instant as a datetime-local field's value in Manila time. */
export function isoToManilaInput(iso: string): string {
  const { year, month, day, hour, minute } = manilaParts(new Date(iso));
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/** The news types, as the console names them (0 general, 1 guides, 2 events). */
export const NEWS_TYPE_LABELS = ['General', 'Guides', 'Events'] as const;
