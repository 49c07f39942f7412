import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSpecDiffCommand, specDiff, toJson, toMarkdown, type DiffReport } from '../src/diff/index.js';
import { createRepo, lineOf, type TempRepo } from './helpers/git-repo.js';
import {
  ASYNCAPI_BASE,
  ASYNCAPI_HEAD,
  BASE_FILES,
  COMMON_BASE,
  HEAD_FILES,
  OPENAPI_BASE,
  OPENAPI_HEAD,
  OPENRPC_BASE,
  OPENRPC_HEAD,
  PROTO_HEAD,
  PROTO_PATH,
} from './helpers/fixtures.js';

const OA = 'specs/openapi/shop.yaml';
const RPC = 'specs/openrpc/ledger.yaml';
const AS = 'specs/asyncapi/ticks.yaml';
const COMMON = 'specs/components/common.yaml';

/** One comparable string per change: severity id package file:line (side). */
function summary(report: DiffReport): string[] {
  return report.changes.map((c) => `${c.severity} ${c.id} ${c.package} ${c.location.file}:${c.location.line} ${c.location.side}`).sort();
}

describe('specDiff over every spec kind', () => {
  let repo: TempRepo;
  let report: DiffReport;

  beforeAll(async () => {
    repo = createRepo(BASE_FILES);
    repo.commit('base');
    repo.write(HEAD_FILES);
    report = await specDiff({ repoRoot: repo.root, base: 'main' });
  });
  afterAll(() => repo.cleanup());

  it('reports exactly the expected changes, with ids and locations', () => {
    const b = (id: string, pkg: string, file: string, line: number, side: 'head' | 'base'): string => `breaking ${id} @gw/${pkg} ${file}:${line} ${side}`;
    const n = (id: string, pkg: string, file: string, line: number, side: 'head' | 'base'): string => `non-breaking ${id} @gw/${pkg} ${file}:${line} ${side}`;
    const expected = [
      // OpenAPI
      b('auth.mode.removed', 'shop', OA, lineOf(OPENAPI_BASE, 'auth: [path, header]'), 'base'),
      b('server.removed', 'shop', OA, lineOf(OPENAPI_BASE, "- url: '{base_url}'", 2), 'base'),
      b('openapi.param.required-added', 'shop', OA, lineOf(OPENAPI_HEAD, '- name: x-trace'), 'head'),
      n('openapi.param.optional-added', 'shop', OA, lineOf(OPENAPI_HEAD, '- name: cursor'), 'head'),
      b('openapi.response.removed', 'shop', OA, lineOf(OPENAPI_BASE, "'401':"), 'base'),
      b('openapi.operation.removed', 'shop', OA, lineOf(OPENAPI_BASE, 'get:'), 'base'),
      n('openapi.operation.added', 'shop', OA, lineOf(OPENAPI_HEAD, 'get:'), 'head'),
      b('openapi.security-scheme.removed', 'shop', OA, lineOf(OPENAPI_BASE, 'apiKeyHeader:'), 'base'),
      n('schema.enum.value-added', 'shop', OA, lineOf(OPENAPI_HEAD, 'enum: [spot, fwd, swap]'), 'head'),
      b('schema.type.narrowed', 'shop', OA, lineOf(OPENAPI_HEAD, 'amount: { type: string }'), 'head'),
      b('schema.property.removed', 'shop', OA, lineOf(OPENAPI_BASE, 'venue: { type: string }'), 'base'),
      b('schema.required.removed', 'shop', OA, lineOf(OPENAPI_HEAD, 'fee: { type: string }'), 'head'),
      // The shared Side enum lost 'sell': a request-side change for both users of it, located in the shared file.
      b('schema.enum.value-removed', 'shop', COMMON, lineOf(COMMON_BASE, 'enum: [buy, sell]'), 'base'),
      b('schema.enum.value-removed', 'ticks', COMMON, lineOf(COMMON_BASE, 'enum: [buy, sell]'), 'base'),
      // OpenRPC
      b('openrpc.param-structure.changed', 'ledger', RPC, lineOf(OPENRPC_HEAD, 'paramStructure: by-position'), 'head'),
      b('schema.limit.tightened', 'ledger', RPC, lineOf(OPENRPC_HEAD, 'maxLength: 64'), 'head'),
      b('openrpc.param.required-added', 'ledger', RPC, lineOf(OPENRPC_HEAD, '- name: height'), 'head'),
      b('openrpc.error.removed', 'ledger', RPC, lineOf(OPENRPC_BASE, '- code: 404'), 'base'),
      b('openrpc.method.removed', 'ledger', RPC, lineOf(OPENRPC_BASE, '- name: ledger_old'), 'base'),
      n('openrpc.param.optional-added', 'ledger', RPC, lineOf(OPENRPC_HEAD, '- name: page'), 'head'),
      n('openrpc.method.added', 'ledger', RPC, lineOf(OPENRPC_HEAD, '- name: ledger_new'), 'head'),
      // AsyncAPI
      n('server.added', 'ticks', AS, lineOf(ASYNCAPI_HEAD, 'signet:'), 'head'),
      b('schema.limit.tightened', 'ticks', AS, lineOf(ASYNCAPI_HEAD, 'maximum: 50'), 'head'),
      b('asyncapi.message.removed', 'ticks', AS, lineOf(ASYNCAPI_BASE, 'legacy:'), 'base'),
      n('asyncapi.message.added', 'ticks', AS, lineOf(ASYNCAPI_HEAD, 'heartbeat:'), 'head'),
      // Protobuf, through buf breaking
      b('proto.FIELD_NO_DELETE', 'btcusd', PROTO_PATH, lineOf(PROTO_HEAD, 'message PriceReply'), 'head'),
    ].sort();
    expect(summary(report)).toEqual(expected);
  });

  it('summarizes the bump each package needs', () => {
    expect(Object.fromEntries(Object.entries(report.packages).map(([k, v]) => [k, v.bump]))).toEqual({
      '@gw/btcusd': 'major',
      '@gw/ledger': 'major',
      '@gw/shop': 'major',
      '@gw/ticks': 'major',
    });
    expect(report.changedFiles).toEqual([AS, COMMON, OA, RPC, PROTO_PATH].sort());
  });

  it('formats Markdown and JSON', () => {
    const md = toMarkdown(report);
    expect(md).toContain('### Breaking');
    expect(md).toContain('`openapi.operation.removed`');
    expect(md).toContain(`\`${OA}:${lineOf(OPENAPI_BASE, 'get:')}\` (base)`);
    const parsed = JSON.parse(toJson(report)) as DiffReport;
    expect(parsed.changes).toHaveLength(report.changes.length);
  });

  it('exits 1 on breaking changes without a major changeset, 0 once every package declares major', async () => {
    const before = await runSpecDiffCommand({ repoRoot: repo.root, base: 'main', format: 'md' });
    expect(before.exitCode).toBe(1);
    expect(before.output).toContain('without a `major` changeset');
    repo.write({ '.changeset/big.md': '---\n"@gw/shop": major\n"@gw/ledger": major\n"@gw/ticks": major\n"@gw/btcusd": major\n---\n\nBreak things.\n' });
    const after = await runSpecDiffCommand({ repoRoot: repo.root, base: 'main', format: 'json' });
    expect(after.exitCode).toBe(0);
    expect((JSON.parse(after.output) as { gate: { ok: boolean } }).gate.ok).toBe(true);
    repo.remove('.changeset/big.md');
  });
});

