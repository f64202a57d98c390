import { type GameProfile, IDENTIFIER } from './settings.ts';

/**
 * Every statement the game bridge sends, built in one place for both dialects: T-SQL for the game's SQL
 * Server, PostgreSQL for the stand-in that tests and the demo use (docs/decisions/0061-game-bridge.md).
 * Values only ever travel as typed parameters; the text holds nothing but names from the profile, each
 * checked against IDENTIFIER and quoted ([x] or "x"), and the placeholders.
 */

export type Dialect = 'mssql' | 'postgres';
type ParamType = 'varchar' | 'int' | 'bigint';
export interface Param {
  name: string;
  type: ParamType;
  value: string | number | null;
}
export interface Statement {
  text: string;
  params: Param[];
}

type Database = keyof GameProfile['databases'];
type Table = keyof GameProfile['tables'];

const PG_TYPES: Record<ParamType, string> = { varchar: 'varchar', int: 'int', bigint: 'bigint' };

/** What a dialect writes differently; everything else in a statement is shared text. */
function dialectOf(dialect: Dialect, profile: GameProfile) {
  const params: Param[] = [];
  const name = (identifier: string) => {
    if (!IDENTIFIER.test(identifier)) throw new Error(`Not a SQL name: ${JSON.stringify(identifier)}`);
    return dialect === 'mssql' ? `[${identifier}]` : `"${identifier}"`;
  };
  return {
    params,
    name,
    table(database: Database, table: Table) {
      const db = name(profile.databases[database]);
      const t = name(profile.tables[table]);
      return dialect === 'mssql' ? `${db}.${name(profile.schema)}.${t}` : `${db}.${t}`;
    },
    /** A parameter's placeholder; the same name used twice is the same parameter. */
    param(paramName: string, type: ParamType, value: string | number | null) {
      let index = params.findIndex((p) => p.name === paramName);
      if (index < 0) index = params.push({ name: paramName, type, value }) - 1;
      return dialect === 'mssql' ? `@${paramName}` : `$${index + 1}::${PG_TYPES[type]}`;
    },
    /** The game server's clock: the game compares UserBlockDate with GETDATE(), so writes use it too. */
    now: dialect === 'mssql' ? 'GETDATE()' : 'LOCALTIMESTAMP',
    done(text: string): Statement {
      return { text, params };
    },
  };
}

/** The extra NOT NULL columns a profile fills on insert, as quoted names and placeholders. */
function defaultsOf(
  d: ReturnType<typeof dialectOf>,
  prefix: string,
  defaults: Record<string, string | number>,
) {
  return Object.entries(defaults).map(([column, value], i) => ({
    column: d.name(column),
    value: d.param(`${prefix}${i}`, typeof value === 'number' ? 'int' : 'varchar', value),
  }));
}

/** A login as the game holds it, for the site's checks and a legacy sign-in. */
export function findLogin(dialect: Dialect, profile: GameProfile, userId: string): Statement {
  const d = dialectOf(dialect, profile);
  const columns = ['UserNum', 'UserID', 'UserPass', 'UserType', 'UserAvailable', 'UserBlock', 'UserBlockDate']
    .map(d.name)
    .join(', ');
  const where = `${d.name('UserID')} = ${d.param('userId', 'varchar', userId)}`;
  return d.done(
    dialect === 'mssql'
      ? `SELECT TOP (1) ${columns} FROM ${d.table('user', 'user')} WHERE ${where}`
      : `SELECT ${columns} FROM ${d.table('user', 'user')} WHERE ${where} LIMIT 1`,
  );
}

export interface NewLogin {
  userId: string;
  userName: string;
  email: string;
  /** The password in the profile's stored form (never the typed password under md5-19). */
  storedPassword: string;
}

/**
 * Creates the login unless the name is taken (one row affected = created). The lock hints make the check
 * and the insert one step on SQL Server; the stand-in has a unique index on UserID for the same end.
 */
export function createLogin(dialect: Dialect, profile: GameProfile, login: NewLogin): Statement {
  const d = dialectOf(dialect, profile);
  const userId = d.param('userId', 'varchar', login.userId);
  const pass = d.param('userPass', 'varchar', login.storedPassword);
  const pairs = [
    ['UserName', d.param('userName', 'varchar', login.userName)],
    ['UserID', userId],
    ['UserPass', pass],
    ['UserPass2', pass],
    ['UserType', d.param('userType', 'int', profile.playerUserType)],
    ['UserAvailable', '1'],
    ['UserLoginState', '0'],
    ['UserBlock', '0'],
    ['UserBlockDate', d.now],
    ['UserEmail', d.param('email', 'varchar', login.email)],
    ['CreateDate', d.now],
    ['LastLoginDate', d.now],
  ].map(([column, value]) => ({ column: d.name(column as string), value: value as string }));
  const all = [...pairs, ...defaultsOf(d, 'userDefault', profile.userDefaults)];
  const table = d.table('user', 'user');
  const lock = dialect === 'mssql' ? ' WITH (UPDLOCK, HOLDLOCK)' : '';
  return d.done(
    `INSERT INTO ${table} (${all.map((p) => p.column).join(', ')}) ` +
      `SELECT ${all.map((p) => p.value).join(', ')} ` +
      `WHERE NOT EXISTS (SELECT 1 FROM ${table}${lock} WHERE ${d.name('UserID')} = ${userId})`,
  );
}

