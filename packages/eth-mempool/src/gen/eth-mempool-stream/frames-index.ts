// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { frames as ethMempoolStreamFrames, type FrameEntry as EthMempoolStreamFrameEntry } from './frame-table.js';
