import { randomBytes } from 'node:crypto';
import type { GameDatabase, GameSession } from './game-database.ts';
import { looksLikeForm } from './password-forms.ts';
import type { GameProfile } from './settings.ts';
import * as statements from './statements.ts';
import { deliveryTableDdl, listColumns, samplePasswords } from './statements.ts';

/**
 * `npm run game:check`: reads the game's database (never writes) and says whether the profile fits it,
 * and what to change where it does not (docs/product/game-bridge.md). Each finding is ok, warn or error;
 * an error means the bridge would fail or write something wrong.
 */

type Kind = 'text' | 'number' | 'date';
type Database = keyof GameProfile['databases'];
type Table = keyof GameProfile['tables'];

export interface Finding {
  level: 'ok' | 'warn' | 'error';
  text: string;
  /** What the operator changes (an environment variable, a table to create). */
  fix?: string;
}

const KINDS: Record<Kind, readonly string[]> = {
  text: ['varchar', 'nvarchar', 'char', 'nchar', 'character varying', 'character', 'text'],
  number: [
    'int',
    'bigint',
    'smallint',
    'tinyint',
    'integer',
    'numeric',
    'decimal',
    'money',
    'bit',
    'float',
    'real',
    'double precision',
  ],
  date: ['datetime', 'datetime2', 'smalldatetime', 'timestamp without time zone', 'timestamp with time zone'],
};

interface TableSpec {
  database: Database;
  table: Table;
  variable: string;
  columns: Record<string, Kind>;
  /** The columns the bridge's insert fills (null: the bridge never inserts here). */
  inserts: readonly string[] | null;
  defaults: 'userDefaults' | 'purchaseDefaults' | null;
}

const SPECS: readonly TableSpec[] = [
  {
    database: 'user',
    table: 'user',
    variable: 'GAME_USER_TABLE',
    columns: {
      UserNum: 'number',
      UserName: 'text',
      UserID: 'text',
      UserPass: 'text',
      UserPass2: 'text',
      UserType: 'number',
      UserAvailable: 'number',
      UserLoginState: 'number',
      UserBlock: 'number',
      UserBlockDate: 'date',
      UserEmail: 'text',
      CreateDate: 'date',
      LastLoginDate: 'date',
    },
    inserts: [
      'UserName',
      'UserID',
      'UserPass',
      'UserPass2',
      'UserType',
      'UserAvailable',
      'UserLoginState',
      'UserBlock',
      'UserBlockDate',
      'UserEmail',
      'CreateDate',
      'LastLoginDate',
    ],
    defaults: 'userDefaults',
  },
  {
    database: 'shop',
    table: 'purchase',
    variable: 'GAME_PURCHASE_TABLE',
    columns: {
      PurKey: 'number',
      UserUID: 'text',
      ProductNum: 'number',
      PurPrice: 'number',
      PurFlag: 'number',
      PurDate: 'date',
      PurChgDate: 'date',
    },
    inserts: ['UserUID', 'ProductNum', 'PurPrice', 'PurFlag', 'PurDate'],
    defaults: 'purchaseDefaults',
  },
  {
    database: 'shop',
    table: 'itemMap',
    variable: 'GAME_ITEM_MAP_TABLE',
    columns: { ProductNum: 'number' },
    inserts: null,
    defaults: null,
  },
  {
    database: 'game',
    table: 'character',
    variable: 'GAME_CHARACTER_TABLE',
    columns: {
      ChaNum: 'number',
      UserNum: 'number',
      ChaName: 'text',
      ChaClass: 'number',
      ChaSchool: 'number',
      ChaLevel: 'number',
      ChaMoney: 'number',
      ChaOnline: 'number',
      ChaDeleted: 'number',
      ChaDeletedDate: 'date',
      // Character services (docs/product/character-services.md) update these.
      GuNum: 'number',
      ChaStartMap: 'number',
      ChaStartGate: 'number',
      ChaPosX: 'number',
      ChaPosY: 'number',
      ChaPosZ: 'number',
    },
    inserts: null,
    defaults: null,
  },
  {
    database: 'game',
    table: 'guild',
    variable: 'GAME_GUILD_TABLE',
    columns: { GuNum: 'number', GuName: 'text' },
    inserts: null,
    defaults: null,
  },
  {
    database: 'shop',
    table: 'delivery',
    variable: 'GAME_DELIVERY_TABLE',
    columns: { DeliveryKey: 'text', Seq: 'number', PurKey: 'number', DeliveredAt: 'date' },
    inserts: ['DeliveryKey', 'Seq', 'PurKey', 'DeliveredAt'],
    defaults: null,
  },
];

const DATABASE_VARIABLES: Record<Database, string> = {
  user: 'GAME_USER_DB',
  game: 'GAME_GAME_DB',
  shop: 'GAME_SHOP_DB',
};

interface Column {
  name: string;
  type: string;
  length: number | null;
  nullable: boolean;
  hasDefault: boolean;
  isIdentity: boolean;
}

