import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { hashSecret } from '../security/passwords.ts';
import type { SeedReport } from './seed-report.ts';

/**
 * The demo sign-ins, printed at every start outside production (scripts/start.ts) with the secret answer
 * that changing the password asks for (secret question 1, favourite colour).
 */
export const DEMO_ACCOUNTS = [
  {
    userId: 'demo',
    password: 'RanDemo#2025',
    type: 1,
    first: 'Juan',
    last: 'Dela Cruz',
    email: 'demo@example.com',
    secretAnswer: 'blue',
  },
  {
    userId: 'admin',
    password: 'RanAdmin#2025',
    type: 30,
    first: 'Site',
    last: 'Operator',
    email: 'admin@example.com',
    secretAnswer: 'blue',
  },
] as const;

export async function seedAccounts(db: Db, report: SeedReport): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insertInto('users')
      .values({
        user_id: account.userId,
        password_hash: await hashSecret(account.password),
        secret_answer_hash: await hashSecret(account.secretAnswer),
        secret_question: 1,
        email: account.email,
        name_first: account.first,
        name_last: account.last,
        phone_number: '',
        gender: 'Male',
        country: 'PH',
        user_type: account.type,
        email_verified_at: new Date(),
      })
      .onConflict((oc) => oc.expression(sql`lower(user_id)`).doNothing())
      .execute();
    report.notes.push(
      `sign in as ${account.userId} / ${account.password} (secret answer: ${account.secretAnswer})`,
    );
  }
}
