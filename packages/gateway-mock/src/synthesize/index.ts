export { createSynthesizer, type Synthesizer } from './answer.js';
export { fromPattern } from './pattern.js';
export { type Rng, rngFrom } from './prng.js';
export { flatten, resolveRef } from '@gw/contract';
export { sample } from './sample.js';
export { drawRestRequest, drawRpcParams, type RestRequestDraw } from './requests.js';
