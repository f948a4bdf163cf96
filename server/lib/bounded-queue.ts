// Runs at most `concurrency` tasks at once; a few more wait their turn, and beyond that a task is refused at once.

export interface BoundedQueue {
  /** Runs the task when a slot is free; throws QueueFullError without running it when too many already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running or waiting. */
  readonly jobs: number;
}

export class QueueFullError extends Error {
  constructor() {
    super("The queue is full");
    this.name = "QueueFullError";
  }
}

export function createBoundedQueue(options: { concurrency: number; maxWaiting: number }): BoundedQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    get jobs() {
      return running + waiting.length;
    },
    async run(task) {
      if (running < options.concurrency) running++;
      else if (waiting.length >= options.maxWaiting) throw new QueueFullError();
      // A finishing task hands its slot straight to the first waiter, so a newcomer cannot slip in between.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
