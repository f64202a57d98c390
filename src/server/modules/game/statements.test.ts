import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { storedFormOf } from './password-forms.ts';
import { GAME_PROFILES, type GameProfile, gameBridgeOf } from './settings.ts';
import * as s from './statements.ts';

/** The T-SQL the bridge sends to a real game server, checked as text with its typed parameters. */

const login = { userId: 'alice', userName: 'alice', email: 'a@x.ph' };

function tsql(profile: GameProfile) {
  return {
    findLogin: s.findLogin('mssql', profile, 'alice'),
    createLogin: s.createLogin('mssql', profile, {
      ...login,
      storedPassword: storedFormOf(profile.passwordForm, 'password'),
    }),
    setPassword: s.setPassword('mssql', profile, 'alice', storedFormOf(profile.passwordForm, 'n3w-pass')),
    ban: s.setBan('mssql', profile, 'alice', { blocked: true, seconds: 3600 }),
    banForGood: s.setBan('mssql', profile, 'alice', { blocked: true, seconds: null }),
    unban: s.setBan('mssql', profile, 'alice', { blocked: false }),
    findDelivery: s.findDelivery('mssql', profile, 'key-1'),
    markDelivery: s.markDelivery('mssql', profile, 'key-1'),
    insertPurchase: s.insertPurchase('mssql', profile, {
      deliveryKey: 'key-1',
      seq: 0,
      userId: 'alice',
      productNum: 7,
      price: 100,
    }),
    cancel: s.cancelPurchase('mssql', profile, 'alice', 42),
    claims: s.readPurchases('mssql', profile, [41, 42]),
  };
}

const USER = '[RanUser].[dbo].[UserInfo]';
const PURCHASE = '[RanShop].[dbo].[ShopPurchase]';
const LEDGER = '[RanShop].[dbo].[SiteDelivery]';
const v = (name: string, value: string | number | null) => ({
  name,
  type: typeof value === 'number' ? 'int' : 'varchar',
  value,
});

