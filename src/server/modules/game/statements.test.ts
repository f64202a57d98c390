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
describe.each(Object.keys(GAME_PROFILES) as Array<keyof typeof GAME_PROFILES>)(
  'character services, profile %s',
  (name) => {
    // docs/product/character-services.md: each change is one conditional UPDATE of ChaInfo.
    const profile = GAME_PROFILES[name];
    const CHARACTER = '[RanGame1].[dbo].[ChaInfo]';
    const OWNED = `[UserNum] = (SELECT [UserNum] FROM ${USER} WHERE [UserID] = @userId)`;
    const target = { userId: 'alice', chaNum: 42 };
    const int = (paramName: string, value: number) => ({ name: paramName, type: 'int', value });

    it("reads the login's characters, and one of them, by the login's UserNum", () => {
      const all = s.loginCharacters('mssql', profile, 'alice');
      expect(all.text).toBe(
        `SELECT [ChaNum], [ChaName], [ChaSchool], [ChaLevel], [ChaOnline], [ChaDeleted], [GuNum] FROM ${CHARACTER} WHERE ${OWNED} ORDER BY [ChaNum]`,
      );
      expect(all.params).toEqual([v('userId', 'alice')]);
      const one = s.loginCharacter('mssql', profile, 'alice', 42);
      expect(one.text).toBe(
        `SELECT [ChaNum], [ChaName], [ChaSchool], [ChaLevel], [ChaOnline], [ChaDeleted], [GuNum] FROM ${CHARACTER} WHERE [ChaNum] = @chaNum AND ${OWNED}`,
      );
      expect(one.params).toEqual([int('chaNum', 42), v('userId', 'alice')]);
    });

    it('asks whether any other character has a name, deleted ones included', () => {
      const taken = s.characterNameTaken('mssql', profile, 'Hero', 42);
      expect(taken.text).toBe(
        `SELECT CASE WHEN EXISTS (SELECT 1 FROM ${CHARACTER} AS [other] WHERE [other].[ChaName] = @name AND [other].[ChaNum] <> @chaNum) THEN 1 ELSE 0 END AS [Taken]`,
      );
      expect(taken.params).toEqual([v('name', 'Hero'), int('chaNum', 42)]);
    });

    it("unstuck: the start point of the character's school, only while it is the login's, offline and not deleted", () => {
      const starts = [
        { map: 0, gate: 0 },
        { map: 4, gate: 1 },
        { map: 7 | (2 << 16), gate: 2 },
      ] as const;
      const unstuck = s.applyCharacterChange('mssql', profile, target, { service: 'unstuck', starts });
      expect(unstuck.text).toBe(
        `UPDATE ${CHARACTER} SET [ChaStartMap] = CASE [ChaSchool] WHEN 0 THEN @map0 WHEN 1 THEN @map1 WHEN 2 THEN @map2 END, ` +
          '[ChaStartGate] = CASE [ChaSchool] WHEN 0 THEN @gate0 WHEN 1 THEN @gate1 WHEN 2 THEN @gate2 END, ' +
          '[ChaPosX] = 0, [ChaPosY] = 0, [ChaPosZ] = 0 ' +
          `WHERE [ChaNum] = @chaNum AND ${OWNED} AND [ChaOnline] = 0 AND [ChaDeleted] = 0 AND [ChaSchool] IN (0, 1, 2)`,
      );
      expect(unstuck.params).toEqual([
        int('chaNum', 42),
        v('userId', 'alice'),
        int('map0', 0),
        int('map1', 4),
        int('map2', 131079),
        int('gate0', 0),
        int('gate1', 1),
        int('gate2', 2),
      ]);
    });

    it('change school: out of any guild, at the minimum level, into another school and its start point', () => {
      const school = s.applyCharacterChange('mssql', profile, target, {
        service: 'school',
        school: 2,
        start: { map: 7, gate: 0 },
        minLevel: 30,
      });
      expect(school.text).toBe(
        `UPDATE ${CHARACTER} SET [ChaSchool] = @school, [ChaStartMap] = @map, [ChaStartGate] = @gate, ` +
          '[ChaPosX] = 0, [ChaPosY] = 0, [ChaPosZ] = 0 ' +
          `WHERE [ChaNum] = @chaNum AND ${OWNED} AND [ChaOnline] = 0 AND [ChaDeleted] = 0 ` +
          'AND [ChaSchool] <> @school AND ([GuNum] = 0 OR [GuNum] IS NULL) AND [ChaLevel] >= @minLevel',
      );
      expect(school.params).toEqual([
        int('chaNum', 42),
        v('userId', 'alice'),
        int('school', 2),
        int('map', 7),
        int('gate', 0),
        int('minLevel', 30),
      ]);
    });

    it('rename: only while no other character has the name, under a key-range lock', () => {
      const rename = s.applyCharacterChange('mssql', profile, target, { service: 'rename', name: 'NewName' });
      expect(rename.text).toBe(
        `UPDATE ${CHARACTER} SET [ChaName] = @name ` +
          `WHERE [ChaNum] = @chaNum AND ${OWNED} AND [ChaOnline] = 0 AND [ChaDeleted] = 0 ` +
          `AND NOT EXISTS (SELECT 1 FROM ${CHARACTER} AS [other] WITH (UPDLOCK, HOLDLOCK) WHERE [other].[ChaName] = @name AND [other].[ChaNum] <> @chaNum)`,
      );
      expect(rename.params).toEqual([int('chaNum', 42), v('userId', 'alice'), v('name', 'NewName')]);
    });

    it('never puts a name into the text', () => {
      const hostile = "x'); DROP TABLE [ChaInfo]; --";
      for (const statement of [
        s.applyCharacterChange(
          'mssql',
          profile,
          { userId: hostile, chaNum: 1 },
          { service: 'rename', name: hostile },
        ),
        s.characterNameTaken('mssql', profile, hostile, 1),
        s.loginCharacters('mssql', profile, hostile),
      ]) {
        expect(statement.text).not.toContain('DROP');
        expect(statement.params.some((p) => p.value === hostile)).toBe(true);
      }
    });
  },
);
