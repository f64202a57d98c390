import type { Db } from '../db/database.ts';
import { seedAccounts } from './accounts.ts';
import { seedBanners } from './banners.ts';
import { seedCharacters, seedDemoCharacters } from './characters.ts';
import { seedClubs } from './clubs.ts';
import { seedDownloads } from './downloads.ts';
import { seedMedia } from './media.ts';
import { seedNews } from './news.ts';
import type { SeedReport } from './seed-report.ts';
import { seedShop } from './shop.ts';
import { seedVoteSites } from './votes.ts';

/** Every domain's demo data, in dependency order. Each seeder is idempotent (safe to run twice). */
const seeders: ((db: Db, report: SeedReport) => Promise<void>)[] = [
  seedAccounts,
  seedBanners,
  seedNews,
  seedDownloads,
  seedCharacters,
  seedDemoCharacters,
  seedClubs,
  seedShop,
  seedMedia,
  seedVoteSites,
];

export async function seedDemoWorld(db: Db): Promise<SeedReport> {
  const report: SeedReport = { notes: [] };
  for (const seed of seeders) await seed(db, report);
  return report;
}

/** "auto" seeds a database that has no users yet, except in production where seeding must be asked for. */
export async function shouldSeed(db: Db, mode: 'auto' | 'always' | 'never', env: string): Promise<boolean> {
  if (mode === 'never') return false;
  if (mode === 'always') return true;
  if (env === 'production') return false;
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}
