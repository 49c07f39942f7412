// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
import type { Validator } from '@gw/runtime';

export declare const frame__subscribe: Validator;
export declare const frame__unsubscribe: Validator;
export declare const frame__ping: Validator;
export declare const frame__hello: Validator;
export declare const frame__add: Validator;
export declare const frame__remove: Validator;
export declare const frame__block: Validator;
export declare const frame__reset: Validator;
export declare const frame__pong: Validator;
