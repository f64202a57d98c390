import { describe, expect, it } from 'vitest';
import { GameUnreachableError, openGameDatabase } from './game-database.ts';
import { GAME_PROFILES } from './settings.ts';
import { findLogin } from './statements.ts';

/** Without a SQL Server on this machine, the one thing the mssql side can show is how it fails. */
describe('a game database that cannot be reached', () => {
  it.each([
    ['mssql', 'mssql://sa:secret@127.0.0.1:1/?encrypt=false'],
    ['postgres', 'postgres://postgres@127.0.0.1:1/game'],
  ] as const)(
    'is reported as unreachable over %s, for a statement and a transaction',
    async (dialect, url) => {
      const game = openGameDatabase({ url, dialect });
      try {
        const statement = findLogin(dialect, GAME_PROFILES['md5-19'], 'alice');
        await expect(game.run(statement)).rejects.toBeInstanceOf(GameUnreachableError);
        await expect(game.transaction((session) => session.run(statement))).rejects.toBeInstanceOf(
          GameUnreachableError,
        );
      } finally {
        await game.close();
      }
    },
  );
});
