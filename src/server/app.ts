import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CACHE_MS } from '#shared/cache-times.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { createTaskRunner, type TaskRunner } from './background-tasks.ts';
import type { Config } from './config.ts';
import { type CacheBus, localCacheBus } from './db/cache-bus.ts';
import type { Db } from './db/database.ts';
import { productionLogStream } from './log-stream.ts';
import { logSerializers, RequestLog, requestLoggerFactory } from './logging.ts';
import { senderAddress } from './mail/brand.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { stepUpDue } from './modules/accounts/factor-service.ts';
import { type SessionCache, sessionResolver } from './modules/accounts/sessions.ts';
import { staffStandingOf } from './modules/admin/staff.ts';
import { type DiscordSend, discordSender } from './modules/discord/client.ts';
import { createDiscordWorker, type DiscordWorker } from './modules/discord/worker.ts';
import type { GameBridge } from './modules/game/bridge.ts';
import { registerMedia } from './modules/images/media-routes.ts';
import { apiModules } from './modules/index.ts';
import { announceDueNews } from './modules/news/service.ts';
import { registerPages } from './modules/pages/routes.ts';
import { announceMaintenanceDue } from './modules/server-status/maintenance.ts';
import { createServerStatus, type ServerStatusSource } from './modules/server-status/service.ts';
import { createSettingsCache, type SettingsCache } from './modules/site/service.ts';
import { type BalanceCache, createBalanceCache } from './modules/wallet/balance-cache.ts';
import { registerAnswer } from './plugins/answer.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerControlCharacterGuard } from './plugins/control-characters.ts';
import { registerCrossSiteGuard } from './plugins/cross-site.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerMaintenance } from './plugins/maintenance.ts';
import {
  memoryRateStore,
  type RateStore,
  registerRateLimiter,
  registerRateLimits,
} from './plugins/rate-limit.ts';
import { DEFAULT_BODY_LIMIT, registerRequestBody } from './plugins/request-body.ts';
import { registerRouteConfigCheck } from './plugins/route-config.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerStepUp } from './plugins/step-up.ts';
import { readableLogStream } from './readable-log.ts';
import { applyConnectionLimits, serverLimitOptions } from './server-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The languages offered (AppDeps.languages): pages, and the language kept on an account, pick among them. */
    languages: readonly Language[];
    /** The site settings the SPA shell carries; the site module's writes clear it. */
    siteSettings: SettingsCache;
    /** Clears public response caches here and on every other instance (db/cache-bus.ts). */
    cacheBus: CacheBus;
    /** The clock of rules that tests move in time (second-factor codes, step-up, maintenance): AppDeps.now. */
    now: () => Date;
    /** Signed-in requests' session lookups (accounts/session-cache.ts); every session ended here tells it. */
    sessions: SessionCache;
    /** Players' balances as /api/wallet last read them (wallet/balance-cache.ts); money transactions tell it. */
    balances: BalanceCache;
    /** Work done after the answer (mail, pruning), logged when it fails and waited for at close. */
    tasks: TaskRunner;
    /** Every mail of the site, named after the site settings' name (mail/brand.ts); closed after the tasks. */
    mailer: Mailer;
    /** The game bridge (modules/game/bridge.ts), or null when the site keeps its own world. */
    game: GameBridge | null;
    /** The game server's state and players online, and their history's sampler (modules/server-status). */
    serverStatus: ServerStatusSource;
    /**
     * Discord announcements (modules/discord): the sender (to DISCORD_API_ORIGIN) and the outbox's worker,
     * which main.ts starts and the app stops; its announcers write scheduled news and maintenance changes.
     */
    discord: { send: DiscordSend; worker: DiscordWorker };
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  /** Built client files; the SPA shell falls back to a short notice when they are missing. */
  clientDir: string;
  rateStore?: RateStore;
  /** Cross-instance cache invalidation; by default this instance's caches only (tests). Closed with the app. */
  cacheBus?: CacheBus;
  logger?: boolean | object;
  /**
   * The clock second-factor codes, the step-up window and the maintenance window are read on; the real one
   * unless a test moves it.
   */
  now?: () => Date;
  /** The game bridge, when a game database is configured; the app closes it. */
  game?: GameBridge | null;
  /** The bridge runs on the demo's stand-in (main.ts): nobody plays there, so the players online are simulated. */
  demoGame?: boolean;
  /** The languages offered (src/shared/languages.ts, LANGUAGES unless a test offers Filipino). */
  languages?: readonly Language[];
}

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** A hop count trusts that many proxies in front of us; addresses and subnets are passed as they are. */
function trustProxySetting(value: Config['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

const REQUEST_ID = /^[\w.:-]{1,64}$/;
let nextRequestId = 0;
function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && REQUEST_ID.test(given)) return given;
  nextRequestId = (nextRequestId + 1) % Number.MAX_SAFE_INTEGER;
  return `req-${nextRequestId.toString(36)}`;
}

