// Root parts every JSON-based spec shares: servers and the x-gw-surface extension.
import type { DiffContext } from './context.js';
import { child, isObject, type Located } from './revision.js';

/** Servers: AsyncAPI keys them by name; OpenAPI/OpenRPC list them (matched by name, else url + variable defaults). */
export function compareServers(ctx: DiffContext, base: Located, head: Located): void {
  const b = serverKeys(child(base, 'servers'));
  const h = serverKeys(child(head, 'servers'));
  for (const [key, node] of b) if (!h.has(key)) ctx.emit('server.removed', { base: node }, `server ${key} removed`);
  for (const [key, node] of h) if (!b.has(key)) ctx.emit('server.added', { head: node }, `server ${key} added`);
}

function serverKeys(servers: Located): Map<string, Located> {
  const out = new Map<string, Located>();
  if (isObject(servers.value)) {
    for (const name of Object.keys(servers.value)) out.set(name, child(servers, name));
  } else if (Array.isArray(servers.value)) {
    servers.value.forEach((s, i) => {
      if (!isObject(s)) return;
      const defaults = isObject(s.variables)
        ? Object.entries(s.variables)
            .map(([k, v]) => `${k}=${isObject(v) ? String(v.default) : ''}`)
            .join(',')
        : '';
      const key = typeof s.name === 'string' ? s.name : `${String(s.url)}${defaults ? ` (${defaults})` : ''}`;
      out.set(key, child(servers, i));
    });
  }
  return out;
}

/** x-gw-surface: auth modes and mounts. */
export function compareSurface(ctx: DiffContext, base: Located, head: Located): void {
  const bs = child(base, 'x-gw-surface');
  const hs = child(head, 'x-gw-surface');
  const modes = (s: Located): string[] => {
    const v = child(s, 'auth').value;
    return Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : [];
  };
  const bm = modes(bs);
  const hm = modes(hs);
  bm.forEach((m, i) => {
    if (!hm.includes(m)) ctx.emit('auth.mode.removed', { base: child(bs, 'auth', i) }, `auth mode '${m}' removed`);
  });
  hm.forEach((m, i) => {
    if (!bm.includes(m)) ctx.emit('auth.mode.added', { head: child(hs, 'auth', i) }, `auth mode '${m}' added`);
  });
  const bMounts = child(bs, 'mounts');
  const hMounts = child(hs, 'mounts');
  const bObj = isObject(bMounts.value) ? bMounts.value : {};
  const hObj = isObject(hMounts.value) ? hMounts.value : {};
  for (const k of Object.keys(bObj)) {
    if (!(k in hObj)) ctx.emit('surface.mount.changed', { base: child(bMounts, k) }, `mount '${k}' removed`);
    else if (JSON.stringify(bObj[k]) !== JSON.stringify(hObj[k]))
      ctx.emit(
        'surface.mount.changed',
        { base: child(bMounts, k), head: child(hMounts, k) },
        `mount '${k}' ${JSON.stringify(bObj[k])} → ${JSON.stringify(hObj[k])}`,
      );
  }
  for (const k of Object.keys(hObj)) if (!(k in bObj)) ctx.emit('surface.mount.added', { head: child(hMounts, k) }, `mount '${k}' added`);
}
