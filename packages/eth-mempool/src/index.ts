// The public face of @gw/eth-mempool: the generated JSON-RPC client and stream contract, and the stream client.
export * from './gen/eth-mempool/index.js';
export * from './gen/eth-mempool-stream/index.js';
export * from './stream/index.js';
