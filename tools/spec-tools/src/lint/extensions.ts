// The registry of `x-gw-*` extension keys: the one place that says which keys exist, where each may appear, the
// shape of its value and who reads it. Spec lint checks every spec against it (unknown key, wrong place, bad value),
// checks the registry against the code (every key is read by someone; every listed reader names the key), and the
// table in docs/conventions.md is generated from it (`extensionsTable`, checked by test/extensions.test.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readYaml } from '@gw/codegen/load';
import { AUTH_MODES, NETWORKS } from '@gw/runtime';
import type { LintResult } from './types.js';

/** A spec kind as far as places are concerned: `components` is specs/components/*.yaml. */
export type DocKind = 'openapi' | 'openrpc' | 'asyncapi' | 'components';

export interface Place {
  /** Human wording for the docs table. */
  label: string;
  /** `kind:seg/seg/...`; `*` is one segment, `a|b` one of those, `**` any number of segments; `kind:` alone is the root. */
  patterns: string[];
}

/** A value check: null when the value is fine, else what is wrong. */
type Check = (v: unknown) => string | null;

export interface Extension {
  key: string;
  where: Place[];
  /** The value's shape, as the docs table shows it. */
  shape: string;
  check: Check;
  meaning: string;
  /**
   * Repo-relative files that read the key by its name (lint checks that each file exists and names the key).
   * Empty only with `referenceOnly`.
   */
  readers: string[];
  /** Set when no code reads the key: it is information for people, shown on the rendered reference pages. */
  referenceOnly?: true;
}

// ---- places -------------------------------------------------------------------------------------------------

const ROOT = (...kinds: DocKind[]): Place => ({
  label: `root of ${kinds.map((k) => ({ openapi: 'OpenAPI', openrpc: 'OpenRPC', asyncapi: 'AsyncAPI', components: 'components' })[k]).join(', ')}`,
  patterns: kinds.map((k) => `${k}:`),
});
const OPERATION: Place = { label: 'OpenAPI operation', patterns: ['openapi:paths/*/get|post|put|delete|patch'] };
const METHOD: Place = { label: 'OpenRPC method', patterns: ['openrpc:methods/*'] };
const MESSAGE: Place = { label: 'AsyncAPI message', patterns: ['asyncapi:components/messages/*', 'asyncapi:channels/*/messages/*'] };
const SERVER = (kind: 'openapi' | 'openrpc'): Place => ({ label: `${kind === 'openapi' ? 'OpenAPI' : 'OpenRPC'} server`, patterns: [`${kind}:servers/*`] });
const SCHEMA: Place = { label: 'schema', patterns: ['openapi:components/schemas/**', 'openrpc:components/schemas/**', 'components:$defs/**'] };
const PARAM_SCHEMA: Place = {
  label: 'schema of an OpenRPC param',
  patterns: ['openrpc:methods/*/params/*/schema/**', 'openrpc:components/contentDescriptors/*/schema/**'],
};

// ---- value checks ---------------------------------------------------------------------------------------------

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => JSON.stringify(v)?.slice(0, 80) ?? String(v);

const str: Check = (v) => (typeof v === 'string' && v.trim() !== '' ? null : `expected a non-empty string, got ${show(v)}`);
const bool: Check = (v) => (typeof v === 'boolean' ? null : `expected true or false, got ${show(v)}`);
const isTrue: Check = (v) => (v === true ? null : `expected true (leave the key out otherwise), got ${show(v)}`);
const int: Check = (v) => (Number.isInteger(v) ? null : `expected an integer, got ${show(v)}`);
const obj: Check = (v) => (isObj(v) ? null : `expected an object, got ${show(v)}`);
const oneOf =
  (...values: string[]): Check =>
  (v) =>
    values.includes(v as string) ? null : `expected one of ${values.join(' | ')}, got ${show(v)}`;
const listOf =
  (item: Check, nonEmpty = true): Check =>
  (v) => {
    if (!Array.isArray(v)) return `expected a list, got ${show(v)}`;
    if (nonEmpty && v.length === 0) return 'expected a non-empty list';
    for (const [i, x] of v.entries()) {
      const e = item(x);
      if (e) return `[${i}]: ${e}`;
    }
    return null;
  };
const mapOf =
  (item: Check): Check =>
  (v) => {
    if (!isObj(v)) return `expected an object, got ${show(v)}`;
    for (const [k, x] of Object.entries(v)) {
      if (k.startsWith('x-')) continue;
      const e = item(x);
      if (e) return `${k}: ${e}`;
    }
    return null;
  };
