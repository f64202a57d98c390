import type { Db } from '../db/database.ts';
import type { SeedReport } from './seed-report.ts';

const LINKS = [
  {
    link_name: 'Full Client (Main Mirror)',
    link_address: 'https://downloads.example.com/ran/RanOnlinePH_Full_v2.1.exe',
    link_type: 'mirror',
    link_description: 'Complete installer, about 2.8 GB. Recommended for new players.',
    link_icon: '/img/downloads/mirror.svg',
  },
  {
    link_name: 'Full Client (Cloud Drive)',
    link_address: 'https://drive.example.com/ran/RanOnlinePH_Full_v2.1.zip',
    link_type: 'cloud',
    link_description: 'The same installer packed as a zip, for slow or interrupted connections.',
    link_icon: '/img/downloads/cloud.svg',
  },
  {
    link_name: 'Manual Patch 2.1',
    link_address: 'https://downloads.example.com/ran/patch_2.1.zip',
    link_type: 'patch',
    link_description: 'Use when the launcher cannot update by itself. Extract into the game folder.',
    link_icon: '/img/downloads/patch.svg',
  },
];

export async function seedDownloads(db: Db, _report: SeedReport): Promise<void> {
  const existing = new Set(
    (await db.selectFrom('downloads').select('link_name').execute()).map((r) => r.link_name),
  );
  const missing = LINKS.map((l, i) => ({ ...l, sort_order: i + 1, link_date: '2026-11-01' })).filter(
    (l) => !existing.has(l.link_name),
  );
  if (missing.length > 0) await db.insertInto('downloads').values(missing).execute();
}
