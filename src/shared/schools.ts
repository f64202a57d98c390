// Plain constants only (no zod): the client imports these on its first paint.
/** The three schools (ChaSchool 0, 1, 2). */
export const SCHOOLS = [
  { id: 0, name: 'Sacred Gate' },
  { id: 1, name: 'Mystic Peak' },
  { id: 2, name: 'Phoenix' },
] as const;

export type SchoolId = 0 | 1 | 2;

export function schoolName(id: number): string {
  return SCHOOLS.find((s) => s.id === id)?.name ?? 'Unknown';
}

export function isSchoolId(value: unknown): value is SchoolId {
  return value === 0 || value === 1 || value === 2;
}
