import { z } from 'zod';

/**
 * The game bridge's settings (docs/product/game-bridge.md): a named profile of what a Ran server build
 * looks like, plus environment overrides for what builds change. Unset GAME_DATABASE_URL = no bridge: the
 * site keeps its own world, as before. Spread into src/server/config.ts so a bad value stops the start.
 */

/** How a build keeps UserPass: the password as typed, or upper-case hex MD5 cut to 19 characters. */
export type PasswordForm = 'plain' | 'md5-19';

/** A value an extra NOT NULL column gets on insert: a number goes as int, a string as varchar. */
type ColumnDefault = number | string;

export interface GameProfile {
  name: string;
  passwordForm: PasswordForm;
  /** SQL Server database names; the PostgreSQL stand-in has one schema per database of the same name. */
  databases: { user: string; game: string; shop: string };
  /** The schema inside each SQL Server database (dbo); the stand-in has none. */
  schema: string;
  tables: {
    user: string;
    purchase: string;
    itemMap: string;
    character: string;
    /** Guilds (GuNum, GuName): the sync reads a character's guild name from it. */
    guild: string;
    /** The site's own ledger in the shop database: one row per delivered item (decision 0061). */
    delivery: string;
  };
  /**
   * ChaInfo figures not every build has (null = the build lacks it: the site reads 0). Kills and deaths are
   * running totals; the sync adds their growth to the month's rankings.
   */
  characterColumns: { reborn: string | null; kills: string | null; deaths: string | null };
  /** UserType at or above which an account is a GM in game (USER_GM3 = 20 in the public sources). */
  gmUserType: number;
  /** UserType a login the site creates gets (a player). */
  playerUserType: number;
  /** PurFlag a cancelled row gets; the game lists 0 and flips 0 -> 1 when the player takes the item. */
  cancelledPurFlag: number;
  /** Extra NOT NULL columns some builds add, filled on insert. */
  userDefaults: Record<string, ColumnDefault>;
  purchaseDefaults: Record<string, ColumnDefault>;
}

const BASE: Omit<GameProfile, 'name' | 'passwordForm'> = {
  databases: { user: 'RanUser', game: 'RanGame1', shop: 'RanShop' },
  schema: 'dbo',
  tables: {
    user: 'UserInfo',
    purchase: 'ShopPurchase',
    itemMap: 'ShopItemMap',
    character: 'ChaInfo',
    guild: 'GuildInfo',
    delivery: 'SiteDelivery',
  },
  characterColumns: { reborn: 'ChaReborn', kills: 'ChaPKScore', deaths: 'ChaPKDeath' },
  gmUserType: 20,
  playerUserType: 1,
  cancelledPurFlag: 2,
  userDefaults: {},
  purchaseDefaults: {},
};

export const GAME_PROFILES = {
  'md5-19': { ...BASE, name: 'md5-19', passwordForm: 'md5-19' },
  plain: { ...BASE, name: 'plain', passwordForm: 'plain' },
} as const satisfies Record<string, GameProfile>;

type ProfileName = keyof typeof GAME_PROFILES;

/**
 * A name the bridge puts into a statement (database, schema, table, column). Only these characters, so a
 * bracket- or double-quoted name can never close its quotes; values never go into text at all.
 */
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const identifier = z.preprocess(
  emptyToUndefined,
  z.string().regex(IDENTIFIER, 'letters, digits and underscores only (a SQL Server name)').optional(),
);
const columnDefaults = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'expected JSON, e.g. {"ChaRemain":4}' });
        return z.NEVER;
      }
    })
    .pipe(
      z.record(
        z.string().regex(IDENTIFIER, 'a column name: letters, digits and underscores'),
        z.union([z.number().int(), z.string().max(200)]),
      ),
    )
    .optional(),
);
/** A ChaInfo column, or `none` for a build without it. */
const optionalColumn = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^(none|[A-Za-z_][A-Za-z0-9_]{0,127})$/, 'a column name, or none when the build lacks it')
    .optional(),
);
const columnOf = (value: string | undefined, fallback: string | null) =>
  value === undefined ? fallback : value === 'none' ? null : value;
const userType = z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(255).optional());

/** The Ran client's default login port: GAME_LOGIN_SERVER without a port means this one. */
export const DEFAULT_LOGIN_PORT = 5001;

/** Where the game's login server listens, for the server-status probe (docs/product/server-status.md). */
export interface LoginServerAddress {
  host: string;
  port: number;
}

/**
 * host, host:port, IPv4 or [IPv6] with an optional port. The host is a name or an address, nothing else:
 * no scheme, path or credentials (a URL pasted here by mistake is refused, not half-read).
 */
const LOGIN_SERVER =
  /^(?:\[(?<v6>[0-9A-Fa-f:.]{2,45})\]|(?<host>[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?))(?::(?<port>\d{1,5}))?$/;
const loginServer = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .max(260)
    .transform((text, ctx): LoginServerAddress => {
      const match = LOGIN_SERVER.exec(text.trim());
      const port = Number(match?.groups?.port ?? DEFAULT_LOGIN_PORT);
      const host = match?.groups?.v6 ?? match?.groups?.host;
      if (!host || port < 1 || port > 65535) {
        ctx.addIssue({
          code: 'custom',
          message: `expected host:port of the game's login server, e.g. 192.168.1.20:${DEFAULT_LOGIN_PORT} (the port defaults to ${DEFAULT_LOGIN_PORT})`,
        });
        return z.NEVER;
      }
      return { host, port };
    })
    .optional(),
);