async function columnsOf(game: GameSession, profile: GameProfile, spec: TableSpec): Promise<Column[]> {
  const { rows } = await game.run(listColumns(game.dialect, profile, spec.database, spec.table));
  return rows.map((row) => ({
    name: String(row.name),
    type: String(row.type).toLowerCase(),
    length: row.length === null || row.length === undefined ? null : Number(row.length),
    nullable: String(row.nullable).toUpperCase() === 'YES',
    hasDefault: row.defaultValue !== null && row.defaultValue !== undefined,
    isIdentity: Number(row.isIdentity) === 1,
  }));
}

/** The spec's columns, and for characters the optional figures the profile names (GAME_*_COLUMN). */
function columnsToCheck(profile: GameProfile, spec: TableSpec): Record<string, Kind> {
  if (spec.table !== 'character') return spec.columns;
  const optional = Object.values(profile.characterColumns).filter((c): c is string => c !== null);
  return { ...spec.columns, ...Object.fromEntries(optional.map((c) => [c, 'number' as const])) };
}

/** The character sync's frequent reads scan ChaInfo without its two filtered indexes. */
async function checkCharacterIndexes(game: GameSession, profile: GameProfile): Promise<Finding> {
  const { rows } = await game.run(statements.characterIndexes(game.dialect, profile));
  if (rows.length === 2)
    return { level: 'ok', text: "ChaInfo: the character sync's filtered indexes are there" };
  return {
    level: 'warn',
    text: "ChaInfo: the character sync's filtered indexes are missing; each frequent read would scan the table",
    fix: `create them once:\n${statements.characterIndexDdl(profile)}`,
  };
}

function checkTable(profile: GameProfile, spec: TableSpec, columns: Column[]): Finding[] {
  const where = `${profile.databases[spec.database]}.${profile.tables[spec.table]}`;
  if (columns.length === 0) {
    const fix =
      spec.table === 'delivery'
        ? `create the bridge's ledger table once (the bridge never creates tables in the game):\n${deliveryTableDdl(profile)}`
        : `set ${spec.variable} (and ${DATABASE_VARIABLES[spec.database]}) to the names your build uses`;
    return [{ level: 'error', text: `${where}: table not found`, fix }];
  }
  const findings: Finding[] = [];
  const byName = new Map(columns.map((column) => [column.name.toLowerCase(), column]));
  for (const [name, kind] of Object.entries(columnsToCheck(profile, spec))) {
    const column = byName.get(name.toLowerCase());
    if (!column) {
      findings.push({
        level: 'error',
        text: `${where}.${name}: column missing`,
        fix: 'a build the bridge does not know; tell the site team which columns it has',
      });
    } else if (!KINDS[kind].includes(column.type)) {
      findings.push({ level: 'error', text: `${where}.${name}: type ${column.type}, expected ${kind}` });
    }
  }
  const pass = byName.get('userpass');
  if (spec.table === 'user' && profile.passwordForm === 'md5-19' && pass?.length != null && pass.length < 19)
    findings.push({
      level: 'error',
      text: `${where}.UserPass holds ${pass.length} characters; md5-19 needs 19`,
    });
  if (spec.inserts && spec.defaults) {
    const filled = new Set(
      [...spec.inserts, ...Object.keys(profile[spec.defaults])].map((c) => c.toLowerCase()),
    );
    const missed = columns.filter(
      (c) => !c.nullable && !c.hasDefault && !c.isIdentity && !filled.has(c.name.toLowerCase()),
    );
    if (missed.length > 0) {
      const variable = spec.defaults === 'userDefaults' ? 'GAME_USER_DEFAULTS' : 'GAME_PURCHASE_DEFAULTS';
      const example = Object.fromEntries(missed.map((c) => [c.name, KINDS.text.includes(c.type) ? '' : 0]));
      findings.push({
        level: 'error',
        text: `${where}: NOT NULL columns without a default the bridge's insert would miss: ${missed.map((c) => c.name).join(', ')}`,
        fix: `${variable}='${JSON.stringify(example)}' with the values your build's own panel writes`,
      });
    }
  }
  if (findings.length === 0)
    findings.push({ level: 'ok', text: `${where}: ${columns.length} columns, the ones the bridge uses fit` });
  return findings;
}

const SAMPLE_SIZE = 20;