/** UserPass only: UserPass2 may be a second password the player chose in game, so it is left alone. */
export function setPassword(
  dialect: Dialect,
  profile: GameProfile,
  userId: string,
  storedPassword: string,
): Statement {
  const d = dialectOf(dialect, profile);
  return d.done(
    `UPDATE ${d.table('user', 'user')} SET ${d.name('UserPass')} = ${d.param('userPass', 'varchar', storedPassword)} ` +
      `WHERE ${d.name('UserID')} = ${d.param('userId', 'varchar', userId)}`,
  );
}

/** The longest ban end DATEADD takes in seconds; anything longer is written as a ban for good. */
const MAX_BAN_SECONDS = 2_147_483_647;

/**
 * A ban or its lifting. The end is sent as seconds from the game server's own clock, so the site's and the
 * game's time zones never meet; null seconds = a ban without end (a hundred years).
 */
export function setBan(
  dialect: Dialect,
  profile: GameProfile,
  userId: string,
  ban: { blocked: false } | { blocked: true; seconds: number | null },
): Statement {
  const d = dialectOf(dialect, profile);
  let until = d.now;
  if (ban.blocked && ban.seconds === null) {
    until = dialect === 'mssql' ? 'DATEADD(year, 100, GETDATE())' : `LOCALTIMESTAMP + INTERVAL '100 years'`;
  } else if (ban.blocked && ban.seconds !== null) {
    const seconds = d.param('seconds', 'int', Math.min(Math.max(0, Math.ceil(ban.seconds)), MAX_BAN_SECONDS));
    until =
      dialect === 'mssql'
        ? `DATEADD(second, ${seconds}, GETDATE())`
        : `LOCALTIMESTAMP + make_interval(secs => ${seconds})`;
  }
  return d.done(
    `UPDATE ${d.table('user', 'user')} SET ${d.name('UserBlock')} = ${ban.blocked ? 1 : 0}, ` +
      `${d.name('UserBlockDate')} = ${until} WHERE ${d.name('UserID')} = ${d.param('userId', 'varchar', userId)}`,
  );
}

/** The ledger rows of one delivery (decision 0061): present = already done, whatever the site remembers. */
export function findDelivery(dialect: Dialect, profile: GameProfile, deliveryKey: string): Statement {
  const d = dialectOf(dialect, profile);
  const lock = dialect === 'mssql' ? ' WITH (UPDLOCK, HOLDLOCK)' : '';
  return d.done(
    `SELECT ${d.name('Seq')}, ${d.name('PurKey')} FROM ${d.table('shop', 'delivery')}${lock} ` +
      `WHERE ${d.name('DeliveryKey')} = ${d.param('deliveryKey', 'varchar', deliveryKey)} ORDER BY ${d.name('Seq')}`,
  );
}

/** A delivery that adds no item (a created login) leaves one ledger row without a PurKey. */
export function markDelivery(dialect: Dialect, profile: GameProfile, deliveryKey: string): Statement {
  const d = dialectOf(dialect, profile);
  const columns = ['DeliveryKey', 'Seq', 'PurKey', 'DeliveredAt'].map(d.name).join(', ');
  return d.done(
    `INSERT INTO ${d.table('shop', 'delivery')} (${columns}) ` +
      `VALUES (${d.param('deliveryKey', 'varchar', deliveryKey)}, 0, NULL, ${d.now})`,
  );
}

export interface ItemRow {
  deliveryKey: string;
  /** The item's place in its delivery: (DeliveryKey, Seq) is the ledger's primary key. */
  seq: number;
  userId: string;
  productNum: number;
  price: number;
}

/**
 * One item into the item bank (PurFlag 0) and its ledger row, answering the new PurKey. SCOPE_IDENTITY
 * rather than OUTPUT: OUTPUT without INTO fails on a table with triggers, which some builds have.
 */
