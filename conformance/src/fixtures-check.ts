import { isNetwork, type Validator } from '@gw/runtime';
import { type AnySurface, checkResponseHeaders, type LoadedFixture, loadFixtures, matchRoute, surfaces as allSurfaces } from '@gw/contract';
import { caseFileName } from './cases.js';
import { classify } from './stream-replay.js';

export interface FixtureProblem {
  file: string;
  problem: string;
}

const errs = (v: Validator) => (v.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');
const AUTH_MODES = ['path', 'header', 'cors', 'alias', 'none'];

/** Validates every stored exchange against the specs, offline. An empty list means the set is sound. */
export function checkFixtures(root: string, surfaces: AnySurface[] = allSurfaces): { checked: number; problems: FixtureProblem[] } {
  let fixtures: LoadedFixture[];
  try {
    fixtures = loadFixtures(root);
  } catch (e) {
    return { checked: 0, problems: [{ file: '(fixtures)', problem: (e as Error).message }] };
  }
  const problems: FixtureProblem[] = [];
  const seen = new Set<string>();
  for (const f of fixtures) {
    const add = (problem: string) => problems.push({ file: f.file, problem });
    for (const p of checkOne(f, surfaces)) add(p);
    for (const p of headerProblems(f, surfaces)) add(p);
    const id = `${f.network}/${f.surface}/${f.operation}/${f.case}`;
    if (seen.has(id)) add(`duplicate case ${id}`);
    seen.add(id);
  }
  return { checked: fixtures.length, problems };
}

/** The recorded answer's headers against the contract (@gw/contract's checkResponseHeaders, as the suite and gw proxy check them). */
function headerProblems(f: LoadedFixture, surfaces: AnySurface[]): string[] {
  const s = surfaces.find((x) => x.surface.name === f.surface);
  if (!s || s.kind === 'stream' || !f.response?.headers) return [];
  return checkResponseHeaders(s, f.operation, f.response.status, f.response.headers).issues.map((i) => `response header ${i.message}`);
}

function checkOne(f: LoadedFixture, surfaces: AnySurface[]): string[] {
  const out: string[] = [];
  const [net, surfaceDir, opDir, file] = f.file.split('/');
  // Shape and provenance.
  const p = f.provenance as unknown as Record<string, unknown> | undefined;
  if (!p || (p.kind !== 'authored' && p.kind !== 'recorded')) return ['provenance.kind must be authored or recorded'];
  if (typeof p.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(p.date)) out.push('provenance.date must be YYYY-MM-DD');
  if (p.kind === 'authored' && !p.from) out.push('authored provenance needs `from` (which seed or observed section)');
  if (p.kind === 'recorded' && !p.target) out.push('recorded provenance needs `target`');
  if (!isNetwork(f.network)) out.push(`network ${String(f.network)} is not mainnet, signet or regtest`);
  if (net !== f.network || surfaceDir !== f.surface || opDir !== caseFileName(f.operation) || file !== `${f.case}.json`) {
    out.push(`file must live at ${f.network}/${f.surface}/${caseFileName(f.operation)}/${f.case}.json`);
  }
  if (f.compare !== 'exact' && f.compare !== 'schema') out.push('compare must be exact or schema');
  if (!AUTH_MODES.includes(f.auth)) out.push(`auth must be one of ${AUTH_MODES.join(', ')}`);
  if (!f.request || typeof f.request.path !== 'string') return [...out, 'request.path is missing'];

  // Secrets: the key is never stored, only its placeholder.
  const apiHeader = f.request.headers?.['x-service-api-key'];
  if (apiHeader !== undefined && apiHeader !== '{apiKey}' && apiHeader !== '{adminKey}') out.push('x-service-api-key must be the {apiKey} placeholder');
  const s = surfaces.find((x) => x.surface.name === f.surface);
  if (!s) return [...out, `unknown surface ${f.surface}`];
  if (!s.surface.networks.includes(f.network)) out.push(`${f.surface} does not exist on ${f.network}`);

  if (s.kind === 'stream') {
    if (!Array.isArray(f.frames) || f.frames.length === 0) return [...out, 'a stream fixture needs frames'];
    for (const [i, frame] of (f.request.send ?? []).entries()) {
      const ok = Object.values(s.frames).some((x) => x.direction === 'send' && x.validate(frame));
      if (!ok) out.push(`request.send[${i}] matches no client frame of the spec`);
    }
    for (const [i, frame] of f.frames.entries()) if (classify(s, frame).length === 0) out.push(`frames[${i}] matches no server frame of the spec`);
    return out;
  }
  const route = matchRoute([s], f.network, f.request.method, f.request.path, false);
  if (!route) return [...out, `${f.request.method} ${f.request.path} is not a path of ${f.surface}`];
  if (route.mount === 'path' && !['{apiKey}', '{adminKey}', '{invalidKey}'].includes(route.key ?? ''))
    out.push('the key segment of the path must be {apiKey}, {adminKey} or {invalidKey}');
  if (route.key === '{invalidKey}' && f.response?.status !== 401) out.push('a request with {invalidKey} must be answered 401');
  if (!f.response) return [...out, 'response is missing'];

  if (s.kind === 'rest') {
    if (route.operation !== f.operation) return [...out, `path routes to ${route.operation}, not ${f.operation}`];
    const op = s.operations[f.operation]!;
    const input = f.request.method === 'POST' ? (f.request.body ?? {}) : { ...route.pathParams, ...(f.request.query ?? {}) };
    const inputOk = !op.validators.input || op.validators.input(input);
    if (f.invalidRequest && inputOk) out.push('invalidRequest is set but the request is valid');
    if (!f.invalidRequest && !inputOk) out.push(`request: ${errs(op.validators.input!)}`);
    const status = String(f.response.status);
    const v = op.validators.responses[status] ?? op.validators.responses[`${status[0]}XX`] ?? op.validators.responses.default;
    if (f.response.status === 401 || f.response.status === 403) return out; // gateway-wide refusals, checked by the client's types
    if (!v) out.push(`response status ${status} is not in the spec`);
    else if (!v(f.response.body)) out.push(`response ${status}: ${errs(v)}`);
    return out;
  }
  // JSON-RPC
  const body = f.request.body as Record<string, unknown> | undefined;
  if (body?.jsonrpc !== '2.0' || body.method !== f.operation) out.push(`request.body must be a JSON-RPC 2.0 request for ${f.operation}`);
  const m = s.methods[f.operation];
  if (!m) return [...out, `${f.operation} is not a method of ${f.surface}`];
  if (m.meta.networks && !m.meta.networks.includes(f.network)) out.push(`${f.operation} does not exist on ${f.network}`);
  const params = body?.params ?? (m.meta.paramStructure === 'by-name' ? {} : []);
  const paramsOk = !m.validators.params || m.validators.params(params);
  if (f.invalidRequest && paramsOk) out.push('invalidRequest is set but the params are valid');
  if (!f.invalidRequest && !paramsOk) out.push(`params: ${errs(m.validators.params!)}`);
  if (f.response.status === 401 || f.response.status === 403 || f.response.status === 503) return out;
  const rb = f.response.body as Record<string, unknown>;
  if (rb?.jsonrpc !== '2.0' || !('id' in rb)) return [...out, 'response.body must be a JSON-RPC 2.0 response'];
  if (rb.error !== undefined && rb.error !== null) {
    const e = rb.error as Record<string, unknown>;
    if (typeof e.code !== 'number' || typeof e.message !== 'string') out.push('response error must be {code: integer, message: string}');
  } else if (!('result' in rb)) out.push('response has neither result nor error');
  else if (m.validators.result && !m.validators.result(rb.result)) out.push(`result: ${errs(m.validators.result)}`);
  return out;
}
