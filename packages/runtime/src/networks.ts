export const NETWORKS = ['mainnet', 'signet', 'regtest'] as const;
export type Network = (typeof NETWORKS)[number];

export function isNetwork(v: unknown): v is Network {
  return typeof v === 'string' && (NETWORKS as readonly string[]).includes(v);
}

export function parseNetwork(v: string | undefined, fallback: Network = 'mainnet'): Network {
  if (v === undefined || v === '') return fallback;
  if (!isNetwork(v)) throw new TypeError(`unknown network "${v}": expected one of ${NETWORKS.join(', ')}`);
  return v;
}
