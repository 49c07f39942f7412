import type { Network } from '@gw/runtime';
import { type AnySurface, type LoadedFixture, matchRoute } from '@gw/contract';
import type { ComputedBehaviours } from './behaviours/index.js';

/** A recorded exchange the local gateway does not replay, and why. */
export interface NotServed {
  file: string;
  reason: string;
}

/** Gateway-wide refusals describe the gateway (a key, a plan, the key store), not the data: always replayed. */
const REFUSALS = new Set([401, 403, 429, 503]);

/**
 * Which recorded exchanges the local gateway replays (docs: packages/gateway-mock/src/behaviours/world/README.md,
 * "Recorded fixtures and the world"):
 * - with a simulated world, an exchange the world (or a dataset behind it) computes is not replayed: the recorded
 *   facts seeded the world instead (heights, hashes, mempools, forex, holders), so one world answers, and a
 *   recording that disagrees with it cannot contradict another surface;
 * - in every mode, the Bitcoin mempool is state (observe and the stream change it): its methods are answered from
 *   the mempool state its dataset seeded, never replayed stale.
 * Refusals (401, 403, 429, 503), requests the spec refuses and, with a world, recorded JSON-RPC errors (a refusal of
 * that input) are always replayed as recorded.
 */
export function servedFixtures(
  fixtures: LoadedFixture[],
  surfaces: AnySurface[],
  network: Network,
  computed: ComputedBehaviours,
  world: boolean,
): { served: LoadedFixture[]; notServed: NotServed[] } {
  const served: LoadedFixture[] = [];
  const notServed: NotServed[] = [];
  for (const f of fixtures) {
    const reason = f.network === network && f.response && !REFUSALS.has(f.response.status) ? whyNot(f, surfaces, network, computed, world) : undefined;
    if (reason) notServed.push({ file: f.file, reason });
    else served.push(f);
  }
  return { served, notServed };
}

function whyNot(f: LoadedFixture, surfaces: AnySurface[], network: Network, computed: ComputedBehaviours, world: boolean): string | undefined {
  const s = surfaces.find((x) => x.surface.name === f.surface);
  if (!s || s.kind === 'stream') return undefined;
  // Only a surface answered from state can take a recording's place: any other's recordings are replayed, so their
  // input is not validated here (cheap test first: without a world, every surface but the mempool).
  if (!(s.kind === 'rpc' ? computed.owned.rpc : computed.owned.http)[f.surface]) return undefined;
  const route = matchRoute([s], network, f.request.method, f.request.path, false);
  if (!route) return undefined;
  if (s.kind === 'rpc') {
    const m = s.methods[f.operation];
    const params = (f.request.body as { params?: unknown } | undefined)?.params;
    const value = params ?? (m?.meta.paramStructure === 'by-position' ? [] : {});
    if (m?.validators.params && !m.validators.params(structuredClone(value))) return undefined;
    // A recorded JSON-RPC error is a refusal of that very input (an unknown block, a call without calldata): replayed.
    if (world && (f.response?.body as { error?: unknown } | undefined)?.error != null) return undefined;
    if (!computed.owned.rpc[f.surface]?.(f.operation, structuredClone(value), route.mountParams)) return undefined;
    return world ? 'the simulated world answers it (the recorded facts seeded the world)' : 'the mempool state answers it (its dataset seeded the state)';
  }
  const op = s.operations[f.operation];
  if (!op) return undefined;
  const query = f.request.query ?? {};
  const body = f.request.method === 'POST' ? structuredClone(f.request.body) : undefined;
  const input = op.meta.body ? body : { ...route.pathParams, ...query };
  const valid = !op.validators.input || op.validators.input(input ?? {});
  const view = { method: f.request.method, operation: f.operation, query, pathParams: route.pathParams, mountParams: route.mountParams, body, valid };
  if (!valid || computed.acts(f.surface, f.operation) || !computed.owned.http[f.surface]?.(view)) return undefined;
  return 'the simulated world answers it (the recorded facts seeded the world)';
}
