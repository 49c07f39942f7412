// A stream socket a test drives by hand: `frame(obj)` delivers one server frame as JSON text.
import type { StreamSocket } from '../src/stream/index.js';

export class FrameSocket implements StreamSocket {
  onopen: ((ev?: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code?: number; reason?: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(): void {}
  close(): void {}
  frame(obj: unknown): void {
    this.onmessage?.({ data: JSON.stringify(obj) });
  }
}
