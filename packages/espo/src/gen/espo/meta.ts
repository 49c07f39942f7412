// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { Paging, RpcMethod, SurfaceMeta } from '@gw/runtime';
import * as D from './drift.js';

export const surface: SurfaceMeta = {"name":"espo","networks":["mainnet","signet","regtest"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}/espo"},"batch":true};

export type MethodMeta = RpcMethod & { networks: readonly string[] | null };

/** `ping` */
export const ping: MethodMeta = {"name":"ping","paramStructure":"by-name","paramsOptional":true,"observedAlias":"essentials.ping","networks":null,"drift":{"rules":[D.espoEssentialsWirePrefix],"explain":D.explain}};

/** `get_espo_height` */
export const getEspoHeight: MethodMeta = {"name":"get_espo_height","paramStructure":"by-name","paramsOptional":true,"networks":null};

/** `get_address_balances` */
export const getAddressBalances: MethodMeta = {"name":"get_address_balances","paramStructure":"by-name","paramsOptional":false,"observedAlias":"essentials.get_address_balances","networks":null,"drift":{"rules":[D.espoEssentialsWirePrefix],"explain":D.explain}};

/** `get_address_outpoints` */
export const getAddressOutpoints: MethodMeta = {"name":"get_address_outpoints","paramStructure":"by-name","paramsOptional":false,"observedAlias":"essentials.get_address_outpoints","networks":null,"drift":{"rules":[D.espoEssentialsWirePrefix],"explain":D.explain}};

/** `get_outpoint_balances` */
export const getOutpointBalances: MethodMeta = {"name":"get_outpoint_balances","paramStructure":"by-name","paramsOptional":false,"observedAlias":"essentials.get_outpoint_balances","networks":null,"drift":{"rules":[D.espoEssentialsWirePrefix],"explain":D.explain}};

/** `get_holders` */
export const getHolders: MethodMeta = {"name":"get_holders","paramStructure":"by-name","paramsOptional":false,"observedAlias":"essentials.get_holders","networks":null,"drift":{"rules":[D.espoEssentialsWirePrefix,D.espoHolderWithType],"explain":D.explain}};

/** `get_holders_count` */
export const getHoldersCount: MethodMeta = {"name":"get_holders_count","paramStructure":"by-name","paramsOptional":false,"observedAlias":"essentials.get_holders_count","networks":null,"drift":{"rules":[D.espoEssentialsWirePrefix],"explain":D.explain}};

/** `get_keys` */
export const getKeys: MethodMeta = {"name":"get_keys","paramStructure":"by-name","paramsOptional":false,"observedAlias":"essentials.get_keys","networks":null,"drift":{"rules":[D.espoEssentialsWirePrefix,D.espoKeyItemFields],"explain":D.explain}};

/** `ammdata.ping` */
export const ammdataPing: MethodMeta = {"name":"ammdata.ping","paramStructure":"by-name","paramsOptional":true,"networks":null};

/** `ammdata.get_candles` */
export const ammdataGetCandles: MethodMeta = {"name":"ammdata.get_candles","paramStructure":"by-name","paramsOptional":false,"networks":null,"drift":{"rules":[D.espoCandleTs],"explain":D.explain}};

/** `ammdata.get_trades` */
export const ammdataGetTrades: MethodMeta = {"name":"ammdata.get_trades","paramStructure":"by-name","paramsOptional":false,"networks":null,"drift":{"rules":[D.espoGetTradesAbsent],"explain":D.explain}};

/** `ammdata.get_pools` */
export const ammdataGetPools: MethodMeta = {"name":"ammdata.get_pools","paramStructure":"by-name","paramsOptional":true,"networks":null,"drift":{"rules":[D.espoAmmdataPoolBaseQuote],"explain":D.explain}};

/** `ammdata.find_best_swap_path` */
export const ammdataFindBestSwapPath: MethodMeta = {"name":"ammdata.find_best_swap_path","paramStructure":"by-name","paramsOptional":false,"networks":null};

/** `ammdata.get_best_mev_swap` */
export const ammdataGetBestMevSwap: MethodMeta = {"name":"ammdata.get_best_mev_swap","paramStructure":"by-name","paramsOptional":false,"networks":null};

/** `ammdata.get_btc_usd_price` */
export const ammdataGetBtcUsdPrice: MethodMeta = {"name":"ammdata.get_btc_usd_price","paramStructure":"by-position","paramsOptional":false,"networks":null};

/** `get_holders`: how it pages (x-gw-paging). */
export const getHoldersPaging: Paging = {"style":"page","limit":"limit","page":"page","pageEcho":"page","items":"items","hasMore":"has_more","defaultLimit":100};

/** `get_keys`: how it pages (x-gw-paging). */
export const getKeysPaging: Paging = {"style":"page","limit":"limit","page":"page","pageEcho":"page","items":"items","hasMore":"has_more","defaultLimit":100};

/** `ammdata.get_candles`: how it pages (x-gw-paging). */
export const ammdataGetCandlesPaging: Paging = {"style":"page","limit":"limit","page":"page","pageEcho":"page","items":"candles","hasMore":"has_more","defaultLimit":100};

/** `ammdata.get_trades`: how it pages (x-gw-paging). */
export const ammdataGetTradesPaging: Paging = {"style":"page","limit":"limit","page":"page","pageEcho":"page","items":"trades","hasMore":"has_more","defaultLimit":100};

/** `ammdata.get_pools`: how it pages (x-gw-paging). */
export const ammdataGetPoolsPaging: Paging = {"style":"page","limit":"limit","page":"page","pageEcho":"page","items":"pools","hasMore":"has_more","defaultLimit":100};
