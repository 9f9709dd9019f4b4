import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BATCH_SIZE, startOutboxWorker } from "./outbox.server";

/**
 * The worker's schedule, with a queue in memory and the clock in the test's hands: it gives way
 * to requests (PGlite's one connection) yet never leaves a message waiting for long.
 */
function queueOf(messages: number) {
  const queue = { waiting: messages, batches: 0 };
  const process = async () => {
    const taken = Math.min(BATCH_SIZE, queue.waiting);
    queue.waiting -= taken;
    if (taken > 0) queue.batches += 1;
    return taken;
  };
  return { queue, process };
}

describe("outbox worker", () => {
  let busy = false;
  const yielding = { busy: () => busy, quietMs: 25, maxDeferMs: 1000 };
  let stop = async () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    busy = false;
  });
  afterEach(async () => {
    await stop();
    vi.useRealTimers();
  });
  const start = (process: () => Promise<number>) => {
    const worker = startOutboxWorker(process, 60_000, yielding);
    stop = worker.stop;
    return worker;
  };

  it("delivers at once after a commit when no request is being served", async () => {
    const { queue, process } = queueOf(3);
    start(process).kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.waiting).toBe(0);
  });

  it("waits while requests are served, and delivers in the first quiet moment", async () => {
    const { queue, process } = queueOf(3);
    busy = true;
    start(process).kick();
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.waiting).toBe(3);
    busy = false;
    await vi.advanceTimersByTimeAsync(yielding.quietMs);
    expect(queue.waiting).toBe(0);
  });

  it("under a burst that never pauses, still delivers a batch at the latest every maxDeferMs", async () => {
    const { queue, process } = queueOf(5 * BATCH_SIZE);
    busy = true;
    const worker = start(process);
    worker.kick();
    await vi.advanceTimersByTimeAsync(yielding.maxDeferMs - 1);
    expect(queue.batches).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    // One batch, then it gives way again, although more are waiting.
    expect(queue.batches).toBe(1);
    for (let kick = 0; kick < 40; kick++) worker.kick(); // commits keep coming
    await vi.advanceTimersByTimeAsync(yielding.maxDeferMs);
    expect(queue.batches).toBe(2);
    // The burst ends: everything left goes out in the next quiet moment.
    busy = false;
    await vi.advanceTimersByTimeAsync(yielding.quietMs);
    expect(queue.waiting).toBe(0);
  });

  it("drains a full queue in one go when nothing else is happening", async () => {
    const { queue, process } = queueOf(3 * BATCH_SIZE + 1);
    start(process).kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue).toEqual({ waiting: 0, batches: 4 });
  });

  it("runs another pass for a commit made during a pass", async () => {
    let waiting = 1;
    let passes = 0;
    let worker: ReturnType<typeof startOutboxWorker> | undefined;
    const process = async () => {
      passes += 1;
      const taken = waiting;
      waiting = 0;
      // A request commits a new message while this batch is delivered.
      if (passes === 1) {
        waiting = 1;
        worker?.kick();
      }
      return taken;
    };
    worker = start(process);
    worker.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting).toBe(0);
    expect(passes).toBe(2);
  });
});
