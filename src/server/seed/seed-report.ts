/** What seeding tells the console: demo sign-ins, voucher codes and the like. */
export interface SeedReport {
  /** Lines for the console. */
  notes: string[];
}
