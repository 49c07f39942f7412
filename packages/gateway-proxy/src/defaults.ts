// The proxy's defaults, in a module that loads nothing: `gw proxy --help` shows them without loading the proxy.

/** Default of ProxyOptions.upstreamTimeoutMs. */
export const UPSTREAM_TIMEOUT_MS = 30_000;
/** Default of ProxyOptions.drainMs. */
export const DRAIN_MS = 1_000;
