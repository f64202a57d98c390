import type { Config } from '#server/config.ts';
import { shareEmbeddedPostgres } from '#server/db/embedded.ts';

/**
 * The database a command works on: DATABASE_URL, or the embedded server of DATA_DIR. While the site runs,
 * that is the site's own server, used as it is and left running; only when no site (or other command)
 * runs it does the command start it, and stop it again at the end.
 */
export async function commandDatabase(
  config: Config,
  label: string,
): Promise<{ url: string; release(): Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, release: async () => {} };
  const embedded = await shareEmbeddedPostgres({ dataDir: config.DATA_DIR, label });
  if (embedded.runBy) {
    const { label: by, pid } = embedded.runBy;
    console.error(`Using the embedded PostgreSQL of ${by} (pid ${pid}), port ${embedded.port}.`);
  }
  return { url: embedded.url, release: () => embedded.stop() };
}
