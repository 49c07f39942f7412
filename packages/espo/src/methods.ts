// The JSON-RPC method tables of @gw/espo, each entry loading its validators on first use (for the local gateway and the conformance suite).
// The package root does not load them: its clients and method functions load each method's validators on use.
export * from './gen/espo/methods-index.js';
