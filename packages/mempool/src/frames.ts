// The stream frames of @gw/mempool with every frame's validator loaded (for the local gateway and the conformance
// suite). The package root does not load them: it exports the frame types and `mempoolStreamFrameMeta`.
export * from './gen/mempool-stream/frames-index.js';