/** An object with these fields (required unless named with a trailing `?`); `x-*` markers are allowed beside them. */
const fields =
  (spec: Record<string, Check>, open = false): Check =>
  (v) => {
    if (!isObj(v)) return `expected an object, got ${show(v)}`;
    for (const [raw, check] of Object.entries(spec)) {
      const name = raw.replace(/\?$/, '');
      if (!(name in v)) {
        if (raw.endsWith('?')) continue;
        return `missing ${name}`;
      }
      const e = check(v[name]);
      if (e) return `${name}: ${e}`;
    }
    if (!open) {
      const known = Object.keys(spec).map((k) => k.replace(/\?$/, ''));
      const extra = Object.keys(v).filter((k) => !known.includes(k) && !k.startsWith('x-'));
      if (extra.length) return `unknown field ${extra.join(', ')}`;
    }
    return null;
  };
const either =
  (...checks: Check[]): Check =>
  (v) => {
    const errors = checks.map((c) => c(v));
    return errors.includes(null) ? null : errors.join('; or ');
  };

// ---- the registry ---------------------------------------------------------------------------------------------

export const EXTENSIONS: readonly Extension[] = [
  {
    key: 'x-gw-surface',
    where: [ROOT('openapi', 'openrpc', 'asyncapi')],
    shape: '`{name, package, networks[], auth[], mounts: {path?, open?, alt?[]}, envelope?}`',
    check: fields({
      name: str,
      package: str,
      networks: listOf(oneOf(...NETWORKS)),
      auth: listOf(oneOf(...AUTH_MODES)),
      mounts: fields({ 'path?': str, 'open?': str, 'alt?': listOf(str) }),
      'envelope?': oneOf('rest', 'opi', 'none'),
    }),
    meaning: 'The surface: its name, package, networks, accepted auth modes and mounts (see above).',
    readers: [
      'tools/codegen/src/load.ts',
      'tools/spec-tools/src/docs/build.ts',
      'tools/spec-tools/src/docs/sources.ts',
      'tools/spec-tools/src/docs/client-sample.ts',
      'tools/spec-tools/src/diff/root.ts',
      'tools/spec-tools/src/diff/packages.ts',
    ],
  },
  {
    key: 'x-gw-envelope',
    where: [OPERATION],
    shape: '`rest` \\| `opi` \\| `none`',
    check: oneOf('rest', 'opi', 'none'),
    meaning: "Overrides the surface's `envelope` for one operation (e.g. a health route that answers bare).",
    readers: ['tools/codegen/src/openapi.ts'],
  },
  {
    key: 'x-gw-admin',
    where: [OPERATION],
    shape: '`true`',
    check: isTrue,
    meaning: 'The operation needs the admin key (else 403); generated into `meta.admin`, enforced by the local gateway.',
    readers: ['tools/codegen/src/openapi.ts'],
  },
  {
    key: 'x-gw-networks',
    where: [OPERATION, METHOD],
    shape: 'list of `mainnet` \\| `signet` \\| `regtest`',
    check: listOf(oneOf(...NETWORKS)),
    meaning: "The operation exists only on these networks (default: the surface's networks); generated into `meta.networks`.",
    readers: ['tools/codegen/src/openapi.ts', 'tools/codegen/src/openrpc.ts'],
  },
  {
    key: 'x-gw-open-params',
    where: [METHOD, OPERATION],
    shape: '`true`',
    check: isTrue,
    meaning:
      'The seed does not show the params: nothing is refused (no `additionalProperties: false`, no `maxItems`). On OpenAPI operations it only records that no parameter is declared; the OpenAPI emitter refuses nothing there anyway.',
    readers: ['tools/codegen/src/openrpc.ts', 'tools/spec-tools/src/diff/openrpc.ts'],
  },
  {
    key: 'x-gw-direction',
    where: [MESSAGE],
    shape: '`send` \\| `receive`',
    check: oneOf('send', 'receive'),
    meaning: '`send` = client to server, `receive` = server to client (frame types, the stream docs, spec diff).',
    readers: ['tools/codegen/src/asyncapi.ts', 'tools/spec-tools/src/docs/asyncapi.ts', 'tools/spec-tools/src/diff/asyncapi.ts'],
  },
  {
    key: 'x-gw-observed-alias',
    where: [METHOD],
    shape: '`{name, source}`',
    check: fields({ name: str, source: str }),
    meaning:
      "The spelling real clients were observed sending for the method; generated into `observedAlias` (the Espo client's `wireNames` option; the local gateway accepts both).",
    readers: ['tools/codegen/src/openrpc.ts'],
  },
  {
    key: 'x-gw-pass-through',
    where: [ROOT('openrpc')],
    shape: 'boolean',
    check: bool,
    meaning: 'Methods the spec does not list are passed to the live node; generated into `surface.passThrough`.',
    readers: ['tools/codegen/src/emit.ts'],
  },
  {
    key: 'x-gw-gaps',
    where: [ROOT('openapi', 'openrpc', 'asyncapi')],
    shape: 'list of strings',
    check: listOf(str),
    meaning: 'Document-wide "not shown" items; collected into docs/gaps.md and the gaps page.',
    readers: ['tools/codegen/src/gaps.ts', 'tools/spec-tools/src/docs/value.ts'],
  },
  {
    key: 'x-gw-views',
    where: [ROOT('openrpc')],
    shape: 'list of `{name, …}` or map by view name',
    check: either(listOf(either(str, obj)), obj),
    meaning: 'The protobuf views served on the endpoint (btcusd), linked to their proto messages on the reference page.',
    readers: ['tools/spec-tools/src/docs/openrpc.ts', 'tools/spec-tools/src/docs/views.ts'],
  },
  {
    key: 'x-gw-batch',
    where: [ROOT('openrpc')],
    shape: 'boolean',
    check: bool,
    meaning:
      "The endpoint accepts JSON-RPC batches (seed 002 §JSON-RPC envelopes); generated into `surface.batch` (the gateway's `batch` option gathers calls only there).",
    readers: ['tools/codegen/src/emit.ts'],
  },
  {
    key: 'x-gw-rate-limit-code',
    where: [ROOT('openrpc')],
    shape: 'integer',
    check: int,
    meaning:
      'The JSON-RPC error code that means "rate limited" on this endpoint (the main endpoint\'s -32000, seed 002 §Errors); generated into `surface.rateLimitCode`: the clients raise `RateLimitedError` for it and retry.',
    readers: ['tools/codegen/src/emit.ts'],
  },
  {
    key: 'x-gw-paging',
    where: [OPERATION, METHOD],
    shape: '`{style: offset\\|page\\|cursor, limit, offset?, page?, pageEcho?, cursor?, next?, items, hasMore?, defaultLimit?}`',
    check: fields({
      style: oneOf('offset', 'page', 'cursor'),
      limit: str,
      'offset?': str,
      'page?': str,
      'pageEcho?': str,
      'cursor?': str,
      'next?': str,
      items: (v) => (typeof v === 'string' ? null : `expected a field name ('' for the result itself), got ${show(v)}`),
      'hasMore?': str,
      'defaultLimit?': int,
    }),
    meaning:
      "How the operation pages: the request fields that size and move a page, the result field holding the items (`''`: the result itself) and, if any, `has_more`, the page echo and the next cursor; generated into `<operation>Paging` and the `<operation>All` twins that walk every page.",
    readers: ['tools/codegen/src/paging.ts'],
  },
  // Reference only: information from the seeds for people; the reference docs render it, no code acts on it.
  ...(
    [
      ['x-gw-auth-modes', [ROOT('openapi')], 'map: auth mode → text', mapOf(str), "What each auth mode of the surface means, in the seed's words."],
      ['x-gw-mount', [SERVER('openapi')], '`path` \\| `open` \\| `alias`', oneOf('path', 'open', 'alias'), 'Which mount a server entry is.'],
      ['x-gw-base-url', [SERVER('openrpc')], 'string (URL)', str, 'The placeholder base URL a server entry stands for.'],
      [
        'x-gw-http-errors',
        [ROOT('openrpc')],
        'list of `{status, body?, when?}`',
        listOf(fields({ status: int, 'body?': obj, 'when?': str }, true)),
        'HTTP-level failures of the endpoint (401/403/503 bodies) beside the JSON-RPC errors.',
      ],
      ['x-gw-alias-of', [METHOD], 'method name', str, 'The method is another name for this one.'],
      ['x-gw-keyless', [OPERATION], 'string', str, 'Why the operation answers without credentials (`security: []` is what the code reads).'],
      [
        'x-gw-known-values',
        [SCHEMA],
        'list of strings',
        listOf(str),
        'The values the seed lists for an open string (an `anyOf` of the enum and any string): known, not closed.',
      ],
      ['x-gw-clamp', [PARAM_SCHEMA], 'integer', int, 'Larger values are clamped to this by the gateway (not refused).'],
      ['x-gw-params', [ROOT('openrpc')], 'string', str, 'How the endpoint takes params (e.g. `object-only`).'],
      ['x-gw-cli-default', [OPERATION], 'object', obj, 'The command-line default the seed gives for the operation.'],
      ['x-gw-require-one-of', [OPERATION], 'list of parameter names', listOf(str), 'At least one of these parameters must be given (OpenAPI cannot say it).'],
      ['x-gw-slow', [OPERATION], 'string', str, "The operation may take long (how long, in the seed's words)."],
      ['x-gw-constants', [ROOT('openrpc')], 'object', obj, 'Constants of the surface the seed gives (ids, decimals).'],
      ['x-gw-controller', [ROOT('openrpc')], 'object', obj, 'The controller contract of the BRC-20 programmable module.'],
      ['x-gw-precompiles', [ROOT('openrpc')], 'list of objects', listOf(obj), 'Precompiled contracts of the BRC-20 programmable module.'],
      ['x-gw-covered-currencies', [ROOT('openrpc')], 'list of currency codes', listOf(str), 'The currencies the forex endpoint covers.'],
      ['x-gw-deposit-tracking', [ROOT('openrpc')], 'string', str, 'How a pending bridge deposit is recognised on the stream.'],
      ['x-gw-get-usage', [ROOT('openrpc')], 'string', str, 'What a GET on the JSON-RPC path answers.'],
      [
        'x-gw-namespaces',
        [ROOT('openrpc')],
        'list of `{prefix, meaning, examples?, note?}`',
        listOf(fields({ prefix: str, meaning: str, 'examples?': listOf(str), 'note?': str })),
        'Method-name namespaces of the shared JSON-RPC endpoint.',
      ],
      ['x-gw-naming-rule', [ROOT('openrpc')], 'string', str, 'How method names map to namespaces and path placeholders.'],
      ['x-gw-open-mount-observed', [ROOT('openrpc')], 'observed source tag', str, 'The keyless mount is known only from an observed source.'],
      ['x-gw-pass-through-description', [ROOT('openrpc')], 'string', str, 'What pass-through means on this endpoint.'],
      ['x-gw-proto', [ROOT('openrpc')], 'object (`package`, `file?`, …)', fields({ package: str }, true), "The protobuf package the endpoint's views use."],
      ['x-gw-response-shape', [ROOT('openrpc')], '`$ref` to a schema', fields({ $ref: str }), 'The shape every answer of a pass-through endpoint takes.'],
      ['x-gw-seq-rule', [ROOT('asyncapi')], 'object', obj, 'The sequence-number gap rule of the stream.'],
    ] as Array<[string, Place[], string, Check, string]>
  ).map(([key, where, shape, check, meaning]): Extension => ({ key, where, shape, check, meaning, readers: [], referenceOnly: true })),
];

