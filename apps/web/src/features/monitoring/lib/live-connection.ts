// The live monitoring lifecycle of spec §4, free of any framework so that each rule is tested with
// fake timers (live-connection.test.ts); use-live-connection.ts is its React face.
//   start     request the broadcast, open the socket, loading until the first message
//   no data   nothing within 15 s of an opening: the broadcast is stopped (phase noData)
//   renewal   the broadcast is requested again every 180 s while the connection runs
//   inactive  a page last viewed more than 15 minutes ago closes the connection
//   closes    one that is not deliberate is retried at most 5 times, 5 s apart, then the phase is
//             closedByServer; close code 1000, 4429 (a newer socket of the customer took this
//             one's place, decision 069) or a deliberate stop is never retried
// "Stopping the broadcast" is the client's part of it: no more renewals and the socket closed
// with 1000; the server ends a stream nobody renews.
import { type LiveMessage, MonitoringCloseCode } from '@portal/contract/monitoring';
import {
  BROADCAST_RENEWAL_MS,
  INACTIVITY_LIMIT_MS,
  INITIAL_DATA_WAIT_MS,
  SOCKET_NORMAL_CLOSURE,
  SOCKET_RECONNECT,
} from '@portal/domain/constants';
import { parseLiveMessage } from './live-message';

export type LivePhase =
  | 'idle'
  | 'loading'
  | 'live'
  | 'reconnecting'
  | 'noData'
  | 'inactive'
  | 'closedByServer'
  | 'noConnection'
  | 'stopped';

export interface LiveSnapshot {
  phase: LivePhase;
  /** The latest valid message of this start. */
  message?: LiveMessage;
  /** When it arrived (epoch ms, the browser's clock). */
  receivedAt?: number;
  /** Reconnection attempts made since the last message. */
  attempt: number;
}

/** What the connection uses of a WebSocket (a fake one in the tests). */
export interface SocketLike {
  binaryType: BinaryType;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(code?: number, reason?: string): void;
}

export interface PageVisibility {
  hidden(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe. */
  watch(listener: () => void): () => void;
}

export interface LiveConnectionDeps {
  deviceId: string;
  requestBroadcast: (deviceId: string) => Promise<void>;
  /** The socket's address with a fresh token (live-socket-url.ts). */
  socketUrl: (deviceId: string) => Promise<string>;
  openSocket: (url: string) => SocketLike;
  visibility: PageVisibility;
}

export interface LiveConnection {
  snapshot(): LiveSnapshot;
  subscribe(listener: () => void): () => void;
  /** Starts, or starts again from the beginning (the pages' retry). */
  start(): void;
  /** The deliberate stop: leaving the page, logout. Never retried. */
  stop(): void;
}

export function createLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  const listeners = new Set<() => void>();
  let current: LiveSnapshot = { phase: 'idle', attempt: 0 };
  // Every start and every end moves the run on; late callbacks of an older run do nothing.
  let run = 0;
  let socket: SocketLike | undefined;
  let renewal: ReturnType<typeof setInterval> | undefined;
  let timers: ReturnType<typeof setTimeout>[] = [];
  let unwatchVisibility: (() => void) | undefined;
  let hiddenSince: number | undefined;

  const update = (patch: Partial<LiveSnapshot>) => {
    current = { ...current, ...patch };
    for (const listener of listeners) listener();
  };
  const later = (action: () => void, ms: number) => {
    const timer = setTimeout(action, ms);
    timers.push(timer);
    return timer;
  };
  const cancel = (timer: ReturnType<typeof setTimeout> | undefined) => {
    clearTimeout(timer);
    timers = timers.filter((kept) => kept !== timer);
  };

  /** Ends the run: no timers, no renewal, the socket closed as normal, no more visibility. */
  function end(phase: LivePhase): void {
    run += 1;
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    clearInterval(renewal);
    renewal = undefined;
    unwatchVisibility?.();
    unwatchVisibility = undefined;
    hiddenSince = undefined;
    const closing = socket;
    // Cleared first, so that this socket's own close event is seen as deliberate.
    socket = undefined;
    closing?.close(SOCKET_NORMAL_CLOSURE);
    update({ phase });
  }

