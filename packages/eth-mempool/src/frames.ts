// The stream frames of @gw/eth-mempool with every frame's validator loaded, and the schema check of a server frame
// (for the local gateway, the conformance suite and apps that check frames themselves). The package root does not
// load them: the stream client loads the check when it starts (`loadServerFrameValidator`).
export * from './gen/eth-mempool-stream/frames-index.js';
export { validateServerFrame } from './stream/validate-schema.js';
