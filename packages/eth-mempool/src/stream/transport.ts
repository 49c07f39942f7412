// The tiny socket interface the stream client needs. The `ws` package's WebSocket and the browser's
// WebSocket both fit it; tests use a fake.

export interface SocketMessageEvent {
  data: unknown;
}
export interface SocketCloseEvent {
  code?: number;
  reason?: string;
  /**
   * The HTTP answer that refused the upgrade (401, 403, 429, …), when the transport knows it: the `ws` package reports
   * it; a platform WebSocket does not, so the default transport asks the URL over HTTP (see default-transport.ts).
   */
  refusal?: UpgradeRefusal;
}

/** An upgrade the server answered with an HTTP status instead of 101. Header names lower-case. */
export interface UpgradeRefusal {
  status: number;
  headers: Record<string, string>;
}

export interface StreamSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev?: unknown) => void) | null;
  onmessage: ((ev: SocketMessageEvent) => void) | null;
  onclose: ((ev: SocketCloseEvent) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export type Connect = (url: string) => StreamSocket;

/** Text of a message event: a string, or UTF-8 bytes (ws hands Buffers to `onmessage` unless told otherwise). */
export function messageText(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  if (Array.isArray(data) && data.every((d) => ArrayBuffer.isView(d))) {
    return data.map((d: ArrayBufferView) => new TextDecoder().decode(d)).join('');
  }
  return null;
}
