// Default transport: the `ws` package (Node). Browsers can pass `(url) => new WebSocket(url)` instead.
import WebSocket from 'ws';
import type { Connect, StreamSocket } from './transport.js';

export const wsConnect: Connect = (url: string): StreamSocket => new WebSocket(url) as unknown as StreamSocket;
