// `#node-fetch` outside Node (browsers, workers): no transport of its own; the platform's fetch serves.

/** The transport a gateway gets when its options name none: the global fetch. */
export const defaultTransport = (): typeof fetch => globalThis.fetch;