export function insertPurchase(dialect: Dialect, profile: GameProfile, item: ItemRow): Statement {
  const d = dialectOf(dialect, profile);
  const pairs = [
    { column: d.name('UserUID'), value: d.param('userId', 'varchar', item.userId) },
    { column: d.name('ProductNum'), value: d.param('productNum', 'int', item.productNum) },
    { column: d.name('PurPrice'), value: d.param('price', 'int', item.price) },
    { column: d.name('PurFlag'), value: '0' },
    { column: d.name('PurDate'), value: d.now },
    ...defaultsOf(d, 'purchaseDefault', profile.purchaseDefaults),
  ];
  const purchase = `INSERT INTO ${d.table('shop', 'purchase')} (${pairs.map((p) => p.column).join(', ')}) VALUES (${pairs.map((p) => p.value).join(', ')})`;
  const ledger = `INSERT INTO ${d.table('shop', 'delivery')} (${['DeliveryKey', 'Seq', 'PurKey', 'DeliveredAt'].map(d.name).join(', ')})`;
  const key = d.param('deliveryKey', 'varchar', item.deliveryKey);
  const seq = d.param('seq', 'int', item.seq);
  if (dialect === 'mssql') {
    return d.done(
      `DECLARE @purKey bigint; ${purchase}; SET @purKey = CAST(SCOPE_IDENTITY() AS bigint); ` +
        `${ledger} VALUES (${key}, ${seq}, @purKey, GETDATE()); SELECT @purKey AS ${d.name('PurKey')}`,
    );
  }
  return d.done(
    `WITH purchase AS (${purchase} RETURNING ${d.name('PurKey')}) ` +
      `${ledger} SELECT ${key}, ${seq}, ${d.name('PurKey')}, LOCALTIMESTAMP FROM purchase RETURNING ${d.name('PurKey')}`,
  );
}

/**
 * Takes an item back only while the game has not handed it out (PurFlag still 0): the game flipping the
 * flag and this update cannot both succeed, so the item and the refund never both happen.
 */
export function cancelPurchase(
  dialect: Dialect,
  profile: GameProfile,
  userId: string,
  purKey: number,
): Statement {
  const d = dialectOf(dialect, profile);
  return d.done(
    `UPDATE ${d.table('shop', 'purchase')} SET ${d.name('PurFlag')} = ${d.param('cancelled', 'int', profile.cancelledPurFlag)}, ` +
      `${d.name('PurChgDate')} = ${d.now} WHERE ${d.name('PurKey')} = ${d.param('purKey', 'bigint', purKey)} ` +
      `AND ${d.name('UserUID')} = ${d.param('userId', 'varchar', userId)} AND ${d.name('PurFlag')} = 0`,
  );
}

/**
 * What the game server does when the player takes an item: PurFlag 0 -> 1. The bridge never sends it; the
 * demo's `npm run game -- claim <purKey>` does, on the stand-in only.
 */
export function standInClaim(profile: GameProfile, purKey: number): Statement {
  const d = dialectOf('postgres', profile);
  return d.done(
    `UPDATE ${d.table('shop', 'purchase')} SET ${d.name('PurFlag')} = 1, ${d.name('PurChgDate')} = ${d.now} ` +
      `WHERE ${d.name('PurKey')} = ${d.param('purKey', 'bigint', purKey)} AND ${d.name('PurFlag')} = 0`,
  );
}

/** The stand-in's newest item-bank rows (`npm run game -- list`). */
export function standInRecentPurchases(profile: GameProfile, count: number): Statement {
  const d = dialectOf('postgres', profile);
  const columns = ['PurKey', 'UserUID', 'ProductNum', 'PurPrice', 'PurFlag', 'PurDate']
    .map(d.name)
    .join(', ');
  return d.done(
    `SELECT ${columns} FROM ${d.table('shop', 'purchase')} ORDER BY ${d.name('PurKey')} DESC ` +
      `LIMIT ${d.param('count', 'int', count)}`,
  );
}

/** Whether the game's database answers (the claims check's heartbeat when no item waits). */
export function ping(): Statement {
  return { text: 'SELECT 1 AS ok', params: [] };
}

/** How many PurKeys one claims read asks about. */
export const MAX_CLAIM_KEYS = 100;

/** The flags of delivered items: 1 = the player took it in game ("claimed" on the site). */
export function readPurchases(dialect: Dialect, profile: GameProfile, purKeys: readonly number[]): Statement {
  if (purKeys.length === 0 || purKeys.length > MAX_CLAIM_KEYS)
    throw new Error(`readPurchases takes 1 to ${MAX_CLAIM_KEYS} keys`);
  const d = dialectOf(dialect, profile);
  const list = purKeys.map((key, i) => d.param(`purKey${i}`, 'bigint', key)).join(', ');
  return d.done(
    `SELECT ${['PurKey', 'PurFlag', 'PurChgDate'].map(d.name).join(', ')} FROM ${d.table('shop', 'purchase')} ` +
      `WHERE ${d.name('PurKey')} IN (${list})`,
  );
}

