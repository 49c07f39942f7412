// The stream URL: `{ws_base_url}` + the key-in-path mount that specs/asyncapi/eth-mempool-stream.yaml
// declares (seed 002 §Events: `/v4/<API_KEY>/ethereum/mempool/ws`), read from the generated surface.
// Never log the result: it carries the key.
import { redact } from '@gw/runtime';
import { surface } from '../gen/eth-mempool-stream/frames.js';

export function ethMempoolStreamUrl(wsBaseUrl: string, apiKeyOrAlias: string): string {
  const mount = surface.mounts.path;
  if (!mount) throw new Error(`${surface.name}: the spec declares no key-in-path mount`);
  return `${wsBaseUrl.replace(/\/+$/, '')}${mount.replace('{apiKey}', encodeURIComponent(apiKeyOrAlias))}`;
}

/** The key or alias a stream URL carries in the spec's mount (decoded), for redaction; none when the URL has no such segment. */
export function streamUrlSecrets(url: string): string[] {
  const mount = surface.mounts.path;
  if (!mount?.includes('{apiKey}')) return [];
  const [before, after] = mount.split('{apiKey}') as [string, string];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return [];
  }
  const m = new RegExp(`${escape(before)}([^/]+)${escape(after)}/?$`).exec(path);
  if (!m) return [];
  try {
    return [decodeURIComponent(m[1]!)];
  } catch {
    return [m[1]!];
  }
}

/** A stream URL with its key (or alias) shown as `***` in every spelling: for errors and logs. */
export function redactStreamUrl(url: string): string {
  const secrets = streamUrlSecrets(url);
  return secrets.length ? redact(url, secrets) : url;
}
