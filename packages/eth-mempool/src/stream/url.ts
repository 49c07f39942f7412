// The stream URL: `{ws_base_url}` + the key-in-path mount that specs/asyncapi/eth-mempool-stream.yaml
// declares (seed 002 §Events: `/v4/<API_KEY>/ethereum/mempool/ws`), read from the generated surface.
// Never log the result: it carries the key.
import { surface } from '../gen/eth-mempool-stream/frames.js';

export function ethMempoolStreamUrl(wsBaseUrl: string, apiKeyOrAlias: string): string {
  const mount = surface.mounts.path;
  if (!mount) throw new Error(`${surface.name}: the spec declares no key-in-path mount`);
  return `${wsBaseUrl.replace(/\/+$/, '')}${mount.replace('{apiKey}', encodeURIComponent(apiKeyOrAlias))}`;
}
