import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkGameDatabase, formatFindings, writeTest } from '../../src/server/modules/game/check.ts';
import { storedFormOf } from '../../src/server/modules/game/password-forms.ts';
import { GAME_PROFILES, type GameProfile } from '../../src/server/modules/game/settings.ts';
import { createGameStandIn, type GameStandIn } from '../support/game-stand-in.ts';

/**
 * `npm run game:standin` and `npm run game:check` against a stand-in in the real PostgreSQL: each test
 * has a database of its own.
 */
const md5 = GAME_PROFILES['md5-19'];
let stand: GameStandIn | null = null;
afterEach(async () => {
  await stand?.drop();
  stand = null;
});

const errors = (findings: { level: string; text: string }[]) =>
  findings.filter((f) => f.level === 'error').map((f) => f.text);

function runScript(script: string, env: Record<string, string>) {
  return spawnSync(process.execPath, [script], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
}

// Each test starts the scripts as separate Node processes, as the other command tests do: a bound of
// minutes, not the default 30 s, so a busy machine's slow process starts are not mistaken for a hang.
describe('npm run game:standin, then npm run game:check', { timeout: 120_000 }, () => {
  it('reports every missing table, then a ready stand-in, and writes nothing itself', async () => {
    stand = await createGameStandIn({ bare: true });
    const env = { GAME_DATABASE_URL: stand.url, GAME_PROFILE: 'md5-19' };
    const before = runScript('scripts/game-check.ts', env);
    expect(before.status).toBe(1);
    expect(before.stdout).toContain('ERROR RanUser.UserInfo: table not found');
    expect(before.stdout).toContain('ERROR RanShop.ShopPurchase: table not found');
    expect(before.stdout).toContain('CREATE TABLE [RanShop].[dbo].[SiteDelivery] (');
    expect(before.stdout).toContain('ERROR RanGame1.GuildInfo: table not found');
    expect(before.stdout).toContain('Not ready: 6 error(s)');
    // A read-only check: the database is as bare as it was.
    expect(await stand.query(`select 1 from pg_namespace where nspname = 'RanUser'`)).toEqual([]);

    const made = runScript('scripts/game-standin.ts', env);
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('Stand-in ready: RanUser.UserInfo, RanShop.ShopPurchase');
    expect(await stand.query(`select count(*)::int as n from "RanShop"."ShopPurchase"`)).toEqual([{ n: 0 }]);

    const after = runScript('scripts/game-check.ts', env);
    expect(after.status).toBe(0);
    expect(after.stdout).toContain('ok    RanUser.UserInfo: 14 columns, the ones the bridge uses fit');
    expect(after.stdout).toContain('GM threshold: UserType 20 and above');
    expect(after.stdout).toContain("ok    ChaInfo: the character sync's filtered indexes are there");
    expect(after.stdout).toContain('Ready: 0 warning(s), no errors.');
  });

  it('--write-test runs every write on a made-up login and rolls it all back', async () => {
    stand = await createGameStandIn();
    const written = spawnSync(process.execPath, ['scripts/game-check.ts', '--write-test'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', GAME_DATABASE_URL: stand.url, GAME_PROFILE: 'md5-19' },
    });
    expect(written.status).toBe(0);
    for (const step of [
      'create a login',
      'refuse a name already taken',
      'set its password',
      'ban it for a day',
      'lift the ban',
      'mark a delivery in the ledger',
      'insert an item and its ledger row',
      'cancel it while PurFlag is 0',
      'refuse a second cancel',
    ])
      expect(written.stdout).toContain(`ok    write test: ${step}`);
    expect(written.stdout).toContain('write test rolled back');
    for (const table of ['"RanUser"."UserInfo"', '"RanShop"."ShopPurchase"', '"RanShop"."SiteDelivery"'])
      expect(await stand.query(`select count(*)::int as n from ${table}`)).toEqual([{ n: 0 }]);
  });

  it('a write the build refuses stops the write test with its error, and still nothing stays', async () => {
    stand = await createGameStandIn();
    await stand.query(`alter table "RanUser"."UserInfo" add "ChaRemain" integer not null`);
    const findings = await writeTest(stand.game, md5);
    expect(findings.filter((f) => f.level === 'error')).toEqual([
      {
        level: 'error',
        text: expect.stringContaining('write test stopped: null value in column "ChaRemain"'),
      },
    ]);
    expect(await stand.query(`select count(*)::int as n from "RanUser"."UserInfo"`)).toEqual([{ n: 0 }]);
  });

  it('game:standin refuses a SQL Server address', () => {
    const run = runScript('scripts/game-standin.ts', {
      GAME_DATABASE_URL: 'mssql://sa:x@127.0.0.1:1',
      GAME_PROFILE: 'md5-19',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('only writes to a PostgreSQL stand-in');
  });
});

describe('what game:check finds', () => {
  it('an extra NOT NULL column the insert would miss, until the profile fills it', async () => {
    stand = await createGameStandIn();
    await stand.query(`alter table "RanUser"."UserInfo" add "ChaRemain" integer not null`);
    await stand.query(`alter table "RanShop"."ShopPurchase" add "XD_Deleted" integer not null`);
    const found = errors(await checkGameDatabase(stand.game, md5));
    expect(found).toEqual([
      "RanUser.UserInfo: NOT NULL columns without a default the bridge's insert would miss: ChaRemain",
      "RanShop.ShopPurchase: NOT NULL columns without a default the bridge's insert would miss: XD_Deleted",
    ]);
    const text = formatFindings(md5, await checkGameDatabase(stand.game, md5));
    expect(text).toContain(`-> GAME_USER_DEFAULTS='{"ChaRemain":0}'`);
    const filled: GameProfile = {
      ...md5,
      userDefaults: { ChaRemain: 4 },
      purchaseDefaults: { XD_Deleted: 0 },
    };
    expect(errors(await checkGameDatabase(stand.game, filled))).toEqual([]);
  });

  it('a column of the wrong kind, a missing one, and a UserPass too short for md5-19', async () => {
    stand = await createGameStandIn();
    await stand.query(`alter table "RanUser"."UserInfo" alter "UserBlockDate" type text`);
    await stand.query(`alter table "RanUser"."UserInfo" alter "UserPass" type varchar(16)`);
    await stand.query(`alter table "RanShop"."ShopPurchase" drop "PurChgDate"`);
    expect(errors(await checkGameDatabase(stand.game, md5))).toEqual([
      'RanUser.UserInfo.UserBlockDate: type text, expected date',
      'RanUser.UserInfo.UserPass holds 16 characters; md5-19 needs 19',
      'RanShop.ShopPurchase.PurChgDate: column missing',
    ]);
  });

  it('whether sampled passwords look like the profile form', async () => {
    stand = await createGameStandIn();
    for (const [id, pass] of [
      ['old1', storedFormOf('md5-19', 'a')],
      ['old2', storedFormOf('md5-19', 'b')],
    ])
      await stand.query(
        `insert into "RanUser"."UserInfo" ("UserName", "UserID", "UserPass") values ($1, $1, $2)`,
        [id, pass],
      );
    const asMd5 = await checkGameDatabase(stand.game, md5);
    expect(asMd5.map((f) => f.text)).toContain('UserPass: the 2 newest logins look like md5-19');
    const asPlain = await checkGameDatabase(stand.game, GAME_PROFILES.plain);
    expect(asPlain).toContainEqual({
      level: 'error',
      text: 'UserPass: 2 of the 2 newest logins do not look like plain',
      fix: 'GAME_PROFILE=md5-19',
    });
    expect(asPlain.some((f) => f.level === 'warn' && f.text.startsWith('profile plain'))).toBe(true);
  });

  it("a build's own table name, through the profile", async () => {
    const profile: GameProfile = { ...md5, tables: { ...md5.tables, user: 'GSUserInfo' } };
    stand = await createGameStandIn({ profile });
    expect(errors(await checkGameDatabase(stand.game, profile))).toEqual([]);
    expect(errors(await checkGameDatabase(stand.game, md5))).toEqual(['RanUser.UserInfo: table not found']);
  });
});
