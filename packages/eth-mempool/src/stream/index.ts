export { EthMempoolStream, createEthMempoolStream, type StreamState } from './client.js';
export type { EthMempoolStreamOptions, StreamHandlers, StreamError, StreamErrorKind, ResyncReason } from './options.js';
export type * from './frames.js';
export { frameName } from './frames.js';
export { usableServerFrame } from './validate.js';
export { loadServerFrameValidator } from './load-validator.js';
export { DeliveryLedger } from './ledger.js';
export { planResync, type RecentResult, type ResyncPlan, type StreamEvent } from './merge.js';
export { backoffDelay, type BackoffOptions } from './backoff.js';
export { systemClock, type Clock, type TimerHandle } from './clock.js';
export { messageText, type Connect, type StreamSocket, type SocketMessageEvent, type SocketCloseEvent } from './transport.js';
export { createDefaultConnect, defaultConnect, loadWsPackage, platformWebSocket, type TransportDeps, type WebSocketConstructor } from './default-transport.js';
export { ethMempoolStreamUrl } from './url.js';
export {
  createDepositTracker,
  matchDeposit,
  type DepositTracker,
  type DepositTrackerOptions,
  type PendingDeposit,
} from './deposits.js';
