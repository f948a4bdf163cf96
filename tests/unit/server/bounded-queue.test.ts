// The thumbnail queue: never more than `concurrency` tasks at once, waiters in order, a full queue refuses at once.
import { describe, expect, it } from "vitest";
import { createBoundedQueue, QueueFullError } from "../../../server/lib/bounded-queue";

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("createBoundedQueue", () => {
  it("runs two at a time, starts waiters in order as slots free up, and refuses beyond the waiting room", async () => {
    const queue = createBoundedQueue({ concurrency: 2, maxWaiting: 2 });
    const gates = Array.from({ length: 4 }, gate);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await g.opened;
        running--;
        return i;
      }),
    );
    await expect(queue.run(async () => "fifth")).rejects.toBeInstanceOf(QueueFullError);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1].open();
    expect(await results[1]).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    // A newcomer while one waits still queues behind it: the freed slot went to the waiter.
    const late = queue.run(async () => "late");
    gates[0].open();
    gates[2].open();
    gates[3].open();
    expect(await Promise.all([...results, late])).toEqual([0, 1, 2, 3, "late"]);
    expect(most).toBe(2);
  });

  it("frees the slot when a task fails", async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error("corrupt")))).rejects.toThrow("corrupt");
    expect(await queue.run(async () => "next")).toBe("next");
  });
});