/** Builds the whole site without listening, so tests drive it through `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const development = deps.config.NODE_ENV === 'development';
  const ownDestination = deps.logger !== false && typeof deps.logger !== 'object';
  const ownLog = deps.config.NODE_ENV === 'production' && ownDestination ? productionLogStream() : null;
  // A person reads development's log at a terminal: readable lines, not JSON (readable-log.ts).
  const stream = ownLog?.stream ?? (development && ownDestination ? readableLogStream() : null);
  const app = Fastify({
    // Whatever logger a caller passes, secrets are kept out of it.
    logger:
      deps.logger === false
        ? false
        : {
            level: deps.config.LOG_LEVEL,
            ...(stream ? { stream } : {}),
            ...(typeof deps.logger === 'object' ? deps.logger : {}),
            redact: REDACT,
            serializers: logSerializers,
          },
    // One line per request, written when it is answered, instead of Fastify's two (logging.ts).
    logController: new RequestLog(development ? 'debug' : 'info'),
    // A request's logger is two fields, not a pino child; a handler that logs gets the child then (logging.ts).
    ...(deps.logger === false ? {} : { childLoggerFactory: requestLoggerFactory }),
    trustProxy: trustProxySetting(deps.config.TRUST_PROXY),
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A caller's X-Request-Id is kept for tracing only when it looks like an id; anything else (15 KB of
    // text in every log line) is replaced by one of ours.
    requestIdHeader: false,
    genReqId: requestId,
    ...serverLimitOptions(deps.config),
  });
  if (ownLog) app.addHook('onClose', async () => ownLog.close());
  applyConnectionLimits(app.server, deps.config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('languages', deps.languages ?? LANGUAGES);
  app.decorate('siteSettings', createSettingsCache(deps.db, CACHE_MS.site));
  const cacheBus = deps.cacheBus ?? localCacheBus();
  app.decorate('cacheBus', cacheBus);
  app.decorate('now', deps.now ?? (() => new Date()));
  app.addHook('onClose', () => cacheBus.close());
  // State a process used to hold in module variables is the app's own, so two apps in one process (tests,
  // a second instance) share none of it; each says which decorator it is built on.
  app.decorate('sessions', sessionResolver(deps.db, { bus: cacheBus }));
  app.decorate('balances', createBalanceCache(cacheBus), ['cacheBus']);
  app.decorate('tasks', createTaskRunner(app.log));
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: deps.config.SMTP_URL,
      // config.ts refuses a MAIL_FROM without exactly one address.
      address: senderAddress(deps.config.MAIL_FROM) ?? deps.config.MAIL_FROM,
      // The console's name, as the pages show it; SITE_NAME only while the database cannot be read.
      siteName: () =>
        app.siteSettings.get().then(
          (settings) => settings.siteName,
          (error: unknown) => {
            app.log.warn({ err: error }, 'site settings unavailable; mail uses SITE_NAME');
            return deps.config.SITE_NAME;
          },
        ),
      dataDir: deps.config.DATA_DIR,
      log: app.log,
    }),
    ['siteSettings'],
  );
  app.decorate('game', deps.game ?? null);
  app.decorate(
    'serverStatus',
    createServerStatus({
      db: deps.db,
      game: app.game,
      loginServer: deps.config.GAME_LOGIN_SERVER ?? null,
      demoGame: deps.demoGame ?? false,
      now: app.now,
      log: (line) => app.log.warn(line),
    }),
    ['game', 'now'],
  );
  const discordSend = discordSender(deps.config.DISCORD_API_ORIGIN);
  app.decorate(
    'discord',
    {
      send: discordSend,
      worker: createDiscordWorker({
        db: deps.db,
        send: discordSend,
        publicUrl: deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`,
        now: app.now,
        announcers: [(at) => announceDueNews(deps.db, at), (at) => announceMaintenanceDue(deps.db, at)],
        log: (line) => app.log.warn(line),
      }),
    },
    ['now'],
  );
  app.addHook('onClose', async () => {
    await app.discord.worker.stop();
    await app.serverStatus.stop();
    await app.tasks.drain();
    app.mailer.close();
    await app.game?.close();
    app.sessions.close();
    app.balances.close();
  });

  registerRouteConfigCheck(app);
  registerErrorHandler(app);
  registerRequestBody(app);
  registerSecurity(app);
  await app.register(cookie);
  registerRateLimiter(app, deps.rateStore ?? memoryRateStore());
  registerAnswer(app, app.languages);
  registerControlCharacterGuard(app);
  await registerDocs(app);

  // What each route declares in its config (auth, crossSite, stepUp, maintenance, idempotent, rateLimit) is applied here, once,
  // by these hooks in this order; plugins/route-config.ts refuses at start a route that declares anything
  // they do not serve.
  await app.register(
    async (api) => {
      registerAuth(
        api,
        (token) => app.sessions.resolve(token),
        (user) => staffStandingOf(deps.db, user),
      );
      registerCrossSiteGuard(api, deps.config.PUBLIC_URL);
      // Before idempotency: a step-up refused claims no Idempotency-Key, so the retry after the code runs.
      registerStepUp(api, (userNum, token) => stepUpDue(deps.db, userNum, token, app.now()));
      // Before idempotency too: a refusal during maintenance claims no key and counts against no limit.
      registerMaintenance(api, {
        current: () => app.serverStatus.maintenance(),
        isStaff: async (userNum) => (await staffStandingOf(deps.db, { userNum })) !== null,
        now: app.now,
      });
      registerIdempotency(api);
      registerRateLimits(api);
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );
  await registerMedia(app);
  const renderPage = await registerPages(app, deps.clientDir, app.languages);
  await registerSpa(app, deps.clientDir, () => app.siteSettings.get(), renderPage, app.languages);
  return app;
}
