import { ConfigError, loadConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/connect.ts';
import { migrateToLatest, rollbackOne } from '#server/db/migrator.ts';
import { underStartupLock } from '#server/db/startup-lock.ts';
import { seedDemoWorld } from '#server/seed/index.ts';

/** `npm run db:migrate | db:rollback | db:seed` against DATABASE_URL, or the embedded server when unset. */
const command = process.argv[2];
const actions = {
  migrate: migrateToLatest,
  rollback: rollbackOne,
  seed: async (db: Parameters<typeof migrateToLatest>[0]) => {
    const config = loadConfig();
    if (config.NODE_ENV === 'production' && config.SEED_DEMO !== 'always') {
      throw new Error('Refusing to seed demo data in production (set SEED_DEMO=always to force).');
    }
    return (await seedDemoWorld(db)).notes;
  },
} as const;

async function main() {
  if (!command || !(command in actions))
    throw new Error(`Usage: node scripts/db.ts ${Object.keys(actions).join('|')}`);
  const config = loadConfig();
  const { db, close } = await connectDatabase(config, { role: 'command', label: `npm run db:${command}` });
  try {
    // Under the same lock as a starting site's migrations and seed, so neither races the other.
    const lines = await underStartupLock(db, () => actions[command as keyof typeof actions](db));
    for (const line of lines) console.log(line);
    if (lines.length === 0) console.log('Nothing to do.');
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
