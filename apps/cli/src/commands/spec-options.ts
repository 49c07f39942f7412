// `gw spec …`: their flags and help, without the spec tools (./spec.ts runs them).
import type { CommandSpec } from '../args.js';

export const specLintSpec: CommandSpec = {
  name: 'spec lint',
  summary: 'lint every spec: Redocly (OpenAPI), OpenRPC meta-schema, AsyncAPI parser, buf lint',
  usage: 'spec lint',
  options: {},
};

export const specDiffSpec: CommandSpec = {
  name: 'spec diff',
  summary: 'classify every spec change against a base ref as breaking or non-breaking; exit 1 on an uncovered breaking change',
  usage: 'spec diff --base <git-ref> [--format md|json]',
  options: {
    base: { type: 'string', help: 'git ref to compare with (e.g. origin/main)' },
    format: { type: 'string', help: 'md or json', default: 'md' },
  },
};

export const specCheckChangesetSpec: CommandSpec = {
  name: 'spec check-changeset',
  summary: 'fail when a spec changed and no changeset covers the package it feeds with a large enough bump',
  usage: 'spec check-changeset --base <git-ref>',
  options: { base: { type: 'string', help: 'git ref to compare with (e.g. origin/main)' } },
};

export const specDocsSpec: CommandSpec = {
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
};
