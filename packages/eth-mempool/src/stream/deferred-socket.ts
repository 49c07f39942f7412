// A StreamSocket whose real socket arrives later (after a dynamic import). Handlers set on this object are
// called by the real socket once it exists; close() before then closes it as soon as it arrives.
import type { SocketCloseEvent, SocketMessageEvent, StreamSocket } from './transport.js';

export class DeferredSocket implements StreamSocket {
  onopen: ((ev?: unknown) => void) | null = null;
  onmessage: ((ev: SocketMessageEvent) => void) | null = null;
  onclose: ((ev: SocketCloseEvent) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  private real: StreamSocket | null = null;
  private closed = false;

  constructor(pending: Promise<StreamSocket>) {
    pending.then(
      (real) => {
        if (this.closed) {
          real.onerror = () => {}; // ws reports closing a connecting socket as an error; nobody listens any more
          return real.close();
        }
        this.real = real;
        real.onopen = (ev) => this.onopen?.(ev);
        real.onmessage = (ev) => this.onmessage?.(ev);
        real.onerror = (ev) => this.onerror?.(ev);
        real.onclose = (ev) => this.onclose?.(ev);
      },
      (cause: unknown) => {
        if (this.closed) return;
        this.onerror?.(cause);
        this.onclose?.({ code: 1006, reason: `no WebSocket: ${(cause as Error)?.message ?? String(cause)}` });
      },
    );
  }

  send(data: string): void {
    if (!this.real) throw new Error('the stream socket is not open yet');
    this.real.send(data);
  }

  close(code?: number, reason?: string): void {
    this.closed = true;
    this.real?.close(code, reason);
  }
}
