// Issue 20 item 3: a property over every operation of every request/response surface: the local gateway's answer
// to a generated valid request (synthesized, or computed by a seed rule) passes the spec's response validator and
// every seed rule of the operation's case (conformance/cases). Seeded: GW_PROPERTY_SEED=<n> reproduces a run.
import { type AnySurface, specDocs, surfaces } from '@gw/contract';
import { type CaseFile, casesDir, loadCases } from '@gw/conformance';
import type { Network } from '@gw/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawRestRequest, drawRpcParams, type MockGateway, rngFrom, startMockGateway } from '@gw/gateway-mock';

const SEED = Number(process.env.GW_PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const PER_OPERATION = Number(process.env.GW_PROPERTY_DRAWS ?? 2);
const KEY = 'gwtest-property-key';
const ADMIN = 'gwtest-property-admin';
console.log(`synthesis property: seed ${SEED} (GW_PROPERTY_SEED=${SEED} reproduces it), ${PER_OPERATION} requests per operation`);

type Obj = Record<string, any>;
const onNetwork = (n: readonly string[] | null, network: Network) => n === null || n.includes(network);

/** The data a case rule checks: REST `data` (or the bare body), OPI `result`, JSON-RPC `result`. */
function dataOf(s: AnySurface, operation: string, body: unknown): unknown {
  if (s.kind === 'rpc') return (body as Obj).result;
  if (s.kind !== 'rest' || !body || typeof body !== 'object') return body;
  const envelope = s.operations[operation]!.meta.envelope;
  return envelope === 'rest' ? (body as Obj).data : envelope === 'opi' ? (body as Obj).result : body;
}

/** Runs a case's rules on one answer; each failure as text. */
function ruleFailures(c: CaseFile | undefined, data: unknown, fixture: Obj, network: Network): string[] {
  const out: string[] = [];
  for (const rule of c?.rules ?? []) {
    try {
      rule.check(data, { fixture: fixture as never, network });
    } catch (e) {
      out.push(`rule "${rule.name}": ${(e as Error).message}`);
    }
  }
  return out;
}

for (const mode of ['no fixtures, no world', 'a simulated world'] as const) {
  describe(`every operation, ${mode}: a generated valid request gets an answer that passes the spec and the seed rules`, () => {
    const network: Network = 'mainnet';
    let g: MockGateway;
    let cases: CaseFile[];
    beforeAll(async () => {
      cases = await loadCases(casesDir);
      g = await startMockGateway({ network, apiKey: KEY, adminKey: ADMIN, fixtures: [], ...(mode === 'a simulated world' ? { worldSeed: SEED >>> 0 } : {}) });
    });
    afterAll(async () => g?.close());

    const opsOf = (s: AnySurface) =>
      s.kind === 'rest'
        ? Object.keys(s.operations).filter((o) => onNetwork(s.operations[o]!.meta.networks, network))
        : s.kind === 'rpc'
          ? Object.keys(s.methods).filter((m) => onNetwork(s.methods[m]!.meta.networks, network))
          : [];
    // ethereum-builder lists no method (its request shape is not shown): nothing to draw.
    const tested = surfaces.filter((s) => s.kind !== 'stream' && s.surface.networks.includes(network) && opsOf(s).length > 0);
    it('covers every request/response surface that lists an operation', () => {
      expect(tested.map((s) => s.surface.name).sort()).toEqual(
        ['brc20-prog', 'btcusd', 'data-api', 'espo', 'eth-mempool', 'forex', 'frusd', 'gateway-ops', 'jsonrpc', 'mempool', 'opi', 'orderbook', 'reorg'].sort(),
      );
    });

    for (const s of tested) {
      it(`${s.surface.name}`, async () => {
        const doc = specDocs().get(s.surface.name)!;
        const ops = opsOf(s);
        const failures: string[] = [];
        let checked = 0;
        for (const op of ops) {
          const c = cases.find((x) => x.surface === s.surface.name && x.operation === op);
          for (let k = 0; k < PER_OPERATION; k++) {
            const rng = rngFrom(`${SEED}|${s.surface.name}|${op}|${k}`);
            const where = `${s.surface.name} ${op} #${k}`;
            if (s.kind === 'rest') {
              const draw = drawRestRequest(doc, s, op, rng);
              if (!draw) {
                failures.push(`${where}: no valid request could be drawn`);
                continue;
              }
              const meta = s.operations[op]!.meta;
              let path = meta.path;
              for (const [name, v] of Object.entries(draw.pathParams)) path = path.replace(`{${name}}`, encodeURIComponent(v));
              const mount = s.surface.mounts.path!;
              const url = new URL(g.url + mount.replace('{apiKey}', meta.admin ? ADMIN : KEY) + path);
              for (const [name, v] of Object.entries(draw.query)) url.searchParams.set(name, v);
              const res = await fetch(url, {
                method: meta.method,
                ...(meta.method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(draw.body ?? {}) } : {}),
              });
              const text = await res.text();
              const body: unknown = (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
              const validate = s.operations[op]!.validators.responses[String(res.status)] ?? s.operations[op]!.validators.responses.default;
              if (!validate?.(structuredClone(body))) {
                failures.push(`${where}: HTTP ${res.status} fails the response schema: ${text.slice(0, 200)}`);
                continue;
              }
              const success =
                res.status === 200 &&
                (meta.envelope !== 'rest' || (body as Obj).statusCode === 200) &&
                (meta.envelope !== 'opi' || (body as Obj).error == null);
              if (!success) continue;
              checked++;
              const fixture = { request: { method: meta.method, path: mount + path, query: draw.query, body: draw.body } };
              for (const f of ruleFailures(c, dataOf(s, op, body), fixture, network)) failures.push(`${where}: ${f} — request ${JSON.stringify(draw)}`);
            } else if (s.kind === 'rpc') {
              const drawn = drawRpcParams(doc, s, op, rng);
              if (!drawn) {
                failures.push(`${where}: no valid params could be drawn`);
                continue;
              }
              const mount = s.surface.mounts.path!.replace('{apiKey}', KEY).replace('{n}', String(rng.int(0, 6)));
              const res = await fetch(g.url + mount, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ jsonrpc: '2.0', method: op, params: drawn.params, id: k }),
              });
              const body = (await res.json()) as Obj;
              if (!('result' in body)) continue; // a documented error (not recorded, not resident, ...): not a success to check
              const validate = s.methods[op]!.validators.result;
              if (validate && !validate(structuredClone(body.result))) {
                failures.push(`${where}: result fails the schema: ${JSON.stringify(body.result).slice(0, 200)}`);
                continue;
              }
              checked++;
              const fixture = { request: { method: 'POST', path: mount, body: { jsonrpc: '2.0', method: op, params: drawn.params, id: k } } };
              for (const f of ruleFailures(c, body.result, fixture, network)) failures.push(`${where}: ${f} — params ${JSON.stringify(drawn.params)}`);
            }
          }
        }
        expect(failures, `seed ${SEED}`).toEqual([]);
        expect(checked).toBeGreaterThan(0);
      });
    }
  });
}