// ------------------------------------------------------------------ characters (the sync, sync.ts)

/** Characters one sync read answers at most. */
export const MAX_CHARACTER_PAGE = 5000;
/** ChaNums one read by number asks about. */
export const MAX_CHARACTER_NUMS = 100;

/**
 * What the site keeps of a character, with its owner's login name and type and its guild's name: one
 * read joins what the site would otherwise ask three times for. Builds without a figure (no ChaReborn,
 * no PK columns) have it set to null in the profile and read 0.
 */
function characterSelect(d: ReturnType<typeof dialectOf>, profile: GameProfile) {
  const c = (column: string) => `c.${d.name(column)}`;
  const optional = (column: string | null, as: string) =>
    column ? `${c(column)} AS ${d.name(as)}` : `0 AS ${d.name(as)}`;
  const columns = [
    ...['ChaNum', 'ChaName', 'ChaClass', 'ChaSchool', 'ChaLevel', 'ChaMoney', 'ChaOnline', 'ChaDeleted'].map(
      c,
    ),
    optional(profile.characterColumns.reborn, 'ChaReborn'),
    optional(profile.characterColumns.kills, 'Kills'),
    optional(profile.characterColumns.deaths, 'Deaths'),
    `u.${d.name('UserID')}`,
    `u.${d.name('UserNum')}`,
    `u.${d.name('UserType')}`,
    `g.${d.name('GuName')}`,
  ];
  const from =
    `${d.table('game', 'character')} c ` +
    `LEFT JOIN ${d.table('user', 'user')} u ON u.${d.name('UserNum')} = ${c('UserNum')} ` +
    `LEFT JOIN ${d.table('game', 'guild')} g ON g.${d.name('GuNum')} = ${c('GuNum')}`;
  return { columns: columns.join(', '), from, c };
}

/** The first `limit` rows by ChaNum after `after` matching `where`: a keyset page on the clustered key. */
function characterKeyset(
  dialect: Dialect,
  profile: GameProfile,
  where: (d: ReturnType<typeof dialectOf>, c: (column: string) => string) => string,
  after: number,
  limit: number,
): Statement {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CHARACTER_PAGE)
    throw new Error(`A character page holds 1 to ${MAX_CHARACTER_PAGE} rows`);
  const d = dialectOf(dialect, profile);
  const { columns, from, c } = characterSelect(d, profile);
  const filter = `${c('ChaNum')} > ${d.param('after', 'int', after)} AND ${where(d, c)}`;
  const order = `ORDER BY ${c('ChaNum')}`;
  const n = d.param('limit', 'int', limit);
  return d.done(
    dialect === 'mssql'
      ? `SELECT TOP (${n}) ${columns} FROM ${from} WHERE ${filter} ${order}`
      : `SELECT ${columns} FROM ${from} WHERE ${filter} ${order} LIMIT ${n}`,
  );
}

/** A page of the full pass: every character not deleted, in ChaNum order. */
export function characterPage(dialect: Dialect, profile: GameProfile, after: number, limit: number) {
  return characterKeyset(dialect, profile, (_d, c) => `${c('ChaDeleted')} = 0`, after, limit);
}

/** Characters in game now (the filtered index IX_ChaInfo_Online keeps this off the table). */
export function onlineCharacters(dialect: Dialect, profile: GameProfile, after: number, limit: number) {
  return characterKeyset(dialect, profile, (_d, c) => `${c('ChaOnline')} = 1`, after, limit);
}

/** Characters by number, deleted or not (the ones the site last saw online, to read how they left). */
export function charactersByNum(
  dialect: Dialect,
  profile: GameProfile,
  chaNums: readonly number[],
): Statement {
  if (chaNums.length === 0 || chaNums.length > MAX_CHARACTER_NUMS)
    throw new Error(`charactersByNum takes 1 to ${MAX_CHARACTER_NUMS} numbers`);
  const d = dialectOf(dialect, profile);
  const { columns, from, c } = characterSelect(d, profile);
  const list = chaNums.map((num, i) => d.param(`chaNum${i}`, 'int', num)).join(', ');
  return d.done(`SELECT ${columns} FROM ${from} WHERE ${c('ChaNum')} IN (${list})`);
}

/**
 * Characters deleted in the last `minutes` by the game's clock (the game marks ChaDeleted 1 and dates it;
 * the filtered index IX_ChaInfo_Deleted keeps this off the table).
 */
