import type { Db } from '../../db/database.ts';
import type { IdempotencyHandle } from '../../plugins/idempotency.ts';

/**
 * Runs a money-moving unit of work in one transaction and, when the request claimed an Idempotency-Key,
 * stores its answer in that same transaction: the money and "this key is answered" commit together.
 */
export async function moneyTransaction<T>(
  db: Db,
  idempotency: IdempotencyHandle | null | undefined,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    const answer = await work(trx);
    if (idempotency) await idempotency.record(trx, 200, answer);
    return answer;
  });
  if (idempotency) idempotency.recorded = true;
  return result;
}
