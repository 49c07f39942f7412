// One build of the CLI at a time (scripts/gw.mjs): a gw that finds dist stale while another gw builds it waits for
// that build, then looks again (the build it waited for has usually made dist current). The lock is a file created
// only if absent, holding the builder's pid; a lock whose process is gone (killed mid-build) is taken over.
import { existsSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The lock file of the workspace at `root` (under node_modules: never committed, gone with a fresh install). */
export const lockFile = (root) => join(root, 'node_modules', '.gw-build.lock');

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
};

/** The pid in the lock, or undefined while it is being written (or the lock is gone). */
function holderOf(file) {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resolves when the lock is gone, or its holder is: a file event says when it is removed; a holder that dies holding
 * it leaves no event, so its pid is looked at once a second as well.
 */
function released(file) {
  return new Promise((resolve) => {
    let watcher;
    let timer;
    const check = () => {
      const holder = holderOf(file);
      if (!existsSync(file) || (holder !== undefined && !alive(holder))) {
        watcher?.close();
        clearInterval(timer);
        resolve();
      }
    };
    watcher = watch(dirname(file), check);
    timer = setInterval(check, 1000);
    check(); // removed before the watch started
  });
}

/**
 * Takes the build lock of `root`, waiting while another live process holds it (`onWait(pid)` is called once, when the
 * first wait starts). Resolves to the function that releases it.
 */
export async function takeBuildLock(root, onWait) {
  const file = lockFile(root);
  let waited = false;
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
    }
    const holder = holderOf(file);
    if (holder !== undefined && !alive(holder)) {
      if (holderOf(file) === holder) rmSync(file, { force: true }); // its builder is gone (and no one took it over since)
      continue;
    }
    if (!waited) onWait(holder);
    waited = true;
    await released(file);
  }
}