export function recentlyDeletedCharacters(
  dialect: Dialect,
  profile: GameProfile,
  minutes: number,
  limit: number,
): Statement {
  const d = dialectOf(dialect, profile);
  const m = d.param('minutes', 'int', minutes);
  const n = d.param('limit', 'int', limit);
  const since =
    dialect === 'mssql'
      ? `DATEADD(minute, -${m}, GETDATE())`
      : `LOCALTIMESTAMP - make_interval(mins => ${m})`;
  const where = `${d.name('ChaDeleted')} = 1 AND ${d.name('ChaDeletedDate')} >= ${since}`;
  const table = d.table('game', 'character');
  return d.done(
    dialect === 'mssql'
      ? `SELECT TOP (${n}) ${d.name('ChaNum')} FROM ${table} WHERE ${where}`
      : `SELECT ${d.name('ChaNum')} FROM ${table} WHERE ${where} LIMIT ${n}`,
  );
}

/** The sync's two filtered indexes that exist on ChaInfo (game:check). */
export function characterIndexes(dialect: Dialect, profile: GameProfile): Statement {
  const d = dialectOf(dialect, profile);
  const names = `${d.param('online', 'varchar', 'IX_ChaInfo_Online')}, ${d.param('deleted', 'varchar', 'IX_ChaInfo_Deleted')}`;
  if (dialect === 'mssql') {
    const db = d.name(profile.databases.game);
    const table = d.param('table', 'varchar', d.table('game', 'character'));
    return d.done(
      `SELECT [name] FROM ${db}.[sys].[indexes] WHERE [object_id] = OBJECT_ID(${table}) AND [name] IN (${names})`,
    );
  }
  return d.done(
    `SELECT indexname AS name FROM pg_indexes WHERE schemaname = ${d.param('schema', 'varchar', profile.databases.game)} ` +
      `AND tablename = ${d.param('table', 'varchar', profile.tables.character)} AND indexname IN (${names})`,
  );
}

/**
 * The two small filtered indexes the sync's frequent reads need, printed by game:check for the operator
 * to create once (never run by the site): without them each read scans ChaInfo.
 */
export function characterIndexDdl(profile: GameProfile): string {
  const d = dialectOf('mssql', profile);
  const table = d.table('game', 'character');
  return (
    `CREATE INDEX [IX_ChaInfo_Online] ON ${table} ([ChaNum]) WHERE [ChaOnline] = 1;\n` +
    `CREATE INDEX [IX_ChaInfo_Deleted] ON ${table} ([ChaDeletedDate]) INCLUDE ([ChaNum]) WHERE [ChaDeleted] = 1;`
  );
}

/** A table's columns as the database describes them, for `npm run game:check` (read only). */
export function listColumns(
  dialect: Dialect,
  profile: GameProfile,
  database: Database,
  table: Table,
): Statement {
  const d = dialectOf(dialect, profile);
  const tableName = d.param('table', 'varchar', profile.tables[table]);
  if (dialect === 'mssql') {
    const qualified = `QUOTENAME([TABLE_CATALOG]) + '.' + QUOTENAME([TABLE_SCHEMA]) + '.' + QUOTENAME([TABLE_NAME])`;
    return d.done(
      `SELECT [COLUMN_NAME] AS [name], [DATA_TYPE] AS [type], [CHARACTER_MAXIMUM_LENGTH] AS [length], ` +
        `[IS_NULLABLE] AS [nullable], [COLUMN_DEFAULT] AS [defaultValue], ` +
        `COLUMNPROPERTY(OBJECT_ID(${qualified}), [COLUMN_NAME], 'IsIdentity') AS [isIdentity] ` +
        `FROM ${d.name(profile.databases[database])}.[INFORMATION_SCHEMA].[COLUMNS] ` +
        `WHERE [TABLE_SCHEMA] = ${d.param('schema', 'varchar', profile.schema)} AND [TABLE_NAME] = ${tableName}`,
    );
  }
  return d.done(
    `SELECT column_name AS name, data_type AS type, character_maximum_length AS length, ` +
      `is_nullable AS nullable, column_default AS "defaultValue", ` +
      `CASE WHEN is_identity = 'YES' OR column_default LIKE 'nextval(%' THEN 1 ELSE 0 END AS "isIdentity" ` +
      `FROM information_schema.columns ` +
      `WHERE table_schema = ${d.param('schema', 'varchar', profile.databases[database])} AND table_name = ${tableName}`,
  );
}

/** A few stored passwords, to tell whether they look like the profile's form. */
export function samplePasswords(dialect: Dialect, profile: GameProfile, count: number): Statement {
  const d = dialectOf(dialect, profile);
  const n = d.param('count', 'int', count);
  const pass = `${d.name('UserPass')} AS ${d.name('pass')}`;
  const order = `ORDER BY ${d.name('UserNum')} DESC`;
  return d.done(
    dialect === 'mssql'
      ? `SELECT TOP (${n}) ${pass} FROM ${d.table('user', 'user')} ${order}`
      : `SELECT ${pass} FROM ${d.table('user', 'user')} ${order} LIMIT ${n}`,
  );
}

