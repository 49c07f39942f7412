// The operation tables of @gw/data-api, each entry loading its validators on first use (for the local gateway and the conformance suite).
// The package root does not load them: its clients and operation functions load each operation's validators on use.
export * from './gen/data-api/operations-index.js';
