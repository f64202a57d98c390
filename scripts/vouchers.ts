import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrator.ts';
import { createVouchers, voucherValueProblem } from '#server/modules/vouchers/service.ts';
import { MAX_VOUCHER_VALUE } from '#shared/shop-rules.ts';

/**
 * `npm run vouchers -- create --value 100 --currency rcoin --count 10 [--days 30] [--batch name]`
 * Makes voucher codes and prints them, one per line. Only their hashes are stored: this is the one
 * moment the codes exist in clear text, so keep the output safe.
 */
const USAGE = `Usage: npm run vouchers -- create --value <1-${MAX_VOUCHER_VALUE}> --currency rcoin|milleage --count <1-10000> [--days <1-3650>] [--batch <name>]`;

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
    },
  });
  if (positionals[0] !== 'create') throw new Error(USAGE);
  const value = wholeArg(values.value);
  const count = wholeArg(values.count);
  const days = values.days === undefined ? null : wholeArg(values.days);
  const valueProblem = voucherValueProblem(value);
  if (valueProblem) throw new Error(`--value: ${valueProblem}\n${USAGE}`);
  if (!Number.isInteger(count) || count < 1 || count > 10_000)
    throw new Error(`--count must be 1 to 10000.\n${USAGE}`);
  if (values.currency !== 'rcoin' && values.currency !== 'milleage')
    throw new Error(`--currency must be rcoin or milleage.\n${USAGE}`);
  if (days !== null && (!Number.isInteger(days) || days < 1 || days > 3650))
    throw new Error(`--days must be a whole number of days, 1 to 3650 (ten years).\n${USAGE}`);
  if ((values.batch ?? '').length > 40) throw new Error('--batch must be at most 40 characters.');
  return {
    value,
    count,
    currency: values.currency,
    batch: values.batch ?? '',
    expiresAt: days === null ? null : new Date(Date.now() + days * 86_400_000),
  } as const;
}

async function main() {
  const options = parse();
  const config = loadConfig();
  const { db, close } = await connectDatabase(config, { role: 'command', label: 'npm run vouchers' });
  try {
    await migrateToLatest(db);
    const codes = await createVouchers(db, options);
    const label = options.currency === 'rcoin' ? 'R-Coin' : 'Milleage';
    const expiry = options.expiresAt ? `, expires ${options.expiresAt.toISOString()}` : '';
    console.error(`${codes.length} voucher(s) of ${options.value} ${label}${expiry}:`);
    for (const code of codes) console.log(code);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