/** The ledger table an operator creates once on SQL Server (printed by game:check, never run by it). */
export function deliveryTableDdl(profile: GameProfile): string {
  const d = dialectOf('mssql', profile);
  return (
    `CREATE TABLE ${d.table('shop', 'delivery')} (\n` +
    `  [DeliveryKey] varchar(64) NOT NULL,\n  [Seq] int NOT NULL,\n  [PurKey] bigint NULL,\n` +
    `  [DeliveredAt] datetime NOT NULL,\n  CONSTRAINT [PK_${profile.tables.delivery}] PRIMARY KEY ([DeliveryKey], [Seq])\n);`
  );
}

/**
 * The PostgreSQL stand-in's tables (`npm run game:standin`): the game's names and the columns the bridge
 * and game:check rely on, with the game's spelling, types as close as PostgreSQL has, and nothing in them.
 */
export function standInSchema(profile: GameProfile): Statement[] {
  const d = dialectOf('postgres', profile);
  const schemas = [...new Set(Object.values(profile.databases))].map(
    (database) => `CREATE SCHEMA IF NOT EXISTS ${d.name(database)}`,
  );
  // A table made by an older release gains the columns added since: ADD COLUMN IF NOT EXISTS per column
  // (a no-op for those it has), so a demo's stand-in follows the code without being dropped.
  const table = (database: Database, name: Table, columns: string[]) => {
    const qualified = d.table(database, name);
    const added = columns
      .filter((column) => !column.startsWith('PRIMARY KEY') && !column.includes('PRIMARY KEY'))
      .map((column) => `ALTER TABLE ${qualified} ADD COLUMN IF NOT EXISTS ${column}`);
    return [`CREATE TABLE IF NOT EXISTS ${qualified} (\n  ${columns.join(',\n  ')}\n)`, ...added];
  };
  const c = (column: string, definition: string) => `${d.name(column)} ${definition}`;
  const tables = [
    table('user', 'user', [
      c('UserNum', 'integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY'),
      c('UserName', 'varchar(20) NOT NULL'),
      c('UserID', 'varchar(20) NOT NULL UNIQUE'),
      c('UserPass', 'varchar(20) NOT NULL'),
      c('UserPass2', 'varchar(20) NULL'),
      c('UserType', 'integer NOT NULL DEFAULT 1'),
      c('UserLoginState', 'integer NOT NULL DEFAULT 0'),
      c('UserAvailable', 'integer NULL DEFAULT 1'),
      c('CreateDate', 'timestamp NOT NULL DEFAULT LOCALTIMESTAMP'),
      c('LastLoginDate', 'timestamp NOT NULL DEFAULT LOCALTIMESTAMP'),
      c('UserBlock', 'integer NOT NULL DEFAULT 0'),
      c('UserBlockDate', 'timestamp NOT NULL DEFAULT LOCALTIMESTAMP'),
      c('UserEmail', 'varchar(50) NULL'),
      c('UserPoint', 'integer NULL DEFAULT 0'),
    ]),
    table('shop', 'itemMap', [
      c('ProductNum', 'integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY'),
      c('ItemMain', 'integer NULL'),
      c('ItemSub', 'integer NULL'),
      c('ItemName', 'varchar(100) NULL'),
      c('ItemStock', 'integer NOT NULL DEFAULT 0'),
      c('ItemMoney', 'integer NULL'),
    ]),
    table('shop', 'purchase', [
      c('PurKey', 'bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY'),
      c('UserUID', 'varchar(20) NOT NULL'),
      c('ProductNum', 'integer NOT NULL'),
      c('PurPrice', 'integer NOT NULL'),
      c('PurFlag', 'integer NOT NULL'),
      c('PurDate', 'timestamp NOT NULL'),
      c('PurChgDate', 'timestamp NULL'),
    ]),
    table('shop', 'delivery', [
      c('DeliveryKey', 'varchar(64) NOT NULL'),
      c('Seq', 'integer NOT NULL'),
      c('PurKey', 'bigint NULL'),
      c('DeliveredAt', 'timestamp NOT NULL'),
      `PRIMARY KEY (${d.name('DeliveryKey')}, ${d.name('Seq')})`,
    ]),
    table('game', 'character', [
      c('ChaNum', 'integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY'),
      c('UserNum', 'integer NOT NULL'),
      c('ChaName', 'varchar(33) NOT NULL'),
      c('ChaClass', 'integer NOT NULL DEFAULT 0'),
      c('ChaSchool', 'integer NOT NULL DEFAULT 0'),
      c('ChaLevel', 'integer NOT NULL DEFAULT 1'),
      c('ChaReborn', 'integer NOT NULL DEFAULT 0'),
      c('ChaMoney', 'numeric(19) NOT NULL DEFAULT 0'),
      c('ChaOnline', 'integer NOT NULL DEFAULT 0'),
      c('ChaDeleted', 'integer NOT NULL DEFAULT 0'),
      c('ChaDeletedDate', 'timestamp NULL'),
      c('GuNum', 'integer NULL DEFAULT 0'),
      c('ChaStartMap', 'integer NOT NULL DEFAULT 0'),
      c('ChaStartGate', 'integer NOT NULL DEFAULT 0'),
      c('ChaPosX', 'double precision NOT NULL DEFAULT 0'),
      c('ChaPosY', 'double precision NOT NULL DEFAULT 0'),
      c('ChaPosZ', 'double precision NOT NULL DEFAULT 0'),
      c('ChaPKScore', 'bigint NOT NULL DEFAULT 0'),
      c('ChaPKDeath', 'bigint NOT NULL DEFAULT 0'),
    ]),
    table('game', 'guild', [
      c('GuNum', 'integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY'),
      c('GuName', 'varchar(33) NOT NULL UNIQUE'),
      c('ChaNum', 'integer NULL'),
    ]),
  ].flat();
  // What a real server has or the operator adds (game:check prints it): characters by owner and by name,
  // and the few online ones, so the sync's and the services' reads never scan the table.
  const character = d.table('game', 'character');
  const indexes = [
    `CREATE INDEX IF NOT EXISTS ${d.name('IX_ChaInfo_UserNum')} ON ${character} (${d.name('UserNum')})`,
    `CREATE UNIQUE INDEX IF NOT EXISTS ${d.name('IX_ChaInfo')} ON ${character} (${d.name('ChaName')})`,
    `CREATE INDEX IF NOT EXISTS ${d.name('IX_ChaInfo_Online')} ON ${character} (${d.name('ChaNum')}) WHERE ${d.name('ChaOnline')} = 1`,
    `CREATE INDEX IF NOT EXISTS ${d.name('IX_ChaInfo_Deleted')} ON ${character} (${d.name('ChaDeletedDate')}) WHERE ${d.name('ChaDeleted')} = 1`,
  ];
  return [...schemas, ...tables, ...indexes].map((text) => ({ text, params: [] }));
}