async function checkPasswords(game: GameSession, profile: GameProfile): Promise<Finding[]> {
  const findings: Finding[] = [];
  if (profile.passwordForm === 'plain')
    findings.push({
      level: 'warn',
      text: 'profile plain: the game keeps passwords as typed, readable by anyone who can read UserInfo',
      fix: 'use a build that stores md5-19 if you can (GAME_PROFILE=md5-19)',
    });
  const { rows } = await game.run(samplePasswords(game.dialect, profile, SAMPLE_SIZE));
  const stored = rows.map((row) => String(row.pass ?? ''));
  if (stored.length === 0)
    return [...findings, { level: 'ok', text: 'no logins yet to sample UserPass from' }];
  const fitting = stored.filter((value) => looksLikeForm(profile.passwordForm, value)).length;
  if (fitting === stored.length) {
    findings.push({
      level: 'ok',
      text: `UserPass: the ${stored.length} newest logins look like ${profile.passwordForm}`,
    });
  } else {
    const other = profile.passwordForm === 'md5-19' ? 'plain' : 'md5-19';
    findings.push({
      level: fitting === 0 ? 'error' : 'warn',
      text: `UserPass: ${stored.length - fitting} of the ${stored.length} newest logins do not look like ${profile.passwordForm}`,
      fix: fitting === 0 ? `GAME_PROFILE=${other}` : 'check which form your build writes before going live',
    });
  }
  return findings;
}

export async function checkGameDatabase(game: GameSession, profile: GameProfile): Promise<Finding[]> {
  const findings: Finding[] = [];
  const found = new Set<Table>();
  for (const spec of SPECS) {
    const columns = await columnsOf(game, profile, spec);
    if (columns.length > 0) found.add(spec.table);
    findings.push(...checkTable(profile, spec, columns));
  }
  if (found.has('user')) findings.push(...(await checkPasswords(game, profile)));
  if (found.has('character')) findings.push(await checkCharacterIndexes(game, profile));
  findings.push({
    level: 'ok',
    text: `GM threshold: UserType ${profile.gmUserType} and above (GAME_GM_USER_TYPE); new logins get UserType ${profile.playerUserType}`,
  });
  return findings;
}

class RolledBack extends Error {}

/**
 * `npm run game:check -- --write-test`: every write the bridge makes, on a made-up login, inside one game
 * transaction that is always rolled back, so nothing stays. Opt-in: it takes locks on the game's tables for
 * the moment it runs. Each step must change exactly the rows it should.
 */
export async function writeTest(game: GameDatabase, profile: GameProfile): Promise<Finding[]> {
  const findings: Finding[] = [];
  const userId = `zzcheck${randomBytes(4).toString('hex')}`;
  const key = `write-test-${randomBytes(8).toString('hex')}`;
  try {
    await game.transaction(async (session) => {
      const d = session.dialect;
      const step = async (label: string, statement: statements.Statement, expectedRows: number) => {
        const result = await session.run(statement);
        if (result.rowCount !== expectedRows)
          throw new Error(`${label}: changed ${result.rowCount} row(s), expected ${expectedRows}`);
        findings.push({ level: 'ok', text: `write test: ${label}` });
        return result;
      };
      const login = { userId, userName: userId, email: `${userId}@example.invalid`, storedPassword: 'x' };
      await step('create a login', statements.createLogin(d, profile, login), 1);
      await step('refuse a name already taken', statements.createLogin(d, profile, login), 0);
      await step('set its password', statements.setPassword(d, profile, userId, 'y'), 1);
      await step(
        'ban it for a day',
        statements.setBan(d, profile, userId, { blocked: true, seconds: 86_400 }),
        1,
      );
      await step('lift the ban', statements.setBan(d, profile, userId, { blocked: false }), 1);
      await step('mark a delivery in the ledger', statements.markDelivery(d, profile, `${key}-login`), 1);
      const item = { deliveryKey: key, seq: 0, userId, productNum: 1, price: 0 };
      const inserted = await session.run(statements.insertPurchase(d, profile, item));
      const purKey = Number(inserted.rows[0]?.PurKey);
      if (!Number.isSafeInteger(purKey) || purKey <= 0)
        throw new Error('insert an item: no PurKey came back');
      findings.push({ level: 'ok', text: 'write test: insert an item and its ledger row' });
      await step('cancel it while PurFlag is 0', statements.cancelPurchase(d, profile, userId, purKey), 1);
      await step('refuse a second cancel', statements.cancelPurchase(d, profile, userId, purKey), 0);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) {
      const message = error instanceof Error ? error.message : String(error);
      findings.push({ level: 'error', text: `write test stopped: ${message}` });
    }
  }
  findings.push({ level: 'ok', text: 'write test rolled back: nothing it wrote stays in the game database' });
  return findings;
}

const MARKS: Record<Finding['level'], string> = { ok: 'ok   ', warn: 'WARN ', error: 'ERROR' };

export function formatFindings(profile: GameProfile, findings: readonly Finding[]): string {
  const lines = [`Game database check, profile ${profile.name}`, ''];
  for (const finding of findings) {
    lines.push(`${MARKS[finding.level]} ${finding.text}`);
    if (finding.fix) lines.push(...finding.fix.split('\n').map((line) => `        -> ${line}`));
  }
  const errors = findings.filter((f) => f.level === 'error').length;
  const warnings = findings.filter((f) => f.level === 'warn').length;
  lines.push(
    '',
    errors === 0
      ? `Ready: ${warnings} warning(s), no errors.`
      : `Not ready: ${errors} error(s), ${warnings} warning(s).`,
  );
  return lines.join('\n');
}