describe.each(Object.keys(GAME_PROFILES) as Array<keyof typeof GAME_PROFILES>)('profile %s', (name) => {
  const profile = GAME_PROFILES[name];
  const out = tsql(profile);
  const stored = name === 'md5-19' ? '5F4DCC3B5AA765D61D8' : 'password';

  it('reads a login', () => {
    expect(out.findLogin.text).toBe(
      `SELECT TOP (1) [UserNum], [UserID], [UserPass], [UserType], [UserAvailable], [UserBlock], [UserBlockDate] FROM ${USER} WHERE [UserID] = @userId`,
    );
    expect(out.findLogin.params).toEqual([v('userId', 'alice')]);
  });

  it("creates a login in the profile's password form, unless the name is taken", () => {
    expect(out.createLogin.text).toBe(
      `INSERT INTO ${USER} ([UserName], [UserID], [UserPass], [UserPass2], [UserType], [UserAvailable], [UserLoginState], [UserBlock], [UserBlockDate], [UserEmail], [CreateDate], [LastLoginDate]) ` +
        'SELECT @userName, @userId, @userPass, @userPass, @userType, 1, 0, 0, GETDATE(), @email, GETDATE(), GETDATE() ' +
        `WHERE NOT EXISTS (SELECT 1 FROM ${USER} WITH (UPDLOCK, HOLDLOCK) WHERE [UserID] = @userId)`,
    );
    expect(out.createLogin.params).toEqual([
      v('userId', 'alice'),
      v('userPass', stored),
      v('userName', 'alice'),
      v('userType', 1),
      v('email', 'a@x.ph'),
    ]);
  });

  it('sets the password (UserPass only) and bans with an end on the game clock', () => {
    expect(out.setPassword.text).toBe(`UPDATE ${USER} SET [UserPass] = @userPass WHERE [UserID] = @userId`);
    expect(out.setPassword.params[0]).toEqual(
      v('userPass', name === 'md5-19' ? storedFormOf('md5-19', 'n3w-pass') : 'n3w-pass'),
    );
    expect(out.ban.text).toBe(
      `UPDATE ${USER} SET [UserBlock] = 1, [UserBlockDate] = DATEADD(second, @seconds, GETDATE()) WHERE [UserID] = @userId`,
    );
    expect(out.ban.params).toEqual([v('seconds', 3600), v('userId', 'alice')]);
    expect(out.banForGood.text).toBe(
      `UPDATE ${USER} SET [UserBlock] = 1, [UserBlockDate] = DATEADD(year, 100, GETDATE()) WHERE [UserID] = @userId`,
    );
    expect(out.unban.text).toBe(
      `UPDATE ${USER} SET [UserBlock] = 0, [UserBlockDate] = GETDATE() WHERE [UserID] = @userId`,
    );
  });

  it('inserts an item with its ledger row in one batch, and reads the ledger under a key-range lock', () => {
    expect(out.findDelivery.text).toBe(
      `SELECT [Seq], [PurKey] FROM ${LEDGER} WITH (UPDLOCK, HOLDLOCK) WHERE [DeliveryKey] = @deliveryKey ORDER BY [Seq]`,
    );
    expect(out.markDelivery.text).toBe(
      `INSERT INTO ${LEDGER} ([DeliveryKey], [Seq], [PurKey], [DeliveredAt]) VALUES (@deliveryKey, 0, NULL, GETDATE())`,
    );
    expect(out.insertPurchase.text).toBe(
      `DECLARE @purKey bigint; INSERT INTO ${PURCHASE} ([UserUID], [ProductNum], [PurPrice], [PurFlag], [PurDate]) VALUES (@userId, @productNum, @price, 0, GETDATE()); ` +
        'SET @purKey = CAST(SCOPE_IDENTITY() AS bigint); ' +
        `INSERT INTO ${LEDGER} ([DeliveryKey], [Seq], [PurKey], [DeliveredAt]) VALUES (@deliveryKey, @seq, @purKey, GETDATE()); SELECT @purKey AS [PurKey]`,
    );
    expect(out.insertPurchase.params).toEqual([
      v('userId', 'alice'),
      v('productNum', 7),
      v('price', 100),
      v('deliveryKey', 'key-1'),
      v('seq', 0),
    ]);
  });

  it('cancels only while PurFlag is 0, and reads claims by PurKey', () => {
    expect(out.cancel.text).toBe(
      `UPDATE ${PURCHASE} SET [PurFlag] = @cancelled, [PurChgDate] = GETDATE() WHERE [PurKey] = @purKey AND [UserUID] = @userId AND [PurFlag] = 0`,
    );
    expect(out.cancel.params).toEqual([
      v('cancelled', 2),
      { name: 'purKey', type: 'bigint', value: 42 },
      v('userId', 'alice'),
    ]);
    expect(out.claims.text).toBe(
      `SELECT [PurKey], [PurFlag], [PurChgDate] FROM ${PURCHASE} WHERE [PurKey] IN (@purKey0, @purKey1)`,
    );
  });
});