// ---------------------------------------------------------------------------------------------------------
// Server status (docs/product/server-status.md): the players online, read for the public status line and the
// console's history. Kept apart from the statements above so parts of the bridge built at the same time
// merge without touching each other.

/**
 * How many characters the game marks as online (ChaOnline = 1; the game sets it at a character's login and
 * clears it at logout). The stand-in has a partial index on exactly those rows (IX_ChaInfo_Online).
 */
export function countPlayersOnline(dialect: Dialect, profile: GameProfile): Statement {
  const d = dialectOf(dialect, profile);
  const count = dialect === 'mssql' ? 'COUNT(*)' : 'COUNT(*)::int';
  return d.done(
    `SELECT ${count} AS ${d.name('online')} FROM ${d.table('game', 'character')} WHERE ${d.name('ChaOnline')} = 1`,
  );
}
// ---------------------------------------------------------------- character services
// docs/product/character-services.md. Each change is one conditional UPDATE of ChaInfo: the character
// must be the login's, offline and not deleted, plus the service's own condition. Zero rows changed = the
// game refused it (characterRefusal then reads why); the worker writes the ledger row with a change.

/** A character's owner condition: the login's UserNum, read by its UserID (the outbox row's login). */
function ownedBy(d: ReturnType<typeof dialectOf>, userId: string, column = d.name('UserNum')) {
  const login = d.param('userId', 'varchar', userId);
  return `${column} = (SELECT ${d.name('UserNum')} FROM ${d.table('user', 'user')} WHERE ${d.name('UserID')} = ${login})`;
}

const CHARACTER_STATE = ['ChaNum', 'ChaName', 'ChaSchool', 'ChaLevel', 'ChaOnline', 'ChaDeleted', 'GuNum'];

/**
 * The login's characters as the game holds them now (online, guild, level), deleted ones included: the
 * account page's services say from this what each character may have, and the site's copy may lag.
 */
export function loginCharacters(dialect: Dialect, profile: GameProfile, userId: string): Statement {
  const d = dialectOf(dialect, profile);
  return d.done(
    `SELECT ${CHARACTER_STATE.map(d.name).join(', ')} FROM ${d.table('game', 'character')} ` +
      `WHERE ${ownedBy(d, userId)} ORDER BY ${d.name('ChaNum')}`,
  );
}