  function watchVisibility(): void {
    let inactivity: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (deps.visibility.hidden()) {
        hiddenSince ??= Date.now();
        // "More than" 15 minutes: the first millisecond past the limit.
        inactivity ??= later(() => end('inactive'), INACTIVITY_LIMIT_MS + 1);
        return;
      }
      // A hidden tab's timers may be held back; the time since it was last seen decides.
      const away = hiddenSince === undefined ? 0 : Date.now() - hiddenSince;
      cancel(inactivity);
      inactivity = undefined;
      hiddenSince = undefined;
      if (away > INACTIVITY_LIMIT_MS) end('inactive');
    };
    unwatchVisibility = deps.visibility.watch(check);
    check();
  }

  function retryOrGiveUp(thisRun: number): void {
    if (thisRun !== run) return;
    if (current.attempt >= SOCKET_RECONNECT.maxAttempts) {
      end('closedByServer');
      return;
    }
    update({ phase: 'reconnecting', attempt: current.attempt + 1 });
    later(() => void open(thisRun), SOCKET_RECONNECT.delayMs);
  }

  async function open(thisRun: number): Promise<void> {
    let url: string;
    try {
      url = await deps.socketUrl(deps.deviceId);
    } catch (error) {
      console.warn('The monitoring socket address could not be made', error);
      retryOrGiveUp(thisRun);
      return;
    }
    if (thisRun !== run) return;
    const opened = deps.openSocket(url);
    opened.binaryType = 'blob';
    socket = opened;
    let firstData: ReturnType<typeof setTimeout> | undefined;
    // Blobs decode asynchronously: a chain keeps the messages in the order they came.
    let reading = Promise.resolve();

    opened.onopen = () => {
      if (socket !== opened) return;
      firstData = later(() => end('noData'), INITIAL_DATA_WAIT_MS);
    };
    opened.onmessage = (event) => {
      reading = reading.then(async () => {
        const message = await parseLiveMessage(event.data);
        if (socket !== opened) return;
        if (!message) {
          console.warn('An unreadable monitoring message was skipped');
          return;
        }
        cancel(firstData);
        update({ phase: 'live', message, receivedAt: Date.now(), attempt: 0 });
      });
    };
    // Spec §8: a socket error is logged only; its close event decides what follows.
    opened.onerror = (event) => console.warn('Monitoring socket error', event);
    opened.onclose = (event) => {
      if (socket !== opened) return;
      socket = undefined;
      cancel(firstData);
      // Retrying a socket closed for a newer one would close that one in turn.
      const final =
        event.code === SOCKET_NORMAL_CLOSURE || event.code === MonitoringCloseCode.TooManySockets;
      if (final) end('closedByServer');
      else retryOrGiveUp(thisRun);
    };
  }

  return {
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      end('loading');
      update({ message: undefined, receivedAt: undefined, attempt: 0 });
      const thisRun = run;
      watchVisibility();
      deps.requestBroadcast(deps.deviceId).then(
        () => {
          if (thisRun !== run) return;
          renewal = setInterval(() => {
            deps.requestBroadcast(deps.deviceId).catch((error: unknown) => {
              console.warn('The monitoring broadcast could not be renewed', error);
            });
          }, BROADCAST_RENEWAL_MS);
          void open(thisRun);
        },
        (error: unknown) => {
          if (thisRun !== run) return;
          console.warn('The monitoring broadcast could not be started', error);
          end('noConnection');
        },
      );
    },
    stop: () => end('stopped'),
  };
}

export type LiveErrorKey = 'connectionLost' | 'connectionInactive' | 'noConnection';

/**
 * The error text by state (spec §4): inactive → connectionInactive; a connection that delivered
 * data and dropped → connectionLost; one that never did → noConnection. None while it is fine.
 */
export function liveErrorKey(snapshot: LiveSnapshot): LiveErrorKey | undefined {
  switch (snapshot.phase) {
    case 'inactive':
      return 'connectionInactive';
    case 'noConnection':
      return 'noConnection';
    case 'reconnecting':
    case 'closedByServer':
      return snapshot.receivedAt === undefined ? 'noConnection' : 'connectionLost';
    default:
      return undefined;
  }
}
