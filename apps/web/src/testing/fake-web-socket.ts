// A WebSocket stand-in for the live-monitoring tests: records what was opened and closed, and lets
// the test act as the server (open, send text or binary, close with a code).
import type { SocketLike } from '../features/monitoring/lib/live-connection';

export class FakeWebSocket implements SocketLike {
  static opened: FakeWebSocket[] = [];
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.opened.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  binaryType: BinaryType = 'blob';
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closedWith: number | undefined;

  readonly url: string;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.opened.push(this);
  }

  close(code?: number): void {
    if (this.closedWith !== undefined) return;
    this.closedWith = code ?? 1005;
    this.onclose?.(new CloseEvent('close', { code: this.closedWith }));
  }

  serverOpens(): void {
    this.onopen?.(new Event('open'));
  }

  serverSends(data: string | Blob | ArrayBuffer): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  serverCloses(code: number): void {
    this.close(code);
  }
}