export const gameSettings = {
  /** mssql://user:password@host:1433 for SQL Server, or postgres://... for the stand-in. */
  GAME_DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({
        protocol: /^(mssql|postgres|postgresql)$/,
        error: 'expected an mssql:// or postgres:// address',
      })
      .optional(),
  ),
  GAME_PROFILE: z.preprocess(
    emptyToUndefined,
    z.enum(Object.keys(GAME_PROFILES) as [ProfileName, ...ProfileName[]]).optional(),
  ),
  GAME_USER_DB: identifier,
  GAME_GAME_DB: identifier,
  GAME_SHOP_DB: identifier,
  GAME_SCHEMA: identifier,
  GAME_USER_TABLE: identifier,
  GAME_PURCHASE_TABLE: identifier,
  GAME_ITEM_MAP_TABLE: identifier,
  GAME_CHARACTER_TABLE: identifier,
  GAME_GUILD_TABLE: identifier,
  GAME_DELIVERY_TABLE: identifier,
  GAME_REBORN_COLUMN: optionalColumn,
  GAME_KILLS_COLUMN: optionalColumn,
  GAME_DEATHS_COLUMN: optionalColumn,
  GAME_GM_USER_TYPE: userType,
  GAME_PLAYER_USER_TYPE: userType,
  GAME_CANCELLED_PUR_FLAG: z.preprocess(emptyToUndefined, z.coerce.number().int().min(2).max(255).optional()),
  /** JSON object of extra NOT NULL UserInfo columns and the value a new login gets, e.g. {"ChaRemain":4}. */
  GAME_USER_DEFAULTS: columnDefaults,
  GAME_PURCHASE_DEFAULTS: columnDefaults,
  /**
   * The game's login server (host:port, port 5001 when left out): the public server status probes it with
   * a TCP connect. Independent of GAME_DATABASE_URL; unset = the state comes from the game database.
   */
  GAME_LOGIN_SERVER: loginServer,
};

export type GameSettings = z.infer<z.ZodObject<typeof gameSettings>>;

/** The address and the profile come together: one without the other is a half-configured bridge. */
export function checkGameSettings(settings: GameSettings, ctx: z.RefinementCtx): void {
  if (settings.GAME_DATABASE_URL && !settings.GAME_PROFILE) {
    ctx.addIssue({
      code: 'custom',
      path: ['GAME_PROFILE'],
      message: `required with GAME_DATABASE_URL: one of ${Object.keys(GAME_PROFILES).join(', ')}`,
    });
  }
  if (settings.GAME_PROFILE && !settings.GAME_DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['GAME_DATABASE_URL'],
      message: 'required with GAME_PROFILE: the mssql:// address of the game database',
    });
  }
}

export interface GameBridgeSettings {
  url: string;
  dialect: 'mssql' | 'postgres';
  profile: GameProfile;
}

/** The profile with the operator's overrides applied, or null when the bridge is off. */
export function gameBridgeOf(settings: GameSettings): GameBridgeSettings | null {
  const url = settings.GAME_DATABASE_URL;
  if (!url || !settings.GAME_PROFILE) return null;
  const base: GameProfile = GAME_PROFILES[settings.GAME_PROFILE];
  const profile: GameProfile = {
    ...base,
    databases: {
      user: settings.GAME_USER_DB ?? base.databases.user,
      game: settings.GAME_GAME_DB ?? base.databases.game,
      shop: settings.GAME_SHOP_DB ?? base.databases.shop,
    },
    schema: settings.GAME_SCHEMA ?? base.schema,
    tables: {
      user: settings.GAME_USER_TABLE ?? base.tables.user,
      purchase: settings.GAME_PURCHASE_TABLE ?? base.tables.purchase,
      itemMap: settings.GAME_ITEM_MAP_TABLE ?? base.tables.itemMap,
      character: settings.GAME_CHARACTER_TABLE ?? base.tables.character,
      guild: settings.GAME_GUILD_TABLE ?? base.tables.guild,
      delivery: settings.GAME_DELIVERY_TABLE ?? base.tables.delivery,
    },
    characterColumns: {
      reborn: columnOf(settings.GAME_REBORN_COLUMN, base.characterColumns.reborn),
      kills: columnOf(settings.GAME_KILLS_COLUMN, base.characterColumns.kills),
      deaths: columnOf(settings.GAME_DEATHS_COLUMN, base.characterColumns.deaths),
    },
    gmUserType: settings.GAME_GM_USER_TYPE ?? base.gmUserType,
    playerUserType: settings.GAME_PLAYER_USER_TYPE ?? base.playerUserType,
    cancelledPurFlag: settings.GAME_CANCELLED_PUR_FLAG ?? base.cancelledPurFlag,
    userDefaults: settings.GAME_USER_DEFAULTS ?? base.userDefaults,
    purchaseDefaults: settings.GAME_PURCHASE_DEFAULTS ?? base.purchaseDefaults,
  };
  return { url, dialect: url.startsWith('mssql:') ? 'mssql' : 'postgres', profile };
}
