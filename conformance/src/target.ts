import { type Auth, createGateway, type Exchange, type Gateway, type Network } from '@gw/runtime';

/** Where a run sends its requests: the local gateway serving fixtures, or a live gateway. */
export interface Target {
  kind: 'fixtures' | 'live';
  network: Network;
  baseUrl: string;
  wsBaseUrl: string;
  apiKey: string | undefined;
  adminKey: string | undefined;
  timeoutMs: number;
  onExchange?: (x: Exchange) => void;
}

export function gatewayFor(t: Target, auth: Auth): Gateway {
  return createGateway({
    network: t.network,
    baseUrl: t.baseUrl,
    wsBaseUrl: t.wsBaseUrl,
    auth,
    timeoutMs: t.timeoutMs,
    ...(t.onExchange ? { onExchange: t.onExchange } : {}),
  });
}
