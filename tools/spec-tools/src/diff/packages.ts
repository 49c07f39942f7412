// Which generated package a spec feeds.

// Protobuf packages: the map is specs/proto/buf.gen.yaml, read by @gw/codegen/proto-map.
import { protoPackageMap } from '@gw/codegen/proto-map';

export { protoPackageMap };

/** npm name of a package directory name (`forex` → `@gw/forex`). */
export function npmName(pkg: string): string {
  return pkg.startsWith('@') ? pkg : `@gw/${pkg}`;
}

/**
 * Package of a proto file given its path inside the buf module and the repository's map
 * (`protoPackageMap(root)`); unmapped paths fall back to `@gw/<first segment>`.
 */
export function protoPackageOf(modulePath: string, map: Readonly<Record<string, string>>): string {
  const hit = Object.keys(map)
    .filter((prefix) => modulePath === prefix || modulePath.startsWith(`${prefix}/`))
    .sort((a, b) => b.length - a.length)[0];
  return hit ? (map[hit] as string) : npmName(modulePath.split('/')[0] ?? 'proto');
}

/** Package of a JSON-based spec: `x-gw-surface.package`, else the file's base name. */
export function specPackageOf(data: unknown, file: string): string {
  const surface = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['x-gw-surface'] : undefined;
  const pkg = typeof surface === 'object' && surface !== null ? (surface as Record<string, unknown>).package : undefined;
  if (typeof pkg === 'string' && pkg.length > 0) return npmName(pkg);
  return npmName((file.split('/').pop() ?? file).replace(/\.(ya?ml|json)$/, ''));
}