describe('specDiff non-breaking edits', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = createRepo(BASE_FILES);
    repo.commit('base');
  });
  afterAll(() => repo.cleanup());

  it('treats a widened request, an added optional param and an added operation as non-breaking', async () => {
    const head = OPENAPI_BASE.replace('enum: [spot, fwd]', 'enum: [spot, fwd, swap]')
      .replace('amount: { type: [string, number] }', 'amount: { type: [string, number, "null"] }')
      .replace(
        '          schema: { type: integer }\n',
        '          schema: { type: integer }\n        - name: cursor\n          in: query\n          schema: { type: string }\n',
      )
      .replace('components:\n', "  /extra:\n    get:\n      operationId: extra\n      responses: { '200': { description: ok } }\ncomponents:\n")
      .replace('description: base', 'description: changed');
    repo.write({ [OA]: head });
    const report = await specDiff({ repoRoot: repo.root, base: 'main' });
    expect(summary(report)).toEqual(
      [
        `non-breaking openapi.param.optional-added @gw/shop ${OA}:${lineOf(head, '- name: cursor')} head`,
        `non-breaking openapi.operation.added @gw/shop ${OA}:${lineOf(head, '/extra:') + 1} head`,
        `non-breaking schema.enum.value-added @gw/shop ${OA}:${lineOf(head, 'swap')} head`,
        `non-breaking schema.type.widened @gw/shop ${OA}:${lineOf(head, 'amount:')} head`,
      ].sort(),
    );
    expect(report.packages['@gw/shop']?.bump).toBe('minor');
    expect((await runSpecDiffCommand({ repoRoot: repo.root, base: 'main' })).exitCode).toBe(0);
    repo.write({ [OA]: OPENAPI_BASE });
  });

  it('reports a description-only edit as spec.edited (patch)', async () => {
    repo.write({ [OA]: OPENAPI_BASE.replace('description: base', 'description: reworded') });
    const report = await specDiff({ repoRoot: repo.root, base: 'main' });
    expect(summary(report)).toEqual([`non-breaking spec.edited @gw/shop ${OA}:1 head`]);
    expect(report.packages['@gw/shop']?.bump).toBe('patch');
    repo.write({ [OA]: OPENAPI_BASE });
  });

  it('reports an unchanged tree as empty', async () => {
    const report = await specDiff({ repoRoot: repo.root, base: 'main' });
    expect(report.changes).toEqual([]);
    expect(report.packages).toEqual({});
  });

  it('counts added and removed spec files', async () => {
    repo.remove(RPC);
    repo.write({ 'specs/openrpc/extra.yaml': OPENRPC_BASE.replace(/package: ledger/, 'package: extra') });
    const report = await specDiff({ repoRoot: repo.root, base: 'main' });
    expect(summary(report)).toEqual(
      [`breaking spec.removed @gw/ledger ${RPC}:1 base`, 'non-breaking spec.added @gw/extra specs/openrpc/extra.yaml:1 head'].sort(),
    );
    repo.remove('specs/openrpc/extra.yaml');
    repo.write({ [RPC]: OPENRPC_BASE });
  });

  it('rejects an unknown base ref', async () => {
    await expect(specDiff({ repoRoot: repo.root, base: 'no-such-ref' })).rejects.toThrow(/no-such-ref/);
  });
});
