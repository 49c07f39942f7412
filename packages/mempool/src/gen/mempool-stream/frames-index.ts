// Generated from specs/asyncapi/mempool-stream.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
export { frames as mempoolStreamFrames, type FrameEntry as MempoolStreamFrameEntry } from './frame-table.js';
