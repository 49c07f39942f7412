// The tiny socket interface the stream client needs. The `ws` package's WebSocket and the browser's
// WebSocket both fit it; tests use a fake.

export interface SocketMessageEvent {
  data: unknown;
}
export interface SocketCloseEvent {
  code?: number;
  reason?: string;
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
