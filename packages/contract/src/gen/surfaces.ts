// Generated from specs/ by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { brc20ProgSurface, createBrc20ProgClient } from '@gw/brc20-prog';
import { brc20ProgMethods } from '@gw/brc20-prog/methods';
import { createEthereumBuilderClient, ethereumBuilderSurface } from '@gw/bridge';
import { ethereumBuilderMethods } from '@gw/bridge/methods';
import { btcusdSurface, createBtcusdClient, createFrusdClient, frusdSurface } from '@gw/btcusd';
import { btcusdMethods, frusdMethods } from '@gw/btcusd/methods';
import { createDataApiClient, dataApiSurface } from '@gw/data-api';
import { dataApiOperations } from '@gw/data-api/operations';
import { createEspoClient, espoSurface } from '@gw/espo';
import { espoMethods } from '@gw/espo/methods';
import { createEthMempoolClient, ethMempoolStreamSurface, ethMempoolSurface } from '@gw/eth-mempool';
import { ethMempoolStreamFrames } from '@gw/eth-mempool/frames';
import { ethMempoolMethods } from '@gw/eth-mempool/methods';
import { createForexClient, forexSurface } from '@gw/forex';
import { forexMethods } from '@gw/forex/methods';
import { createJsonrpcClient, jsonrpcSurface } from '@gw/jsonrpc';
import { jsonrpcMethods } from '@gw/jsonrpc/methods';
import { createGatewayOpsClient, createMempoolClient, gatewayOpsSurface, mempoolStreamSurface, mempoolSurface } from '@gw/mempool';
import { mempoolStreamFrames } from '@gw/mempool/frames';
import { mempoolMethods } from '@gw/mempool/methods';
import { gatewayOpsOperations } from '@gw/mempool/operations';
import { createOpiClient, opiSurface } from '@gw/opi';
import { opiOperations } from '@gw/opi/operations';
import { createOrderbookClient, orderbookSurface } from '@gw/orderbook';
import { orderbookOperations } from '@gw/orderbook/operations';
import { createReorgClient, reorgSurface } from '@gw/reorg';
import { reorgMethods } from '@gw/reorg/methods';
import type { AnySurface } from '../registry.js';

export const surfaces: AnySurface[] = [
  { kind: 'rest', surface: dataApiSurface, operations: dataApiOperations, createClient: createDataApiClient as never },
  { kind: 'rest', surface: gatewayOpsSurface, operations: gatewayOpsOperations, createClient: createGatewayOpsClient as never },
  { kind: 'rest', surface: opiSurface, operations: opiOperations, createClient: createOpiClient as never },
  { kind: 'rest', surface: orderbookSurface, operations: orderbookOperations, createClient: createOrderbookClient as never },
  { kind: 'rpc', surface: brc20ProgSurface, methods: brc20ProgMethods, createClient: createBrc20ProgClient as never },
  { kind: 'rpc', surface: btcusdSurface, methods: btcusdMethods, createClient: createBtcusdClient as never },
  { kind: 'rpc', surface: espoSurface, methods: espoMethods, createClient: createEspoClient as never },
  { kind: 'rpc', surface: ethMempoolSurface, methods: ethMempoolMethods, createClient: createEthMempoolClient as never },
  { kind: 'rpc', surface: ethereumBuilderSurface, methods: ethereumBuilderMethods, createClient: createEthereumBuilderClient as never },
  { kind: 'rpc', surface: forexSurface, methods: forexMethods, createClient: createForexClient as never },
  { kind: 'rpc', surface: frusdSurface, methods: frusdMethods, createClient: createFrusdClient as never },
  { kind: 'rpc', surface: jsonrpcSurface, methods: jsonrpcMethods, createClient: createJsonrpcClient as never },
  { kind: 'rpc', surface: mempoolSurface, methods: mempoolMethods, createClient: createMempoolClient as never },
  { kind: 'rpc', surface: reorgSurface, methods: reorgMethods, createClient: createReorgClient as never },
  { kind: 'stream', surface: ethMempoolStreamSurface, frames: ethMempoolStreamFrames },
  { kind: 'stream', surface: mempoolStreamSurface, frames: mempoolStreamFrames },
];
