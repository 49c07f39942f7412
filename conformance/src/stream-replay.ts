import type { LoadedFixture, StreamSurface } from '@gw/contract';
import { canonical } from '@gw/contract';
import WebSocket from 'ws';
import { type CaseResult, timed } from './result.js';
import { describeNetworkError, type Target } from './target.js';

type Frame = Record<string, unknown>;

/** Receives `count` frames after sending the fixture's client frames; gives up after `timeoutMs`. */
async function collect(url: string, send: unknown[], count: number, timeoutMs: number, wire?: Target['wire']): Promise<Frame[]> {
  if (wire) wire.sent++;
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  try {
    return await new Promise<Frame[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`received ${frames.length} of ${count} frames within ${timeoutMs} ms`)), timeoutMs);
      ws.on('unexpected-response', (_req, res) => {
        clearTimeout(timer);
        reject(new Error(`upgrade refused with HTTP ${res.statusCode}`));
      });
      ws.on('error', (e) => {
        clearTimeout(timer);
        if (wire) wire.networkError = describeNetworkError(e);
        reject(e);
      });
      ws.on('open', () => {
        for (const f of send) ws.send(JSON.stringify(f));
      });
      ws.on('message', (data) => {
        try {
          frames.push(JSON.parse(String(data)) as Frame);
        } catch {
          frames.push({ unparseable: String(data) });
        }
        if (frames.length >= count) {
          clearTimeout(timer);
          resolve(frames.slice(0, count)); // frames arriving in the same read as the last one wanted are not part of it
        }
      });
    });
  } finally {
    ws.terminate();
  }
}

/** Which receive frames a server frame validates as: by its `type` when it has one, else every frame it fits. */
export function classify(s: StreamSurface, frame: unknown): string[] {
  const receive = Object.entries(s.frames).filter(([, f]) => f.direction === 'receive');
  const type = frame && typeof frame === 'object' ? (frame as Frame).type : undefined;
  if (typeof type === 'string') {
    const entry = s.frames[type];
    return entry && entry.direction === 'receive' && entry.validate(frame) ? [type] : [];
  }
  return receive.filter(([, f]) => f.validate(frame)).map(([n]) => n);
}

/** Stream rules: hello first, seq strictly increasing, every frame valid; exact fixtures must match frame for frame. */
export function checkFrames(s: StreamSurface, frames: unknown[]): string | undefined {
  if (frames.length === 0) return 'no frames';
  if (!classify(s, frames[0]).includes('hello')) return `first frame is not a valid hello: ${JSON.stringify(frames[0])}`;
  let last = -Infinity;
  for (const [i, f] of frames.entries()) {
    if (classify(s, f).length === 0) return `frame ${i} matches no frame of the spec: ${JSON.stringify(f)}`;
    const seq = (f as Frame).seq;
    if (typeof seq === 'number') {
      if (seq <= last) return `frame ${i}: seq ${seq} does not increase (previous ${last})`;
      last = seq;
    }
  }
  return undefined;
}

/** Replays a recorded stream; `seen` receives the frames the target sent (for --record). */
export function replayStream(t: Target, s: StreamSurface, f: LoadedFixture, seen?: (frames: unknown[]) => void): Promise<CaseResult> {
  const base = {
    id: `${f.network}/${f.surface}/${f.operation}/${f.case}`,
    network: f.network,
    surface: f.surface,
    operation: f.operation,
    case: f.case,
    kind: 'stream' as const,
  };
  return timed(base, async () => {
    if (!t.apiKey) return { skip: 'needs an API key (--api-key-env NAME)', skipKind: 'api-key' };
    const mount = s.surface.mounts.path!;
    const url = t.wsBaseUrl + mount.replace('{apiKey}', encodeURIComponent(t.apiKey));
    const want = f.frames ?? [];
    const frames = await collect(url, f.request.send ?? [], want.length, Math.min(t.timeoutMs, 10_000), t.wire);
    seen?.(frames);
    const bad = checkFrames(s, frames);
    if (bad) return bad;
    if (f.compare === 'exact' && canonical(frames) !== canonical(want)) return 'frames differ from the recorded sequence';
    return undefined;
  });
}
