// Tasks that wait for others, on a few workers (scripts/compile.mjs: a package's build waits for its dependencies').

/**
 * Runs `tasks` (`{ message, after }`, `after`: the indices of the tasks it waits for) on `workers` (`{ run(message) }`
 * → a promise of the result), each worker taking the next task whose `after` are done; with no workers, `runHere` runs
 * them in list order. Results in task order. `after` must point backwards or at nothing (no cycles).
 */
export async function runTasks(tasks, workers, runHere) {
  if (!workers.length) return tasks.map((t) => runHere(t.message));
  const results = new Array(tasks.length);
  const started = new Array(tasks.length).fill(false);
  const done = new Array(tasks.length).fill(false);
  let waiting = [];
  const ready = () => tasks.findIndex((t, i) => !started[i] && t.after.every((j) => done[j]));
  await Promise.all(
    workers.map(async (worker) => {
      for (;;) {
        const i = ready();
        if (i < 0) {
          if (started.every(Boolean)) return;
          await new Promise((wake) => waiting.push(wake)); // until another task is done
          continue;
        }
        started[i] = true;
        results[i] = await worker.run(tasks[i].message);
        done[i] = true;
        const wake = waiting;
        waiting = [];
        for (const w of wake) w();
      }
    }),
  );
  return results;
}
