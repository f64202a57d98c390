interface TaskLog {
  error(details: object, message: string): void;
}

export interface TaskRunner {
  /** Runs work after the response (mail sending), so answers do not depend on it in content or time. */
  run(name: string, work: () => Promise<unknown>): void;
  /** Waits for every task started so far (used at shutdown and by tests: "has the mail gone out yet?"). */
  drain(): Promise<void>;
}

/** One per app (`app.tasks`, app.ts), drained when it closes: two apps in one process share nothing. */
export function createTaskRunner(log: TaskLog): TaskRunner {
  const pending = new Set<Promise<void>>();
  return {
    run(name, work) {
      const task = Promise.resolve()
        .then(async () => {
          await work();
        })
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
