/**
 * The tests' own pool limit, for every pool a test opens itself: a query waits for a free connection
 * however long a loaded machine takes to give one (the test's own timeout still ends a real hang), where
 * production gives up after 3 s (src/server/db/database.ts) and answers 503.
 */
export const TEST_POOL = { acquireTimeoutMillis: 0 } as const;