/** One character of the login's, by ChaNum (no row: not the login's, or no such character). */
export function loginCharacter(
  dialect: Dialect,
  profile: GameProfile,
  userId: string,
  chaNum: number,
): Statement {
  const d = dialectOf(dialect, profile);
  return d.done(
    `SELECT ${CHARACTER_STATE.map(d.name).join(', ')} FROM ${d.table('game', 'character')} ` +
      `WHERE ${d.name('ChaNum')} = ${d.param('chaNum', 'int', chaNum)} AND ${ownedBy(d, userId)}`,
  );
}

/**
 * Whether another character has the name, deleted ones included (they keep theirs). SQL Server compares
 * with the database's collation, case-insensitive on the game's; the stand-in compares lower-cased alike.
 */
function nameHeldElsewhere(
  d: ReturnType<typeof dialectOf>,
  dialect: Dialect,
  name: string,
  chaNum: number,
  lock: boolean,
) {
  const other = d.name('other');
  const hint = lock && dialect === 'mssql' ? ' WITH (UPDLOCK, HOLDLOCK)' : '';
  const value = d.param('name', 'varchar', name);
  const same =
    dialect === 'mssql'
      ? `${other}.${d.name('ChaName')} = ${value}`
      : `lower(${other}.${d.name('ChaName')}) = lower(${value})`;
  return (
    `EXISTS (SELECT 1 FROM ${d.table('game', 'character')} AS ${other}${hint} ` +
    `WHERE ${same} AND ${other}.${d.name('ChaNum')} <> ${d.param('chaNum', 'int', chaNum)})`
  );
}

/** A rename's quick check before the player pays (the rename's own update decides). */
export function characterNameTaken(
  dialect: Dialect,
  profile: GameProfile,
  name: string,
  chaNum: number,
): Statement {
  const d = dialectOf(dialect, profile);
  return d.done(
    `SELECT CASE WHEN ${nameHeldElsewhere(d, dialect, name, chaNum, false)} THEN 1 ELSE 0 END AS ${d.name('Taken')}`,
  );
}

/** A school's start point as the game stores it: the map id (MainID | SubID << 16) and the gate. */
export interface StartPoint {
  map: number;
  gate: number;
}

export type CharacterChange =
  | { service: 'unstuck'; starts: readonly [StartPoint, StartPoint, StartPoint] }
  | { service: 'school'; school: number; start: StartPoint; minLevel: number }
  | { service: 'rename'; name: string };

/**
 * The service's conditional update. Unstuck picks the start point of the school the game holds now;
 * change school needs no guild (GuNum 0 or NULL), the minimum level and another school; rename needs the
 * name free among all characters, under UPDLOCK, HOLDLOCK on SQL Server so no rename takes it meanwhile.
 */
export function applyCharacterChange(
  dialect: Dialect,
  profile: GameProfile,
  target: { userId: string; chaNum: number },
  change: CharacterChange,
): Statement {
  const d = dialectOf(dialect, profile);
  const n = d.name;
  const where = [
    `${n('ChaNum')} = ${d.param('chaNum', 'int', target.chaNum)}`,
    ownedBy(d, target.userId),
    `${n('ChaOnline')} = 0`,
    `${n('ChaDeleted')} = 0`,
  ];
  const moved = [`${n('ChaPosX')} = 0`, `${n('ChaPosY')} = 0`, `${n('ChaPosZ')} = 0`];
  let sets: string[];
  if (change.service === 'unstuck') {
    const bySchool = (field: keyof StartPoint) =>
      `CASE ${n('ChaSchool')} ${change.starts
        .map((start, school) => `WHEN ${school} THEN ${d.param(`${field}${school}`, 'int', start[field])}`)
        .join(' ')} END`;
    sets = [
      `${n('ChaStartMap')} = ${bySchool('map')}`,
      `${n('ChaStartGate')} = ${bySchool('gate')}`,
      ...moved,
    ];
    where.push(`${n('ChaSchool')} IN (0, 1, 2)`);
  } else if (change.service === 'school') {
    const school = d.param('school', 'int', change.school);
    sets = [
      `${n('ChaSchool')} = ${school}`,
      `${n('ChaStartMap')} = ${d.param('map', 'int', change.start.map)}`,
      `${n('ChaStartGate')} = ${d.param('gate', 'int', change.start.gate)}`,
      ...moved,
    ];
    where.push(
      `${n('ChaSchool')} <> ${school}`,
      `(${n('GuNum')} = 0 OR ${n('GuNum')} IS NULL)`,
      `${n('ChaLevel')} >= ${d.param('minLevel', 'int', change.minLevel)}`,
    );
  } else {
    sets = [`${n('ChaName')} = ${d.param('name', 'varchar', change.name)}`];
    where.push(`NOT ${nameHeldElsewhere(d, dialect, change.name, target.chaNum, true)}`);
  }
  return d.done(`UPDATE ${d.table('game', 'character')} SET ${sets.join(', ')} WHERE ${where.join(' AND ')}`);
}
