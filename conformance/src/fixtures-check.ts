import { API_KEY_HEADER, AUTH_MODES, isNetwork } from '@gw/runtime';
import {
  type AnySurface,
  caseFileName,
  checkResponseHeaders,
  fixtureAnswer,
  type JudgedIssue,
  judgeAnswer,
  judgeRequest,
  type LoadedFixture,
  loadFixtures,
  matchRoute,
  requestBodyOf,
  surfaces as allSurfaces,
  usesInvalidKey,
} from '@gw/contract';
import { classify } from './stream-rules.js';

export interface FixtureProblem {
  file: string;
  problem: string;
}

/** What a key may be written as in a fixture: never a key itself. */
const KEY_PLACEHOLDERS = ['{apiKey}', '{adminKey}', '{invalidKey}'];

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
  const apiHeader = f.request.headers?.[API_KEY_HEADER];
  if (apiHeader !== undefined && !KEY_PLACEHOLDERS.includes(apiHeader)) out.push(`${API_KEY_HEADER} must be the {apiKey} placeholder`);
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
  if (route.mount === 'path' && !KEY_PLACEHOLDERS.includes(route.key ?? ''))
    out.push('the key segment of the path must be {apiKey}, {adminKey} or {invalidKey}');
  if (!f.response) return [...out, 'response is missing'];

  // The request, as the judge reads it: an operation of the spec, valid unless marked invalidRequest.
  const request = judgeRequest(route, { method: f.request.method, ...(f.request.query ? { query: f.request.query } : {}), body: requestBodyOf(f.request) });
  if (request.verdict === 'outside-spec') return [...out, `${request.reason}: not an operation of the spec`];
  if (request.operation !== f.operation) return [...out, `the request is ${request.operation ?? 'no operation'} of ${f.surface}, not ${f.operation}`];
  const m = s.kind === 'rpc' ? s.methods[f.operation] : undefined;
  if (m?.meta.networks && !m.meta.networks.includes(f.network)) out.push(`${f.operation} does not exist on ${f.network}`);
  if (f.invalidRequest && request.verdict === 'valid') out.push('invalidRequest is set but the request is valid');
  if (!f.invalidRequest && request.verdict === 'invalid') out.push(`request: ${words(request.issues)}`);

  // The answer, as the judge reads it.
  const j = judgeAnswer(s, f.operation, fixtureAnswer(f.response), { requestId: (f.request.body as { id?: unknown } | undefined)?.id });
  if (j.issues.length) out.push(`response ${f.response.status}: ${words(j.issues)}`);
  if (usesInvalidKey(f.request) && !(j.outcome.kind === 'refusal' && j.outcome.reason === 'invalid-api-key'))
    out.push('a request with {invalidKey} must be answered 401 {code: INVALID_API_KEY}');
  // Replayed, an invalid request must meet the documented refusal it records, not a success.
  if (f.invalidRequest && j.outcome.kind === 'success') out.push('an invalidRequest fixture must record the documented refusal, not a success');
  return out;
}

const words = (issues: JudgedIssue[]) => issues.map((i) => `${i.pointer || '(root)'} ${i.message}`).join('; ');
