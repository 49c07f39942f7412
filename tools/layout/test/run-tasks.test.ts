// scripts/run-tasks.mjs (compile.mjs's builds on worker threads): a task starts only when the tasks it waits for are
// done, every worker stays busy while a task is ready, and results come back in task order. Stand-in workers finish a
// task when the test says so, so the order is the test's, not the machine's.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Task {
  message: string;
  after: number[];
}
const { runTasks } = (await import(join(fileURLToPath(import.meta.url), '../../../../scripts/run-tasks.mjs'))) as {
  runTasks: (tasks: Task[], workers: Array<{ run: (m: string) => Promise<string> }>, runHere: (m: string) => string) => Promise<string[]>;
};

/** Workers whose tasks end when `finish(message)` is called; `running` lists the tasks started and not finished. */
function standIns(count: number) {
  const running = new Map<string, () => void>();
  const startedOrder: string[] = [];
  let onStart = () => {};
  const workers = Array.from({ length: count }, () => ({
    run: (m: string) =>
      new Promise<string>((done) => {
        startedOrder.push(m);
        running.set(m, () => done(`${m} done`));
        onStart();
      }),
  }));
  /** Resolves once `n` tasks have started in all. */
  const started = (n: number) =>
    new Promise<void>((r) => {
      const check = () => startedOrder.length >= n && r();
      onStart = check;
      check();
    });
  const finish = (m: string) => {
    running.get(m)!();
    running.delete(m);
  };
  return { workers, running, startedOrder, started, finish };
}

describe('runTasks', () => {
  it('starts a task only after the tasks it waits for, keeping both workers busy with what is ready', async () => {
    // runtime ← a, b; a ← app (the build graph of compile.mjs in small)
    const tasks: Task[] = [
      { message: 'runtime', after: [] },
      { message: 'a', after: [0] },
      { message: 'b', after: [0] },
      { message: 'app', after: [1] },
    ];
    const w = standIns(2);
    const all = runTasks(tasks, w.workers, () => 'here');
    await w.started(1);
    await new Promise((r) => setImmediate(r));
    expect([...w.running.keys()]).toEqual(['runtime']); // a and b wait: the second worker is idle
    w.finish('runtime');
    await w.started(3);
    expect([...w.running.keys()].sort()).toEqual(['a', 'b']);
    w.finish('b');
    await new Promise((r) => setImmediate(r)); // every promise reaction of that has run
    expect([...w.running.keys()]).toEqual(['a']); // app waits for a, not for b
    w.finish('a');
    await w.started(4);
    w.finish('app');
    expect(await all).toEqual(['runtime done', 'a done', 'b done', 'app done']);
    expect(w.startedOrder).toEqual(['runtime', 'a', 'b', 'app']);
  });

  it('without workers, runs every task here in list order', async () => {
    const seen: string[] = [];
    const r = await runTasks(
      [
        { message: 'x', after: [] },
        { message: 'y', after: [0] },
      ],
      [],
      (m) => (seen.push(m), `${m}!`),
    );
    expect([r, seen]).toEqual([
      ['x!', 'y!'],
      ['x', 'y'],
    ]);
  });
});
