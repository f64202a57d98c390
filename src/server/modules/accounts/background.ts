interface TaskLog {
  error(details: object, message: string): void;
}

export interface TaskRunner {
  /** Runs work after the response (mail sending), so answers do not depend on it in content or time. */
  run(name: string, work: () => Promise<void>): void;
  /** Waits for every task started so far (used at shutdown and by tests). */
  drain(): Promise<void>;
  close(): void;
}

const runners = new Set<TaskRunner>();

/** Waits for the background work of every app in this process (tests: "has the mail gone out yet?"). */
export async function drainAllTasks(): Promise<void> {
  for (const runner of runners) await runner.drain();
}

export function createTaskRunner(log: TaskLog): TaskRunner {
  const pending = new Set<Promise<void>>();
  const runner: TaskRunner = {
    run(name, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {
      runners.delete(runner);
    },
  };
  runners.add(runner);
  return runner;
}
