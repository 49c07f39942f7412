// Generated from specs/openrpc/jsonrpc.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { RpcMethod, SurfaceMeta } from '@gw/runtime';

export const surface: SurfaceMeta = {"name":"jsonrpc","networks":["mainnet","signet","regtest"],"auth":["path","header","cors","alias","none"],"mounts":{"path":"/v4/{apiKey}","open":"/v4/jsonrpc"},"batch":true,"rateLimitCode":-32000};

export type MethodMeta = RpcMethod & { networks: readonly string[] | null };

/** `metashrew_view` */
export const metashrewView: MethodMeta = {"name":"metashrew_view","paramStructure":"by-position","paramsOptional":false,"networks":null};

/** `metashrew_height` */
export const metashrewHeight: MethodMeta = {"name":"metashrew_height","paramStructure":"by-position","paramsOptional":true,"networks":null};

/** `btc_getblockcount` */
export const btcGetblockcount: MethodMeta = {"name":"btc_getblockcount","paramStructure":"by-position","paramsOptional":true,"networks":null};

/** `btc_getbestblockhash` */
export const btcGetbestblockhash: MethodMeta = {"name":"btc_getbestblockhash","paramStructure":"by-position","paramsOptional":true,"networks":null};

/** `btc_getblockhash` */
export const btcGetblockhash: MethodMeta = {"name":"btc_getblockhash","paramStructure":"by-position","paramsOptional":false,"networks":null};

/** `esplora_address::utxo` */
export const esploraAddressUtxo: MethodMeta = {"name":"esplora_address::utxo","paramStructure":"by-position","paramsOptional":false,"networks":null};

/** `esplora_fee-estimates` */
export const esploraFeeEstimates: MethodMeta = {"name":"esplora_fee-estimates","paramStructure":"by-position","paramsOptional":true,"networks":null};

/** `ord_inscription` */
export const ordInscription: MethodMeta = {"name":"ord_inscription","paramStructure":"by-position","paramsOptional":false,"networks":null};

/** `ord_rune` */
export const ordRune: MethodMeta = {"name":"ord_rune","paramStructure":"by-position","paramsOptional":true,"networks":null};

/** `alkanes_protorunesbyaddress` */
export const alkanesProtorunesbyaddress: MethodMeta = {"name":"alkanes_protorunesbyaddress","paramStructure":"by-position","paramsOptional":true,"networks":null};

/** `lua_evalscript` */
export const luaEvalscript: MethodMeta = {"name":"lua_evalscript","paramStructure":"by-position","paramsOptional":true,"networks":null};

/** `script_evalscript` */
export const scriptEvalscript: MethodMeta = {"name":"script_evalscript","paramStructure":"by-position","paramsOptional":true,"networks":null};

/** `service_getpublic` */
export const serviceGetpublic: MethodMeta = {"name":"service_getpublic","paramStructure":"by-position","paramsOptional":true,"networks":["regtest"]};

/** `service_reset` */
export const serviceReset: MethodMeta = {"name":"service_reset","paramStructure":"by-position","paramsOptional":true,"networks":["regtest"]};

/** `service_thieve` */
export const serviceThieve: MethodMeta = {"name":"service_thieve","paramStructure":"by-position","paramsOptional":true,"networks":["regtest"]};