describe('overrides for a build', () => {
  const bridge = gameBridgeOf(
    loadConfig({
      GAME_DATABASE_URL: 'mssql://sa:secret@game-db:1433/?encrypt=false',
      GAME_PROFILE: 'plain',
      GAME_USER_DB: 'RanUserPH',
      GAME_USER_TABLE: 'GSUserInfo',
      GAME_SHOP_DB: 'RanShopPH',
      GAME_GM_USER_TYPE: '30',
      GAME_USER_DEFAULTS: '{"ChaRemain":4,"IpSite":""}',
      GAME_PURCHASE_DEFAULTS: '{"XD_Deleted":0}',
    }),
  );

  it('names the tables and fills the extra NOT NULL columns as parameters', () => {
    expect(bridge?.dialect).toBe('mssql');
    const profile = bridge?.profile as GameProfile;
    expect(profile.gmUserType).toBe(30);
    const create = s.createLogin('mssql', profile, { ...login, storedPassword: 'pw' });
    expect(create.text).toContain('INSERT INTO [RanUserPH].[dbo].[GSUserInfo] (');
    expect(create.text).toContain('[LastLoginDate], [ChaRemain], [IpSite]) SELECT ');
    expect(create.text).toContain('GETDATE(), @userDefault0, @userDefault1 WHERE NOT EXISTS');
    expect(create.params.slice(-2)).toEqual([v('userDefault0', 4), v('userDefault1', '')]);
    const insert = s.insertPurchase('mssql', profile, {
      deliveryKey: 'k',
      seq: 1,
      userId: 'alice',
      productNum: 7,
      price: 100,
    });
    expect(insert.text).toContain(
      'INSERT INTO [RanShopPH].[dbo].[ShopPurchase] ([UserUID], [ProductNum], [PurPrice], [PurFlag], [PurDate], [XD_Deleted]) VALUES (@userId, @productNum, @price, 0, GETDATE(), @purchaseDefault0)',
    );
    expect(insert.text).toContain('INSERT INTO [RanShopPH].[dbo].[SiteDelivery]');
  });

  it('never puts a value into the text, however it is spelled', () => {
    const hostile = "x'); DROP TABLE [UserInfo]; --";
    const profile = GAME_PROFILES['md5-19'];
    for (const statement of [
      s.findLogin('mssql', profile, hostile),
      s.createLogin('mssql', profile, {
        userId: hostile,
        userName: hostile,
        email: hostile,
        storedPassword: hostile,
      }),
      s.setPassword('mssql', profile, hostile, hostile),
      s.cancelPurchase('mssql', profile, hostile, 1),
    ]) {
      expect(statement.text).not.toContain('DROP');
      expect(statement.params.some((p) => p.value === hostile)).toBe(true);
    }
  });

  it('refuses a name that could close its quotes', () => {
    const profile = {
      ...GAME_PROFILES['md5-19'],
      tables: { ...GAME_PROFILES['md5-19'].tables, user: 'User]Info' },
    };
    expect(() => s.findLogin('mssql', profile, 'alice')).toThrow(/Not a SQL name/);
    expect(() =>
      loadConfig({
        GAME_DATABASE_URL: 'mssql://sa:x@h',
        GAME_PROFILE: 'md5-19',
        GAME_USER_TABLE: 'User]Info',
      }),
    ).toThrow(/GAME_USER_TABLE/);
  });
});

// Server status (kept apart from the statements above, as in statements.ts).
describe('players online', () => {
  it("counts the characters the game marks online, in both dialects, with the operator's names", () => {
    const profile = GAME_PROFILES['md5-19'];
    expect(s.countPlayersOnline('mssql', profile)).toEqual({
      text: 'SELECT COUNT(*) AS [online] FROM [RanGame1].[dbo].[ChaInfo] WHERE [ChaOnline] = 1',
      params: [],
    });
    expect(s.countPlayersOnline('postgres', profile).text).toBe(
      'SELECT COUNT(*)::int AS "online" FROM "RanGame1"."ChaInfo" WHERE "ChaOnline" = 1',
    );
    const renamed = gameBridgeOf(
      loadConfig({
        GAME_DATABASE_URL: 'mssql://sa:x@h',
        GAME_PROFILE: 'md5-19',
        GAME_GAME_DB: 'RanGameS1',
        GAME_CHARACTER_TABLE: 'ChaInfoEx',
      }),
    );
    expect(renamed && s.countPlayersOnline('mssql', renamed.profile).text).toBe(
      'SELECT COUNT(*) AS [online] FROM [RanGameS1].[dbo].[ChaInfoEx] WHERE [ChaOnline] = 1',
    );
  });
});
