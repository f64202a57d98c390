/**
 * The catalogue as CSV (docs/product/shop-console.md, CSV): one line per item, the columns of CATALOGUE_COLUMNS.
 * A text field that starts with =, +, -, @, a tab or a carriage return is written with a leading apostrophe
 * (so a spreadsheet does not run it as a formula) and read back without it. So that the round trip is exact,
 * a text that itself starts with an apostrophe followed by one of those or by another apostrophe gets one
 * more apostrophe too: on reading, an apostrophe is dropped exactly when it is followed by one of them.
 * Any other text, a leading apostrophe included ("'Tis"), is written and read as it is.
 */
export const CATALOGUE_COLUMNS = [
  'id',
  'name',
  'category_id',
  'icon',
  'item_main',
  'item_sub',
  'price',
  'section',
  'stock',
  'ribbon',
  'description',
  'hidden',
  'sort_order',
  'premium',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** What a spreadsheet may read as the start of a formula. */
const FORMULA = /^[=+\-@\t\r]/;
/** A leading apostrophe that reading drops: the one before a formula start or before another apostrophe. */
const DEFUSED = /^'[=+\-@\t\r']/;

export function csvField(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && (FORMULA.test(text) || DEFUSED.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Splits CSV text into rows of fields (RFC 4180 quoting); null when a quote is never closed. */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (quoted) return null;
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** A field as read back: the apostrophe csvField added is dropped. */
export const unDefused = (text: string) => (DEFUSED.test(text) ? text.slice(1) : text);
