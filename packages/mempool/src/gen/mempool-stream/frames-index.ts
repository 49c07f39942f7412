// Generated from specs/asyncapi/mempool-stream.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { frames as mempoolStreamFrames, type FrameEntry as MempoolStreamFrameEntry } from './frame-table.js';
