// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
export { frames as ethMempoolStreamFrames, surface as ethMempoolStreamSurface, type Frames as EthMempoolStreamFrames, type ClientFrame as EthMempoolStreamClientFrame, type ServerFrame as EthMempoolStreamServerFrame, type ClientFrameName as EthMempoolStreamClientFrameName, type ServerFrameName as EthMempoolStreamServerFrameName } from './frames.js';
export type { components as EthMempoolStreamComponents } from './types.js';
