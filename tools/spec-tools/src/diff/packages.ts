// Which generated package a spec feeds.

/** Protobuf package paths (under specs/proto) → the npm package their code is generated into. */
export const PROTO_PACKAGES: Readonly<Record<string, string>> = {
  'alspo/cryptoswap': '@gw/btcusd',
  'frusd/bridge': '@gw/bridge',
};

/** npm name of a package directory name (`forex` → `@gw/forex`). */
export function npmName(pkg: string): string {
  return pkg.startsWith('@') ? pkg : `@gw/${pkg}`;
}

/** Package of a proto file given its path inside the buf module; unmapped paths fall back to `@gw/<first segment>`. */
export function protoPackageOf(modulePath: string): string {
  const hit = Object.keys(PROTO_PACKAGES)
    .filter((prefix) => modulePath === prefix || modulePath.startsWith(`${prefix}/`))
    .sort((a, b) => b.length - a.length)[0];
  return hit ? (PROTO_PACKAGES[hit] as string) : npmName(modulePath.split('/')[0] ?? 'proto');
}

/** Package of a JSON-based spec: `x-gw-surface.package`, else the file's base name. */
export function specPackageOf(data: unknown, file: string): string {
  const surface = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['x-gw-surface'] : undefined;
  const pkg = typeof surface === 'object' && surface !== null ? (surface as Record<string, unknown>).package : undefined;
  if (typeof pkg === 'string' && pkg.length > 0) return npmName(pkg);
  return npmName((file.split('/').pop() ?? file).replace(/\.(ya?ml|json)$/, ''));
}
