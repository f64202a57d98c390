import sharp from 'sharp';
import { DEFAULT_REQUIREMENTS } from '#shared/brand-requirements.ts';
import { brandColoursSaveSchema } from '#shared/contracts/admin-brand.ts';
import { postgresCacheBus } from '../../src/server/db/cache-bus.ts';
import { connectDatabase } from '../../src/server/db/connect.ts';
import { uploadImage } from '../../src/server/modules/images/service.ts';
import {
  readBrandPicturesForConsole,
  saveBrandPictures,
} from '../../src/server/modules/site/brand-pictures-service.ts';
import {
  readBrandForConsole,
  saveBrandColours,
  saveBrandTexts,
} from '../../src/server/modules/site/brand-service.ts';
import type { MeasuredSite } from './local-site.ts';

/**
 * LIGHTHOUSE_BRANDED=1: brands the measured site as an operator would from the console's Brand page
 * (docs/product/brand.md), through the same services the console's routes call, as the seeded admin:
 * an uploaded logo and site icon, a light accent on a dark background, the footer and hometown lines.
 */
const ACCENT = '#66ccff';
const BACKGROUND = '#0b1620';

/** A PNG of plain shapes, no text: what a small operator's logo weighs (a few KB). */
function shapes(width: number, height: number): Promise<Buffer> {
  const r = Math.round(height * 0.35);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <circle cx="${height / 2}" cy="${height / 2}" r="${r}" fill="${ACCENT}"/>
    <rect x="${height}" y="${height * 0.3}" width="${width - height * 1.2}" height="${height * 0.16}" rx="8" fill="#e8f4ff"/>
    <rect x="${height}" y="${height * 0.56}" width="${(width - height) * 0.6}" height="${height * 0.12}" rx="6" fill="${ACCENT}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function brandSite(site: MeasuredSite): Promise<void> {
  const database = await connectDatabase(site.database, { role: 'command', label: 'npm run lighthouse' });
  const { db } = database;
  try {
    const admin = await db
      .selectFrom('users')
      .select('user_num')
      .where('user_id', '=', 'admin')
      .executeTakeFirstOrThrow();
    const editor = { userNum: admin.user_num, ip: '127.0.0.1' };
    const logo = await uploadImage(db, await shapes(440, 144), 'site-logo', editor);
    const icon = await uploadImage(db, await shapes(512, 512), 'site-icon', editor);
    const { version: picturesVersion } = await readBrandPicturesForConsole(db);
    await saveBrandPictures(
      db,
      { logo: logo.url, logoDark: null, icon: icon.url, social: null, version: picturesVersion },
      editor,
    );
    // Through the contract, so a pair the console would refuse (contrast under AA) stops the script here.
    const colours = brandColoursSaveSchema.parse({ accent: ACCENT, background: BACKGROUND });
    await saveBrandColours(db, { ...colours, version: (await readBrandForConsole(db)).version }, editor);
    await saveBrandTexts(
      db,
      {
        footerCopyright: 'Copyright © {year} {site}. Made by its players.',
        footerSince: 'Serving since 2019',
        hometown: 'Cebu · Filipino & English',
        requirements: [...DEFAULT_REQUIREMENTS],
        version: (await readBrandForConsole(db)).version,
      },
      editor,
    );
    // As the routes do: the site's settings cache is emptied at once, not when its entry expires.
    const bus = postgresCacheBus({ db, connectionString: database.url });
    await bus.clear('site');
    await bus.close();
    await expectBranded(site.base, logo.url);
    console.log(`Branded: logo ${logo.width}x${logo.height}, accent ${ACCENT} on ${BACKGROUND}.`);
  } finally {
    await database.close();
  }
}

/** The page Lighthouse loads must carry the brand: its logo tag and its colours' style. */
async function expectBranded(base: string, logoUrl: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let html = '';
  while (Date.now() < deadline) {
    html = await (await fetch(`${base}/`)).text();
    if (html.includes(`<meta name="brand-logo" content="${logoUrl}"`) && html.includes(`--gold:${ACCENT}`))
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`/ still shows the default brand after 30 s:\n${html.slice(0, 2000)}`);
}
