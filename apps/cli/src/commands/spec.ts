import { type Command, UsageError, type Values } from '../args.js';
import { repoRoot } from '../root.js';

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
  name: 'spec lint',
  summary: 'lint every spec: Redocly (OpenAPI), OpenRPC meta-schema, AsyncAPI parser, buf lint',
  usage: 'spec lint',
  options: {},
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
  name: 'spec diff',
  summary: 'classify every spec change against a base ref as breaking or non-breaking; exit 1 on an uncovered breaking change',
  usage: 'spec diff --base <git-ref> [--format md|json]',
  options: {
    base: { type: 'string', help: 'git ref to compare with (e.g. origin/main)' },
    format: { type: 'string', help: 'md or json', default: 'md' },
  },
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
  name: 'spec check-changeset',
  summary: 'fail when a spec changed and no changeset covers the package it feeds with a large enough bump',
  usage: 'spec check-changeset --base <git-ref>',
  options: { base: { type: 'string', help: 'git ref to compare with (e.g. origin/main)' } },
  async run(v) {
    const base = needBase(v);
    const r = await withRef('base', async () => (await specTools()).runCheckChangesetCommand({ repoRoot: repoRoot(), base }));
    console.log(r.output);
    return r.exitCode;
  },
};

export const specDocs: Command = {
  name: 'spec docs',
  summary: 'write the rendered reference docs (all four spec kinds) as one static site',
  usage: 'spec docs --out DIR [--changed-since <git-ref>]',
  options: {
    out: { type: 'string', help: 'output directory', default: 'site', path: 'output' },
    'changed-since': {
      type: 'string',
      help: 'mark what changed since this git ref (e.g. origin/main): added, changed and removed operations and fields',
    },
  },
  async run(v) {
    const { runDocsCommand } = await import('@gw/spec-tools/docs');
    const since = v['changed-since'] as string | undefined;
    const r = await withRef('changed-since', () => runDocsCommand({ repoRoot: repoRoot(), out: v.out as string, ...(since ? { changedSince: since } : {}) }));
    console.log(r.output);
    return r.exitCode;
  },
};
