import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * CSV exports streamed in batches (the player's ledger, the global ledger): rows are read by ascending id,
 * `batch` at a time, so memory stays bounded however many rows the export holds.
 */

const CSV_BATCH = 1000;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused. */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (CRLF-terminated, as RFC 4180 writes it). */
const csvLine = (fields: readonly (string | number)[]): string => `${fields.map(csvField).join(',')}\r\n`;

/**
 * The header, then every row `nextBatch` returns: it is called with the last id seen (0 at first) and must
 * answer up to `limit` rows with a greater id, ascending. One yielded string per batch.
 */
export async function* batchedCsv<R extends { id: number }>(
  header: readonly string[],
  nextBatch: (afterId: number, limit: number) => Promise<R[]>,
  fields: (row: R) => readonly (string | number)[],
  limit = CSV_BATCH,
): AsyncGenerator<string> {
  yield csvLine(header);
  let after = 0;
  for (;;) {
    const rows = await nextBatch(after, limit);
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(fields(row))).join('');
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < limit) return;
  }
}

/** Sends the lines as a downloaded CSV file named `filename`. */
export function sendCsv(reply: FastifyReply, filename: string, lines: AsyncIterable<string>) {
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
  // A stream is sent as it is (Fastify serializes only plain values); the route's schema documents the text.
  return reply.send(Readable.from(lines) as unknown as string);
}
