// The operation tables of @gw/opi, each entry loading its validators on first use (for the local gateway and the conformance suite).
// The package root does not load them: its clients and operation functions load each operation's validators on use.
export * from './gen/opi/operations-index.js';
