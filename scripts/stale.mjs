// Whether the built CLI (apps/cli/dist) is older than what it is made from, and why: scripts/gw.mjs rebuilds then.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The newest file under the directories the built CLI is made from: its modification time and path. */
function newestSource(root) {
  let newest = { mtime: statSync(join(root, 'tsconfig.base.json')).mtimeMs, path: join(root, 'tsconfig.base.json') };
  const see = (p) => {
    const mtime = statSync(p).mtimeMs;
    if (mtime > newest.mtime) newest = { mtime, path: p };
  };
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else see(p);
    }
  };
  for (const group of ['packages', 'apps', 'tools']) {
    for (const pkg of readdirSync(join(root, group))) {
      const dir = join(root, group, pkg);
      if (existsSync(join(dir, 'src'))) walk(join(dir, 'src'));
      if (existsSync(join(dir, 'package.json'))) see(join(dir, 'package.json'));
    }
  }
  for (const dir of ['conformance/src', 'conformance/cases']) if (existsSync(join(root, dir))) walk(join(root, dir));
  return newest;
}

/** Why dist must be (re)built, or undefined when it is current. Every build writes dist/main.js anew: its age is the build's. */
export function staleBecause(root) {
  const main = join(root, 'apps/cli/dist/main.js');
  if (!existsSync(main)) return 'first run: apps/cli/dist is missing';
  const newest = newestSource(root);
  return newest.mtime > statSync(main).mtimeMs ? `${relative(root, newest.path)} changed since the last build` : undefined;
}
