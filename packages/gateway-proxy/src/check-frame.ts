import type { StreamSurface } from '@gw/contract';
import { issuesOf } from '@gw/runtime';
import type { Violation } from './violations.js';

/** Server frames name themselves by `type`, client frames by `op` (specs/asyncapi: `x-gw-direction`). */
const NAMED_BY = { receive: 'type', send: 'op' } as const;
const SENDER = { receive: 'the server', send: 'a client' } as const;

/**
 * Checks one frame of a stream, a server frame (`receive`, the default) or a client frame (`send`): a frame that names
 * itself (`type` / `op`) against that frame's schema, any other frame against every frame of its direction (it must
 * fit one; else it is reported as the closest). Returns the frame name it validated as, if any.
 */
export function checkFrame(s: StreamSurface, text: string, out: Violation[], direction: 'receive' | 'send' = 'receive'): string | undefined {
  const base = { surface: s.surface.name };
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    out.push({ ...base, operation: 'frame', pointer: '', message: 'a frame is not JSON' });
    return undefined;
  }
  const key = NAMED_BY[direction];
  const type = frame && typeof frame === 'object' ? (frame as Record<string, unknown>)[key] : undefined;
  if (typeof type === 'string') {
    const entry = s.frames[type];
    if (entry?.direction !== direction) {
      out.push({ ...base, operation: type, pointer: `/${key}`, message: `${JSON.stringify(type)} is not a frame ${SENDER[direction]} sends` });
      return undefined;
    }
    if (entry.validate(frame)) return type;
    for (const i of issuesOf(entry.validate)) out.push({ ...base, operation: type, pointer: i.field, message: i.message });
    return undefined;
  }
  const receive = Object.entries(s.frames).filter(([, f]) => f.direction === direction);
  const fits = receive.find(([, f]) => f.validate(frame));
  if (fits) return fits[0];
  // Fits none: reported as the frame it comes closest to (fewest missing top-level members, then fewest issues).
  const missingAtRoot = (issues: Array<{ field: string; message: string }>) =>
    issues.filter((i) => /^\/[^/]+$/.test(i.field) && /required/.test(i.message)).length;
  const tried = receive
    .map(([name, f]) => {
      f.validate(frame);
      return { name, issues: issuesOf(f.validate) };
    })
    .sort((a, b) => missingAtRoot(a.issues) - missingAtRoot(b.issues) || a.issues.length - b.issues.length);
  const closest = tried[0];
  if (!closest) return undefined;
  for (const i of closest.issues)
    out.push({
      ...base,
      operation: closest.name,
      pointer: i.field,
      message: `${i.message} (fits no ${direction === 'receive' ? 'server' : 'client'} frame; closest: ${closest.name})`,
    });
  return undefined;
}
