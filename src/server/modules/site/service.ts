import type {
  AdminSitePage,
  AdminSiteSettings,
  SitePageList,
  SitePageSave,
  SiteSettingsSave,
} from '#shared/contracts/admin-site.ts';
import { FACTOR_MESSAGES, type StaffSecurity } from '#shared/contracts/second-factor.ts';
import type { SitePage, SiteSettings } from '#shared/contracts/site.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { isPolicySlug, POLICY_SLUGS } from '#shared/site-pages.ts';
import type { Editor } from '../../db/audit.ts';
import { type AuditedKind, changeRecord, logChange } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http-error.ts';
import type { ShellPictures } from '../../plugins/spa.ts';
import { hasEnabledFactor } from '../accounts/factor-service.ts';
import { sanitizeEditorHtml, sanitizeNewsHtml } from '../news/sanitize.ts';
import { readBrandForShell } from './brand-pictures-service.ts';
import { brandOf } from './brand-service.ts';
import * as repo from './repository.ts';

const NO_PAGE = 'There is no such page.';

type SettingsRow = Awaited<ReturnType<typeof repo.readSettings>>;

function toSettings(row: SettingsRow): SiteSettings {
  return {
    siteName: row.site_name,
    supportChatUrl: row.support_chat_url,
    forumUrl: row.forum_url,
    brand: brandOf(row),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function readSettings(db: Db): Promise<SiteSettings> {
  return toSettings(await repo.readSettings(db));
}

/** GET /api/admin/site: the settings and the version the form sends back with its save. */
export async function readSettingsForConsole(db: Db): Promise<AdminSiteSettings> {
  const row = await repo.readSettings(db);
  return { ...toSettings(row), version: row.version };
}

/** The one settings row: its audit rows have no record id. */
const SETTINGS: AuditedKind = {
  record: 'site',
  fields: ['site_name', 'support_chat_url', 'forum_url'],
  table: 'site_settings',
};

/** PUT /api/admin/site: the settings and their audit row in one transaction. A cleared address is null. */
export async function saveSettings(
  db: Db,
  input: SiteSettingsSave & Versioned,
  editor: Editor,
  now = new Date(),
): Promise<SiteSettings> {
  const values: repo.SettingsValues = {
    site_name: input.siteName,
    support_chat_url: input.supportChatUrl || null,
    forum_url: input.forumUrl || null,
  };
  const { after } = await db.transaction().execute((trx) =>
    changeRecord(trx, SETTINGS, editor, {
      verb: 'update',
      id: true,
      version: input.version,
      lock: () => repo.lockSettings(trx),
      write: () => repo.updateSettings(trx, values, now),
    }),
  );
  return toSettings(after);
}

type PageRow = NonNullable<Awaited<ReturnType<typeof repo.findPage>>>;

/** The page with its HTML sanitized again on the way out (the second of the two passes, as news). */
function toPage(row: PageRow): SitePage {
  return {
    slug: row.slug,
    title: row.title,
    body: sanitizeNewsHtml(row.body),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** GET /api/pages/:slug and its console twin; 404 for an address that is not one of the policy pages. */
export async function readPage(db: Db, slug: string): Promise<SitePage> {
  const row = isPolicySlug(slug) ? await repo.findPage(db, slug) : undefined;
  if (!row) throw notFound(NO_PAGE);
  return toPage(row);
}

/** GET /api/admin/pages/:slug: the page and the version the form sends back with its save. */
export async function readPageForConsole(db: Db, slug: string): Promise<AdminSitePage> {
  const row = isPolicySlug(slug) ? await repo.findPage(db, slug) : undefined;
  if (!row) throw notFound(NO_PAGE);
  return { ...toPage(row), version: row.version };
}

/** GET /api/admin/pages: in the footer's order. */
export async function listPages(db: Db): Promise<SitePageList> {
  const rows = await repo.listPages(db);
  const order: string[] = POLICY_SLUGS;
  rows.sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
  return {
    data: rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      updatedAt: new Date(row.updated_at).toISOString(),
    })),
  };
}

/** A policy page, by its slug. */
const PAGE: AuditedKind = {
  record: 'page',
  fields: ['title', 'body'],
  table: 'site_pages',
  missing: NO_PAGE,
};

/** PUT /api/admin/pages/:slug: the page (HTML sanitized) and its audit row in one transaction. */
export async function savePage(
  db: Db,
  slug: string,
  input: SitePageSave & Versioned,
  editor: Editor,
  now = new Date(),
): Promise<SitePage> {
  if (!isPolicySlug(slug)) throw notFound(NO_PAGE);
  const values = { title: input.title, body: sanitizeEditorHtml(input.body, 'body') };
  const { after } = await db.transaction().execute((trx) =>
    changeRecord(trx, PAGE, editor, {
      verb: 'update',
      id: slug,
      version: input.version,
      lock: () => repo.lockPage(trx, slug),
      write: () => repo.updatePage(trx, slug, values, now),
    }),
  );
  return toPage(after);
}

/** What the SPA shell and the public pages carry: the settings and the brand pictures. */
type ShellSettings = SiteSettings & { pictures: ShellPictures };

async function readShellSettings(db: Db): Promise<ShellSettings> {
  const [settings, pictures] = await Promise.all([readSettings(db), readBrandForShell(db)]);
  return { ...settings, pictures };
}

/** The settings as the SPA shell needs them, read at most once per `ttlMs` (cleared by a write). */
export interface SettingsCache {
  get(): Promise<ShellSettings>;
  clear(): void;
}

export function createSettingsCache(db: Db, ttlMs: number, now = () => Date.now()): SettingsCache {
  let held: { expiresAt: number; value: Promise<ShellSettings> } | null = null;
  return {
    get() {
      if (held && held.expiresAt > now()) return held.value;
      const value = readShellSettings(db);
      const entry = { expiresAt: now() + ttlMs, value };
      held = entry;
      // A failed read is not kept: the next page asks the database again.
      value.catch(() => {
        if (held === entry) held = null;
      });
      return value;
    },
    clear() {
      held = null;
    },
  };
}

/** A record type of its own: a stale site-settings save names the newest 'site' row's author. */
const STAFF_SECURITY: AuditedKind = {
  record: 'staff_security',
  action: 'site',
  fields: ['require_staff_factor'],
};

/** GET /api/admin/staff-security. */
export async function readStaffSecurity(db: Db): Promise<StaffSecurity> {
  const row = await repo.readRequireStaffFactor(db);
  return { requireStaffFactor: row.require_staff_factor };
}

/**
 * PUT /api/admin/staff-security: the setting and its audit row in one transaction. Turning it on is refused
 * to an administrator without a factor of their own: the console would at once send them to set one up.
 */
export async function saveStaffSecurity(
  db: Db,
  input: StaffSecurity,
  editor: Editor,
  now = new Date(),
): Promise<StaffSecurity> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.readRequireStaffFactor(trx, true);
    if (input.requireStaffFactor && !(await hasEnabledFactor(trx, editor.userNum))) {
      throw conflict(FACTOR_MESSAGES.enrolBeforeRequiring);
    }
    if (before.require_staff_factor !== input.requireStaffFactor) {
      await repo.updateRequireStaffFactor(trx, input.requireStaffFactor, now);
      await logChange(trx, STAFF_SECURITY, editor, {
        verb: 'staff_security',
        id: null,
        before,
        after: { require_staff_factor: input.requireStaffFactor },
      });
    }
    return { requireStaffFactor: input.requireStaffFactor };
  });
}
