// Generated from specs/asyncapi/mempool-stream.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { frameMeta as mempoolStreamFrameMeta, surface as mempoolStreamSurface, type Frames as MempoolStreamFrames, type FrameMeta as MempoolStreamFrameMeta, type ClientFrame as MempoolStreamClientFrame, type ServerFrame as MempoolStreamServerFrame, type ClientFrameName as MempoolStreamClientFrameName, type ServerFrameName as MempoolStreamServerFrameName } from './frames.js';
export type { components as MempoolStreamComponents } from './types.js';
