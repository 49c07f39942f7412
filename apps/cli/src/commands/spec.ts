import { type Command, UsageError, type Values } from '../args.js';
import { repoRoot } from '../root.js';
import { specCheckChangesetSpec, specDiffSpec, specDocsSpec, specLintSpec } from './spec-options.js';

// Loaded on use: the spec tools pull in heavy parsers that other commands do not need.
const specTools = () => import('@gw/spec-tools');

/** A base ref that names no commit is the caller's mistake: a usage error. */
async function withRef<T>(flag: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw (e as Error)?.name === 'UnknownRefError' ? new UsageError(`--${flag} ${(e as Error).message}`) : e;
  }
}

export const specLint: Command = {
  ...specLintSpec,
  async run() {
    const results = await (await specTools()).lintSpecs(repoRoot());
    let failed = 0;
    for (const r of results) {
      if (r.ok) console.log(`ok    ${r.file}`);
      else {
        failed++;
        console.log(`FAIL  ${r.file}\n      ${r.messages.join('\n      ')}`);
      }
    }
    return failed ? 1 : 0;
  },
};

const needBase = (v: Values) => {
  if (!v.base) throw new UsageError('--base <git-ref> is required');
  return v.base as string;
};

export const specDiff: Command = {
  ...specDiffSpec,
  async run(v) {
    const format = v.format as string;
    if (format !== 'md' && format !== 'json') throw new UsageError(`--format must be md or json, not ${format}`);
    const base = needBase(v);
    const r = await withRef('base', async () => (await specTools()).runSpecDiffCommand({ repoRoot: repoRoot(), base, format }));
    console.log(r.output);
    return r.exitCode;
  },
};

export const specCheckChangeset: Command = {
  ...specCheckChangesetSpec,
  async run(v) {
    const base = needBase(v);
    const r = await withRef('base', async () => (await specTools()).runCheckChangesetCommand({ repoRoot: repoRoot(), base }));
    console.log(r.output);
    return r.exitCode;
  },
};

export const specDocs: Command = {
  ...specDocsSpec,
  async run(v) {
    const { runDocsCommand } = await import('@gw/spec-tools/docs');
    const since = v['changed-since'] as string | undefined;
    const r = await withRef('changed-since', () => runDocsCommand({ repoRoot: repoRoot(), out: v.out as string, ...(since ? { changedSince: since } : {}) }));
    console.log(r.output);
    return r.exitCode;
  },
};
