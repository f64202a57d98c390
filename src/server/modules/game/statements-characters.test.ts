import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { GAME_PROFILES, gameBridgeOf } from './settings.ts';
import * as s from './statements.ts';

/** The character sync's T-SQL (sync.ts), checked as text with its typed parameters, per profile. */

const CHA = '[RanGame1].[dbo].[ChaInfo]';
const SELECT =
  'c.[ChaNum], c.[ChaName], c.[ChaClass], c.[ChaSchool], c.[ChaLevel], c.[ChaMoney], c.[ChaOnline], c.[ChaDeleted], ' +
  'c.[ChaReborn] AS [ChaReborn], c.[ChaPKScore] AS [Kills], c.[ChaPKDeath] AS [Deaths], u.[UserID], u.[UserNum], u.[UserType], g.[GuName]';
const FROM =
  `${CHA} c LEFT JOIN [RanUser].[dbo].[UserInfo] u ON u.[UserNum] = c.[UserNum] ` +
  'LEFT JOIN [RanGame1].[dbo].[GuildInfo] g ON g.[GuNum] = c.[GuNum]';
const int = (name: string, value: number) => ({ name, type: 'int', value });

describe.each(Object.keys(GAME_PROFILES) as Array<keyof typeof GAME_PROFILES>)('profile %s', (name) => {
  const profile = GAME_PROFILES[name];

  it('reads a page of the full pass by keyset on ChaNum, with owner and guild in the same read', () => {
    const page = s.characterPage('mssql', profile, 1200, 5000);
    expect(page.text).toBe(
      `SELECT TOP (@limit) ${SELECT} FROM ${FROM} WHERE c.[ChaNum] > @after AND c.[ChaDeleted] = 0 ORDER BY c.[ChaNum]`,
    );
    expect(page.params).toEqual([int('after', 1200), int('limit', 5000)]);
  });

  it('reads the characters in game by the filtered index', () => {
    const online = s.onlineCharacters('mssql', profile, 0, 5000);
    expect(online.text).toBe(
      `SELECT TOP (@limit) ${SELECT} FROM ${FROM} WHERE c.[ChaNum] > @after AND c.[ChaOnline] = 1 ORDER BY c.[ChaNum]`,
    );
  });

  it('reads characters by number, and the ones deleted lately by the game clock', () => {
    const byNum = s.charactersByNum('mssql', profile, [7, 9]);
    expect(byNum.text).toBe(`SELECT ${SELECT} FROM ${FROM} WHERE c.[ChaNum] IN (@chaNum0, @chaNum1)`);
    expect(byNum.params).toEqual([int('chaNum0', 7), int('chaNum1', 9)]);
    const deleted = s.recentlyDeletedCharacters('mssql', profile, 30, 2000);
    expect(deleted.text).toBe(
      `SELECT TOP (@limit) [ChaNum] FROM ${CHA} WHERE [ChaDeleted] = 1 AND [ChaDeletedDate] >= DATEADD(minute, -@minutes, GETDATE())`,
    );
    expect(deleted.params).toEqual([int('minutes', 30), int('limit', 2000)]);
  });

  it('prints the two filtered indexes for the operator to create', () => {
    expect(s.characterIndexDdl(profile)).toBe(
      `CREATE INDEX [IX_ChaInfo_Online] ON ${CHA} ([ChaNum]) WHERE [ChaOnline] = 1;\n` +
        `CREATE INDEX [IX_ChaInfo_Deleted] ON ${CHA} ([ChaDeletedDate]) INCLUDE ([ChaNum]) WHERE [ChaDeleted] = 1;`,
    );
  });
});

describe('a build without reborn or PK columns', () => {
  it('reads 0 for them, and refuses page sizes outside the bound', () => {
    const bridge = gameBridgeOf(
      loadConfig({
        GAME_DATABASE_URL: 'mssql://sa:x@h',
        GAME_PROFILE: 'md5-19',
        GAME_REBORN_COLUMN: 'none',
        GAME_KILLS_COLUMN: 'ChaPkWin',
        GAME_DEATHS_COLUMN: 'none',
        GAME_GUILD_TABLE: 'Guilds',
      }),
    );
    const page = s.characterPage('mssql', bridge!.profile, 0, 10);
    expect(page.text).toContain('0 AS [ChaReborn], c.[ChaPkWin] AS [Kills], 0 AS [Deaths]');
    expect(page.text).toContain('LEFT JOIN [RanGame1].[dbo].[Guilds] g');
    expect(() => s.characterPage('mssql', bridge!.profile, 0, 5001)).toThrow(/1 to 5000/);
    expect(() => s.charactersByNum('mssql', bridge!.profile, [])).toThrow(/1 to 100/);
    expect(() => loadConfig({ GAME_KILLS_COLUMN: 'ChaPk]Win' })).toThrow(/GAME_KILLS_COLUMN/);
  });
});
