import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/server/db/connect.ts';
import { freePort } from '../../src/server/db/embedded.ts';

/**
 * EMBEDDED_PG_PORT fixes the embedded PostgreSQL's port (for a firewall that must name it): the server
 * listens there, a command beside it finds it there, and a port another program holds is refused before
 * PostgreSQL starts, with a message that names the setting.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'ran-pg-port-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const site = {
  restart: { attempts: 0, firstDelayMs: 10, maxDelayMs: 10, onGiveUp: () => {} },
  log: () => {},
};

describe('EMBEDDED_PG_PORT', () => {
  it('the embedded server listens on the port given', async () => {
    const port = await freePort();
    const database = await connectDatabase(
      { DATA_DIR: dataDir, EMBEDDED_PG_PORT: port },
      { role: 'site', ...site },
    );
    try {
      expect(database.embedded?.port).toBe(port);
      expect(new URL(database.url).port).toBe(String(port));
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      expect((await client.query('show port')).rows[0].port).toBe(String(port));
      await client.end();
      // A command beside the site uses the site's server on that port.
      const command = await connectDatabase(
        { DATA_DIR: dataDir, EMBEDDED_PG_PORT: port },
        { role: 'command', label: 'a test command' },
      );
      expect(command.embedded?.port).toBe(port);
      await command.close();
    } finally {
      await database.close();
    }
  });

  it('a port another program holds stops the start with a message naming the setting', async () => {
    const holder = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', () => resolve()));
    try {
      await expect(
        connectDatabase({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: port }, { role: 'site', ...site }),
      ).rejects.toThrow(new RegExp(`EMBEDDED_PG_PORT=${port}: that port on 127.0.0.1 is already in use`));
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()));
    }
    // Nothing was left holding the data folder: the next start on a free port works.
    const database = await connectDatabase(
      { DATA_DIR: dataDir, EMBEDDED_PG_PORT: port },
      { role: 'site', ...site },
    );
    expect(database.embedded?.port).toBe(port);
    await database.close();
  });
});
