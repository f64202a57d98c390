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
import { changedFields, recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { claimVersion } from '../../db/versions.ts';
import { conflict, notFound } from '../../http-error.ts';
import { hasEnabledFactor } from '../accounts/factor-service.ts';
import { sanitizeEditorHtml, sanitizeNewsHtml } from '../news/sanitize.ts';
import * as repo from './repository.ts';

const NO_PAGE = 'There is no such page.';

/** Who made a change, for the audit log. */
export interface Editor {
  userNum: number;
  ip: string;
}

type SettingsRow = Awaited<ReturnType<typeof repo.readSettings>>;

function toSettings(row: SettingsRow): SiteSettings {
  return {
    siteName: row.site_name,
    supportChatUrl: row.support_chat_url,
    forumUrl: row.forum_url,
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

const SETTINGS_FIELDS = ['site_name', 'support_chat_url', 'forum_url'] as const;

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
  return db.transaction().execute(async (trx) => {
    const before = await repo.lockSettings(trx);
    await claimVersion(trx, 'site_settings', true, input.version);
    const after = await repo.updateSettings(trx, values, now);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'site.update',
      recordType: 'site',
      recordId: null,
      changes: changedFields(before, after, SETTINGS_FIELDS),
    });
    return toSettings(after);
  });
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

const PAGE_FIELDS = ['title', 'body'] as const;

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
  return db.transaction().execute(async (trx) => {
    const before = await repo.lockPage(trx, slug);
    if (!before) throw notFound(NO_PAGE);
    await claimVersion(trx, 'site_pages', slug, input.version);
    const after = await repo.updatePage(trx, slug, values, now);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'page.update',
      recordType: 'page',
      recordId: slug,
      changes: changedFields(before, after, PAGE_FIELDS),
    });
    return toPage(after);
  });
}

/** The settings as the SPA shell needs them, read at most once per `ttlMs` (cleared by a write). */
export interface SettingsCache {
  get(): Promise<SiteSettings>;
  clear(): void;
}

export function createSettingsCache(db: Db, ttlMs: number, now = () => Date.now()): SettingsCache {
  let held: { expiresAt: number; value: Promise<SiteSettings> } | null = null;
  return {
    get() {
      if (held && held.expiresAt > now()) return held.value;
      const value = readSettings(db);
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
      await recordAudit(trx, {
        staff: editor.userNum,
        ip: editor.ip,
        action: 'site.staff_security',
        // A record type of its own: a stale site-settings save names the newest 'site' row's author.
        recordType: 'staff_security',
        recordId: null,
        changes: [
          { field: 'require_staff_factor', old: before.require_staff_factor, new: input.requireStaffFactor },
        ],
      });
    }
    return { requireStaffFactor: input.requireStaffFactor };
  });
}
