import type { StreamSurface } from '@gw/contract';
import { issuesOf } from './issues.js';
import type { Violation } from './violations.js';

/**
 * Checks one server frame of a stream: a frame with a `type` against that frame's schema, any other frame against
 * every receive frame (it must fit one; else it is reported as the closest). Returns the frame name it validated as, if any.
 */
export function checkFrame(s: StreamSurface, text: string, out: Violation[]): string | undefined {
  const base = { surface: s.surface.name };
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    out.push({ ...base, operation: 'frame', pointer: '', message: 'a frame is not JSON' });
    return undefined;
  }
  const type = frame && typeof frame === 'object' ? (frame as { type?: unknown }).type : undefined;
  if (typeof type === 'string') {
    const entry = s.frames[type];
    if (entry?.direction !== 'receive') {
      out.push({ ...base, operation: type, pointer: '/type', message: `${JSON.stringify(type)} is not a frame the server sends` });
      return undefined;
    }
    if (entry.validate(frame)) return type;
    for (const i of issuesOf(entry.validate)) out.push({ ...base, operation: type, pointer: i.field, message: i.message });
    return undefined;
  }
  const receive = Object.entries(s.frames).filter(([, f]) => f.direction === 'receive');
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
    out.push({ ...base, operation: closest.name, pointer: i.field, message: `${i.message} (fits no server frame; closest: ${closest.name})` });
  return undefined;
}
