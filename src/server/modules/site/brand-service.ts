import { DEFAULT_ACCENT, DEFAULT_BACKGROUND } from '#shared/brand-colours.ts';
import { DEFAULT_REQUIREMENTS, type RequirementRow } from '#shared/brand-requirements.ts';
import { DEFAULT_FOOTER_COPYRIGHT, DEFAULT_FOOTER_SINCE, DEFAULT_HOMETOWN } from '#shared/brand-texts.ts';
import type { AdminBrand, BrandColoursSave, BrandTextsSave } from '#shared/contracts/admin-brand.ts';
import type { SiteBrand } from '#shared/contracts/site.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import type { Editor } from '../../db/audit.ts';
import { type AuditedKind, changeRecord } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import * as repo from './repository.ts';

/**
 * The operator's colours and brand texts (docs/product/brand.md), columns of the one settings row. Two
 * saves, one per section of the console's Brand page, each with its audit row; both move the row's one
 * version on, so the Site settings form and the other section see each other's saves.
 */

type SettingsRow = Awaited<ReturnType<typeof repo.readSettings>>;

/** What players and the shell get: null is the default (the client's and the style sheet's own). */
export function brandOf(row: SettingsRow): SiteBrand {
  return {
    accent: row.brand_accent,
    background: row.brand_background,
    footerCopyright: row.footer_copyright,
    footerSince: row.footer_since,
    hometown: row.hometown,
    requirements: row.requirements,
  };
}

/** GET /api/admin/brand. */
export async function readBrandForConsole(db: Db): Promise<AdminBrand> {
  const row = await repo.readSettings(db);
  return { ...brandOf(row), version: row.version };
}

/** Record type 'site', as the rest of the row: a stale save names whoever changed the row last. */
const COLOURS: AuditedKind = {
  record: 'site',
  action: 'brand',
  fields: ['brand_accent', 'brand_background'],
  table: 'site_settings',
};

const TEXTS: AuditedKind = {
  record: 'site',
  action: 'brand',
  fields: ['footer_copyright', 'footer_since', 'hometown', 'requirements'],
  table: 'site_settings',
};

/**
 * A value the same as the default is stored as null (the default), so a later wording of a default
 * reaches a site that kept it, and the page carries nothing for it.
 */
const unlessDefault = <T>(value: T, fallback: T) =>
  JSON.stringify(value) === JSON.stringify(fallback) ? null : value;

/**
 * PUT /api/admin/brand/colours: the pair and its audit row ('brand.colours') in one transaction. Its
 * readability was checked by the contract (brandColoursSaveSchema), so a refused pair never gets here.
 */
export async function saveBrandColours(
  db: Db,
  input: BrandColoursSave & Versioned,
  editor: Editor,
  now = new Date(),
): Promise<void> {
  const values: repo.BrandColourValues = {
    brand_accent: input.accent && unlessDefault(input.accent, DEFAULT_ACCENT),
    brand_background: input.background && unlessDefault(input.background, DEFAULT_BACKGROUND),
  };
  await db.transaction().execute((trx) =>
    changeRecord(trx, COLOURS, editor, {
      verb: 'colours',
      id: true,
      version: input.version,
      lock: () => repo.lockSettings(trx),
      write: () => repo.updateBrand(trx, values, now),
    }),
  );
}

/** PUT /api/admin/brand/texts: the lines, the requirements and their audit row ('brand.texts'). */
export async function saveBrandTexts(
  db: Db,
  input: BrandTextsSave & Versioned,
  editor: Editor,
  now = new Date(),
): Promise<void> {
  const values: repo.BrandTextValues = {
    footer_copyright: unlessDefault(input.footerCopyright, DEFAULT_FOOTER_COPYRIGHT),
    footer_since: unlessDefault(input.footerSince, DEFAULT_FOOTER_SINCE),
    hometown: unlessDefault(input.hometown, DEFAULT_HOMETOWN),
    requirements: unlessDefault<RequirementRow[]>(input.requirements, [...DEFAULT_REQUIREMENTS]),
  };
  await db.transaction().execute((trx) =>
    changeRecord(trx, TEXTS, editor, {
      verb: 'texts',
      id: true,
      version: input.version,
      lock: () => repo.lockSettings(trx),
      write: () => repo.updateBrand(trx, values, now),
    }),
  );
}
