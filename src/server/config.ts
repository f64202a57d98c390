import { z } from 'zod';
import { DEFAULT_ADJUST_CONFIRM_THRESHOLD } from '#shared/contracts/admin-players.ts';
import { PAYMENT_PROVIDERS } from '#shared/payment-rules.ts';
import { MAX_BALANCE } from '#shared/shop-rules.ts';
import { senderAddress } from './mail/brand.ts';
import { checkGameSettings, gameSettings } from './modules/game/settings.ts';
import { checkServerLimits, serverLimitSettings } from './server-limits.ts';

/**
 * Every setting the server reads, validated once at start. A bad value stops the process with a message
 * naming the variable, so a typo in production fails loudly instead of running with a surprise default.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
/** The site's origin as players reach it: every link in mail is built from it, never from request headers. */
const publicUrl = z.preprocess(
  emptyToUndefined,
  z
    .url({
      protocol: /^https?$/,
      error: 'expected the http(s) address players use, e.g. https://ran.example.com',
    })
    .refine((v) => /^https?:\/\/[^/?#]+\/?$/.test(v), 'give the origin only, e.g. https://ran.example.com')
    .transform((v) => new URL(v).origin)
    .optional(),
);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: publicUrl,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * The embedded PostgreSQL's port on 127.0.0.1 (only when DATABASE_URL is unset); unset: a free port chosen
   * at each start. For a firewall that must name it. Not a privileged port.
   */
  EMBEDDED_PG_PORT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+$/, 'expected a port number, 1024 to 65535')
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1024, 'expected a port number, 1024 to 65535')
          .max(65535, 'expected a port number, 1024 to 65535'),
      )
      .optional(),
  ),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  /** The sender's address; the name mail shows is the site settings' (mail/brand.ts). */
  MAIL_FROM: z
    .string()
    .default('Ran Online <no-reply@localhost>')
    .refine((v) => senderAddress(v) !== null, 'expected one address, e.g. no-reply@example.com'),
  SITE_NAME: z.string().min(1).max(60).default('Ran Online PH'),
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['auto', 'always', 'never']).default('auto')),
  /** The OpenAPI pages at /api/docs: 'on' or 'off'; unset = off in production, on elsewhere. */
  API_DOCS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which reverse proxies may set X-Forwarded-For: their addresses or subnets ('127.0.0.1', 'loopback',
   * '10.0.0.0/8', comma-separated) or how many hops to trust. 'true' is refused: it would let any client
   * choose the address every per-address rate limit is keyed on.
   */
  TRUST_PROXY: z.preprocess(
    (value) => (value === undefined || value === '' || value === 'false' ? false : value),
    z.union([
      z.literal(false),
      z
        .string()
        .regex(/^\d{1,2}$/)
        .transform(Number),
      z
        .string()
        .refine(
          (v) => v !== 'true',
          'give the proxy address (e.g. 127.0.0.1 or loopback) or a hop count, not true',
        )
        .refine((v) => /^[\w.:/,\s-]+$/.test(v), 'expected addresses, subnets or a hop count'),
    ]),
  ),
  /** An operator's balance adjustment above this many units (either way) needs a second confirmation. */
  ADJUST_CONFIRM_THRESHOLD: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_BALANCE)
    .default(DEFAULT_ADJUST_CONFIRM_THRESHOLD),
  ...serverLimitSettings,
  /** The game bridge (docs/product/game-bridge.md): unset = the site keeps its own world. */
  ...gameSettings,
  /**
   * Top-up by payment (docs/product/payments.md): 'paymongo' needs both keys below, else top-up shows as
   * unavailable; 'fake' is the development and demo stand-in (never in production).
   */
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(PAYMENT_PROVIDERS).default('paymongo')),
  PAYMONGO_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  PAYMONGO_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  /** Only tests change it: they point the client at a loopback stand-in that speaks the same protocol. */
  PAYMONGO_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.paymongo.com')),
  /**
   * Where the Discord webhooks' messages go (docs/product/discord.md): the operator's webhook addresses
   * give only the id and token, sent to this origin. Only tests change it (a loopback stand-in).
   */
  DISCORD_API_ORIGIN: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'expected an http(s) origin, e.g. https://discord.com' })
      .transform((v) => new URL(v).origin)
      .default('https://discord.com'),
  ),
});

export type Config = z.infer<typeof configSchema>;

/** Rules across settings. Production has no safe guess for its own address (a request's Host is the caller's). */
const checkedConfigSchema = configSchema
  .refine((c) => c.NODE_ENV !== 'production' || c.PUBLIC_URL, {
    path: ['PUBLIC_URL'],
    message:
      'required when NODE_ENV=production: the https address players use (links in mail are built from it)',
  })
  // The fake provider credits R-Coin for a button press: it must never run where the money is real.
  .refine((c) => c.NODE_ENV !== 'production' || c.PAYMENT_PROVIDER !== 'fake', {
    path: ['PAYMENT_PROVIDER'],
    message: 'fake is for development, demos and tests only; use paymongo in production',
  });

export class ConfigError extends Error {}

/**
 * `npm start` and `npm run dev` outside production: with no payment provider chosen, the fake one, so a
 * newcomer can top up end to end (docs/product/payments.md). The site itself never picks it by default.
 */
export function withDemoPayments(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.NODE_ENV === 'production' || env.PAYMENT_PROVIDER) return env;
  return { ...env, PAYMENT_PROVIDER: 'fake' };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = checkedConfigSchema
    .superRefine(checkServerLimits)
    .superRefine(checkGameSettings)
    .safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid settings in the environment:\n${lines.join('\n')}`);
}
