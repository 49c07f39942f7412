// The stream URL: `{ws_base_url}/v4/<API_KEY>/ethereum/mempool/ws` (seed 002 §Events). Never log the result:
// it carries the key.

export function ethMempoolStreamUrl(wsBaseUrl: string, apiKeyOrAlias: string): string {
  return `${wsBaseUrl.replace(/\/+$/, '')}/v4/${encodeURIComponent(apiKeyOrAlias)}/ethereum/mempool/ws`;
}
