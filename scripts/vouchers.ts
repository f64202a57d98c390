import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrator.ts';
import { batchProblem, createVoucherBatch, voucherValueProblem } from '#server/modules/vouchers/service.ts';
import { MAX_VOUCHER_VALUE } from '#shared/shop-rules.ts';
import { MAX_BATCH_COUNT } from '#shared/voucher-rules.ts';

/**
 * `npm run vouchers -- create --value 100 --currency rcoin --count 10 [--days 30] [--batch name] [--prefix P]`
 * Makes a voucher batch through the same service as the console (audited, as made by a command) and prints
 * its codes, one per line. Only their hashes are stored: this is the one moment the codes exist in clear
 * text, so keep the output safe.
 */
const USAGE = `Usage: npm run vouchers -- create --value <1-${MAX_VOUCHER_VALUE}> --currency rcoin|milleage --count <1-${MAX_BATCH_COUNT}> [--days <1-3650>] [--batch <name>] [--prefix <A-Z0-9, up to 10>]`;

/** Decimal digits only: `Number()` would also read '0x10', '1e3' or ' 5' as numbers. */
const wholeArg = (text: string | undefined) =>
  text !== undefined && /^\d{1,12}$/.test(text) ? Number(text) : Number.NaN;

function parse() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      value: { type: 'string' },
      currency: { type: 'string', default: 'rcoin' },
      count: { type: 'string', default: '1' },
      days: { type: 'string' },
      batch: { type: 'string', default: '' },
      prefix: { type: 'string', default: '' },
    },
  });
  if (positionals[0] !== 'create') throw new Error(USAGE);
  const value = wholeArg(values.value);
  const count = wholeArg(values.count);
  const days = values.days === undefined ? null : wholeArg(values.days);
  const valueProblem = voucherValueProblem(value);
  if (valueProblem) throw new Error(`--value: ${valueProblem}\n${USAGE}`);
  if (!Number.isInteger(count) || count < 1 || count > MAX_BATCH_COUNT)
    throw new Error(`--count must be 1 to ${MAX_BATCH_COUNT}.\n${USAGE}`);
  if (values.currency !== 'rcoin' && values.currency !== 'milleage')
    throw new Error(`--currency must be rcoin or milleage.\n${USAGE}`);
  if (days !== null && (!Number.isInteger(days) || days < 1 || days > 3650))
    throw new Error(`--days must be a whole number of days, 1 to 3650 (ten years).\n${USAGE}`);
  const batch = {
    name: (values.batch ?? '').trim(),
    value,
    count,
    currency: values.currency,
    prefix: values.prefix ?? '',
    expiresAt: days === null ? null : new Date(Date.now() + days * 86_400_000),
  } as const;
  const problem = batchProblem(batch);
  if (problem) throw new Error(`${problem}\n${USAGE}`);
  return batch;
}

async function main() {
  const options = parse();
  const config = loadConfig();
  const { db, close } = await connectDatabase(config, { role: 'command', label: 'npm run vouchers' });
  try {
    await migrateToLatest(db);
    const { batch, codes } = await createVoucherBatch(db, options, { staff: null, ip: null });
    const label = options.currency === 'rcoin' ? 'R-Coin' : 'Milleage';
    const expiry = options.expiresAt ? `, expires ${options.expiresAt.toISOString()}` : '';
    console.error(`${codes.length} voucher(s) of ${options.value} ${label}${expiry} (batch ${batch.id}):`);
    for (const code of codes) console.log(code);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
