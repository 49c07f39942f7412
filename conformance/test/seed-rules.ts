// Operations for which a seed states a rule or a scripted check beyond the schema: each must keep a case
// (conformance/cases/<surface>/<operation>.ts) with at least one rule or scenario. Add an operation here when a seed
// states a rule for it; remove it only with the seed's word.
export const SEED_RULES: Record<string, string[]> = {
  'brc20-prog': [
    'brc20_balance', 'brc20_getTxReceiptByInscriptionId', 'debug_traceTransaction', 'eth_blockNumber', 'eth_call',
    'eth_estimateGas', 'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getTransactionReceipt',
  ],
  'btcusd': ['metashrew_height', 'metashrew_view'],
  'data-api': [
    'address-balances', 'alkanes', 'get-address-balance', 'get-address-outpoints', 'get-alkane-details',
    'get-alkanes', 'get-all-address-amm-tx-history', 'get-all-amm-tx-history', 'get-bitcoin-market-chart',
    'get-bitcoin-market-weekly', 'get-bitcoin-markets', 'get-bitcoin-price', 'get-pool-swap-history',
    'get-token-swap-history', 'health', 'pools',
  ],
  'espo': [
    'ammdata.find_best_swap_path', 'ammdata.get_best_mev_swap', 'ammdata.get_btc_usd_price', 'ammdata.get_candles',
    'ammdata.get_pools', 'ammdata.get_trades', 'get_address_balances', 'get_holders', 'get_keys',
    'get_outpoint_balances',
  ],
  'eth-mempool': ['mempool_entry', 'mempool_info', 'mempool_recent', 'mempool_txids'],
  'forex': ['forex_convert', 'forex_currencies', 'forex_rates', 'forex_status'],
  'frusd': ['metashrew_view'],
  'gateway-ops': ['mempool-observe', 'reorg-usage'],
  'jsonrpc': [
    'btc_getblockcount', 'btc_getblockhash', 'esplora_address::utxo', 'esplora_fee-estimates', 'metashrew_view',
  ],
  'mempool': [
    'mempool_entries', 'mempool_entry', 'mempool_feerate_histogram', 'mempool_info', 'mempool_raw', 'mempool_recent',
    'mempool_snapshot', 'mempool_txids',
  ],
  'opi': [
    'activity_on_block', 'balance_on_block', 'bitcoin_rpc_results_on_block', 'event', 'get_current_balance_of_wallet',
    'get_hash_of_all_activity', 'get_hash_of_all_current_balances', 'get_valid_tx_notes_of_ticker',
    'get_valid_tx_notes_of_wallet', 'holders',
  ],
  'orderbook': ['markets', 'order', 'snapshot'],
  'reorg': ['getbestblockhash', 'getblockcount', 'getblockhash'],
};
