import type { Migration } from 'kysely/migration';
import * as foundation from './20261121_0900_foundation.ts';

/**
 * The ordered list of migrations. Listed explicitly (rather than read from the folder) so the same list
 * works under Node, Vitest and a bundler. Names sort by their timestamp prefix; add new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  '20261121_0900_foundation': foundation,
};
