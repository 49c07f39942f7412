import { existsSync, watch } from 'node:fs';
import { dirname } from 'node:path';

/** Resolves once `file` exists: on its directory's change events, not on a timer. */
export function untilExists(file) {
  return new Promise((resolve, reject) => {
    const watcher = watch(dirname(file), () => {
      if (existsSync(file)) done();
    });
    watcher.on('error', (e) => (watcher.close(), reject(e)));
    const done = () => (watcher.close(), resolve());
    if (existsSync(file)) done(); // created before the watch began
  });
}