const byKey = new Map(EXTENSIONS.map((e) => [e.key, e]));

// ---- checking a document ----------------------------------------------------------------------------------------

function matches(pattern: string[], path: string[]): boolean {
  if (pattern.length === 0) return path.length === 0;
  const [head, ...rest] = pattern;
  if (head === '**') return [...Array(path.length + 1).keys()].some((i) => matches(rest, path.slice(i)));
  if (path.length === 0) return false;
  if (head !== '*' && !head!.split('|').includes(path[0]!)) return false;
  return matches(rest, path.slice(1));
}

/** True when `path` (segments below the document root, of an object holding the key) is one of the places. */
export function allowedAt(ext: Extension, kind: DocKind, path: string[]): boolean {
  return ext.where.some((w) =>
    w.patterns.some((p) => {
      const [k, rest = ''] = p.split(':');
      return k === kind && matches(rest === '' ? [] : rest.split('/'), path);
    }),
  );
}

const pointer = (path: string[]) => `#/${path.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** Every problem with the `x-gw-*` keys of one parsed document (source form, before bundling). */
export function lintExtensionsOf(kind: DocKind, doc: unknown, registry: ReadonlyMap<string, Extension> = byKey): string[] {
  const out: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, [...path, String(i)]));
    if (!isObj(node)) return;
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith('x-gw-')) {
        const at = pointer([...path, k]);
        const ext = registry.get(k);
        if (!ext)
          out.push(
            `${at}: unknown extension ${k}: every x-gw-* key is registered in tools/spec-tools/src/lint/extensions.ts and documented in docs/conventions.md`,
          );
        else if (!allowedAt(ext, kind, path)) out.push(`${at}: ${k} may appear only on: ${ext.where.map((w) => w.label).join('; ')}`);
        else {
          const e = ext.check(v);
          if (e) out.push(`${at}: ${k}: ${e}`);
        }
      }
      walk(v, [...path, k]);
    }
  };
  walk(doc, []);
  return out;
}

/** The registry against the code: each key is read by some code or marked reference-only, and each reader names it. */
export function lintRegistry(root: string, extensions: readonly Extension[] = EXTENSIONS): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const e of extensions) {
    if (!/^x-gw-[a-z0-9]+(-[a-z0-9]+)*$/.test(e.key)) out.push(`${e.key}: not an x-gw-* key in kebab case`);
    if (seen.has(e.key)) out.push(`${e.key}: registered twice`);
    seen.add(e.key);
    if (e.readers.length === 0 && !e.referenceOnly) out.push(`${e.key}: no code reads it (list its readers, or mark it referenceOnly)`);
    if (e.readers.length > 0 && e.referenceOnly) out.push(`${e.key}: has readers and is marked referenceOnly`);
    for (const file of e.readers) {
      const path = join(root, file);
      if (!existsSync(path)) out.push(`${e.key}: reader ${file} does not exist`);
      else if (!readFileSync(path, 'utf8').includes(e.key)) out.push(`${e.key}: reader ${file} no longer reads it`);
    }
  }
  return out;
}

/** Spec documents under specs/ (YAML/JSON) with their kind, by path. */
export function specDocuments(root: string): Array<{ file: string; kind: DocKind }> {
  const out: Array<{ file: string; kind: DocKind }> = [];
  for (const kind of ['openapi', 'openrpc', 'asyncapi', 'components'] as const) {
    const dir = join(root, 'specs', kind);
    let names: string[] = [];
    try {
      names = readdirSync(dir).sort();
    } catch {
      continue;
    }
    for (const n of names) if (/\.(ya?ml|json)$/.test(n) && statSync(join(dir, n)).isFile()) out.push({ file: relative(root, join(dir, n)), kind });
  }
  return out;
}

/** Every `x-gw-*` key used anywhere in a document. */
export function extensionKeys(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) extensionKeys(n, into);
  else if (isObj(node)) {
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith('x-gw-')) into.add(k);
      extensionKeys(v, into);
    }
  }
  return into;
}

/** Spec lint's extension check: one result per spec document, and one for the registry itself. */
export function lintExtensions(root: string): LintResult[] {
  const used = new Set<string>();
  const results: LintResult[] = specDocuments(root).map(({ file, kind }) => {
    const doc = readYaml(join(root, file));
    for (const k of extensionKeys(doc)) used.add(k);
    const messages = lintExtensionsOf(kind, doc);
    return { file: `${file} (x-gw-* extensions)`, ok: messages.length === 0, messages };
  });
  const registry = lintRegistry(root);
  for (const e of EXTENSIONS) if (!used.has(e.key)) registry.push(`${e.key}: registered but no spec uses it`);
  results.push({ file: 'tools/spec-tools/src/lint/extensions.ts (x-gw-* registry)', ok: registry.length === 0, messages: registry });
  return results;
}

// ---- the docs table -----------------------------------------------------------------------------------------

export const TABLE_BEGIN = '<!-- x-gw-* registry: generated from tools/spec-tools/src/lint/extensions.ts; do not edit by hand -->';
export const TABLE_END = '<!-- end of the x-gw-* registry -->';

/** The Markdown table of docs/conventions.md, between TABLE_BEGIN and TABLE_END (both included). */
export function extensionsTable(extensions: readonly Extension[] = EXTENSIONS): string {
  const cell = (s: string) => s.replace(/\n/g, ' ');
  const rows = extensions.map((e) => {
    const readers = e.referenceOnly ? 'reference docs only (rendered, no code acts on it)' : e.readers.map((r) => `\`${r}\``).join(', ');
    return `| \`${e.key}\` | ${e.where.map((w) => w.label).join('; ')} | ${cell(e.shape)} | ${cell(readers)} | ${cell(e.meaning)} |`;
  });
  return [TABLE_BEGIN, '| key | where it may appear | value | read by | meaning |', '|---|---|---|---|---|', ...rows, TABLE_END].join('\n');
}
