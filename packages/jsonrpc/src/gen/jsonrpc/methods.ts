// Generated from specs/openrpc/jsonrpc.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { createRequire } from 'node:module';
import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

// Each entry loads its validators on first use: a process that judges a few operations loads only theirs.
const load = createRequire(import.meta.url);
const lazy = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const V_metashrewView = lazy((): RpcValidators => {
  const V = load('./validators/metashrewView.js') as typeof import('./validators/metashrewView.js');
  return { params: V.params, result: V.result };
});
const V_metashrewHeight = lazy((): RpcValidators => {
  const V = load('./validators/metashrewHeight.js') as typeof import('./validators/metashrewHeight.js');
  return { params: V.params, result: V.result };
});
const V_btcGetblockcount = lazy((): RpcValidators => {
  const V = load('./validators/btcGetblockcount.js') as typeof import('./validators/btcGetblockcount.js');
  return { params: V.params, result: V.result };
});
const V_btcGetbestblockhash = lazy((): RpcValidators => {
  const V = load('./validators/btcGetbestblockhash.js') as typeof import('./validators/btcGetbestblockhash.js');
  return { params: V.params, result: V.result };
});
const V_btcGetblockhash = lazy((): RpcValidators => {
  const V = load('./validators/btcGetblockhash.js') as typeof import('./validators/btcGetblockhash.js');
  return { params: V.params, result: V.result };
});
const V_esploraAddressUtxo = lazy((): RpcValidators => {
  const V = load('./validators/esploraAddressUtxo.js') as typeof import('./validators/esploraAddressUtxo.js');
  return { params: V.params, result: V.result };
});
const V_esploraFeeEstimates = lazy((): RpcValidators => {
  const V = load('./validators/esploraFeeEstimates.js') as typeof import('./validators/esploraFeeEstimates.js');
  return { params: V.params, result: V.result };
});
const V_ordInscription = lazy((): RpcValidators => {
  const V = load('./validators/ordInscription.js') as typeof import('./validators/ordInscription.js');
  return { params: V.params, result: V.result };
});
const V_ordRune = lazy((): RpcValidators => {
  const V = load('./validators/ordRune.js') as typeof import('./validators/ordRune.js');
  return { params: V.params, result: V.result };
});
const V_alkanesProtorunesbyaddress = lazy((): RpcValidators => {
  const V = load('./validators/alkanesProtorunesbyaddress.js') as typeof import('./validators/alkanesProtorunesbyaddress.js');
  return { params: V.params, result: V.result };
});
const V_luaEvalscript = lazy((): RpcValidators => {
  const V = load('./validators/luaEvalscript.js') as typeof import('./validators/luaEvalscript.js');
  return { params: V.params, result: V.result };
});
const V_scriptEvalscript = lazy((): RpcValidators => {
  const V = load('./validators/scriptEvalscript.js') as typeof import('./validators/scriptEvalscript.js');
  return { params: V.params, result: V.result };
});
const V_serviceGetpublic = lazy((): RpcValidators => {
  const V = load('./validators/serviceGetpublic.js') as typeof import('./validators/serviceGetpublic.js');
  return { params: V.params, result: V.result };
});
const V_serviceReset = lazy((): RpcValidators => {
  const V = load('./validators/serviceReset.js') as typeof import('./validators/serviceReset.js');
  return { params: V.params, result: V.result };
});
const V_serviceThieve = lazy((): RpcValidators => {
  const V = load('./validators/serviceThieve.js') as typeof import('./validators/serviceThieve.js');
  return { params: V.params, result: V.result };
});

export interface MethodEntry {
  meta: M.MethodMeta;
  validators: RpcValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const methods = {
  "metashrew_view": {
    meta: M.metashrewView,
    get validators() {
      return V_metashrewView();
    },
    client: "metashrewView",
  },
  "metashrew_height": {
    meta: M.metashrewHeight,
    get validators() {
      return V_metashrewHeight();
    },
    client: "metashrewHeight",
  },
  "btc_getblockcount": {
    meta: M.btcGetblockcount,
    get validators() {
      return V_btcGetblockcount();
    },
    client: "btcGetblockcount",
  },
  "btc_getbestblockhash": {
    meta: M.btcGetbestblockhash,
    get validators() {
      return V_btcGetbestblockhash();
    },
    client: "btcGetbestblockhash",
  },
  "btc_getblockhash": {
    meta: M.btcGetblockhash,
    get validators() {
      return V_btcGetblockhash();
    },
    client: "btcGetblockhash",
  },
  "esplora_address::utxo": {
    meta: M.esploraAddressUtxo,
    get validators() {
      return V_esploraAddressUtxo();
    },
    client: "esploraAddressUtxo",
  },
  "esplora_fee-estimates": {
    meta: M.esploraFeeEstimates,
    get validators() {
      return V_esploraFeeEstimates();
    },
    client: "esploraFeeEstimates",
  },
  "ord_inscription": {
    meta: M.ordInscription,
    get validators() {
      return V_ordInscription();
    },
    client: "ordInscription",
  },
  "ord_rune": {
    meta: M.ordRune,
    get validators() {
      return V_ordRune();
    },
    client: "ordRune",
  },
  "alkanes_protorunesbyaddress": {
    meta: M.alkanesProtorunesbyaddress,
    get validators() {
      return V_alkanesProtorunesbyaddress();
    },
    client: "alkanesProtorunesbyaddress",
  },
  "lua_evalscript": {
    meta: M.luaEvalscript,
    get validators() {
      return V_luaEvalscript();
    },
    client: "luaEvalscript",
  },
  "script_evalscript": {
    meta: M.scriptEvalscript,
    get validators() {
      return V_scriptEvalscript();
    },
    client: "scriptEvalscript",
  },
  "service_getpublic": {
    meta: M.serviceGetpublic,
    get validators() {
      return V_serviceGetpublic();
    },
    client: "serviceGetpublic",
  },
  "service_reset": {
    meta: M.serviceReset,
    get validators() {
      return V_serviceReset();
    },
    client: "serviceReset",
  },
  "service_thieve": {
    meta: M.serviceThieve,
    get validators() {
      return V_serviceThieve();
    },
    client: "serviceThieve",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
