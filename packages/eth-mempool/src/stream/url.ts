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

/** The key (or alias) segment of a stream URL built on the spec's mount, else undefined. */
export function streamKeyOf(url: string): string | undefined {
  const mount = surface.mounts.path;
  if (!mount) return undefined;
  const [before, after] = mount.split('{apiKey}') as [string, string];
  const start = url.indexOf(before);
  if (start < 0) return undefined;
  const from = start + before.length;
  const end = url.indexOf(after, from);
  return end > from ? url.slice(from, end) : undefined;
}

/** A stream URL with its key (or alias) shown as `***`: for errors and logs. */
export function redactStreamUrl(url: string): string {
  const key = streamKeyOf(url);
  return key ? redact(url, [key, decodeURIComponent(key)]) : url;
}
