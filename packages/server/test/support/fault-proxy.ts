import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy between the server and a service it depends on (PostgreSQL, Redis) that a test can
 * break the way networks and services break, without touching the service itself (other tests and
 * processes share it):
 * - `reset()`: every open connection is reset (RST) and new ones are reset as they arrive, as a
 *   restarting or crashed service, or a dropped link, looks to its clients;
 * - `stall()`: connections stay open and new ones are accepted, but nothing passes either way (a
 *   partition, a frozen service), which TCP reports only after minutes;
 * - `resetWhen(pattern)`: the connection whose client sends bytes matching `pattern` is reset before
 *   they are passed on (a connection lost at one exact statement: before a COMMIT, say);
 * - `hold(pattern)`: what the client sends from the bytes matching `pattern` on waits until
 *   released (a command that is slow to reach the service);
 * - `heal()`: from now on connections pass again (bytes held while stalled are dropped with their
 *   connections, which a stall ends by resetting them).
 */
export interface FaultProxy {
  /** The address to give the client: `host:port` of the proxy. */
  readonly port: number;
  /** `url` (the service's) with host and port replaced by the proxy's. */
  url(url: string): string;
  reset(): void;
  stall(): void;
  /** Resets the next connection whose client sends `pattern`, once; resolves when it did. */
  resetWhen(pattern: string | Buffer): Promise<void>;
  /**
   * Passes on the next chunk whose client sends `pattern`, then resets that connection as the
   * service's answer to it comes back, once (the service did the work, its client never hears).
   */
  resetAnswer(pattern: string | Buffer): Promise<void>;
  /** From now on, resets each connection once the service has sent it `bytes` bytes (an answer cut mid-body). */
  cutAnswersAfter(bytes: number): void;
  /**
   * Holds back, from the next chunk a client sends that holds `pattern`, what that connection sends,
   * until `release`; `held` resolves once such a chunk came.
   */
  hold(pattern: string | Buffer): { held: Promise<void>; release(): void };
  heal(): void;
  /** Connections open through the proxy right now. */
  readonly open: number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

/** Starts a proxy on a free loopback port in front of `host:port`. */
export async function startFaultProxy(host: string, port: number): Promise<FaultProxy> {
  let mode: 'pass' | 'reset' | 'stall' = 'pass';
  const pairs = new Set<Pair>();
  let trap: { pattern: Buffer; fired: () => void } | undefined;
  let answerTrap: { pattern: Buffer; fired: () => void } | undefined;
  let answerBudget = Number.POSITIVE_INFINITY;
  let holding: { pattern: Buffer; came: () => void; released: Promise<void> } | undefined;

  const kill = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.resetAndDestroy();
    pair.upstream.resetAndDestroy();
  };

  const server = createServer((client) => {
    client.on('error', () => undefined);
    if (mode === 'reset') {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(port, host);
    upstream.on('error', () => undefined);
    const pair = { client, upstream };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (mode !== 'pass') return;
      if (trap !== undefined && chunk.includes(trap.pattern)) {
        const { fired } = trap;
        trap = undefined;
        kill(pair);
        fired();
        return;
      }
      if (holding !== undefined && chunk.includes(holding.pattern)) {
        const { came, released } = holding;
        holding = undefined;
        client.pause();
        came();
        void released.then(() => {
          upstream.write(chunk);
          client.resume();
        });
        return;
      }
      if (answerTrap !== undefined && chunk.includes(answerTrap.pattern)) {
        const { fired } = answerTrap;
        answerTrap = undefined;
        cutAnswer = fired;
      }
      upstream.write(chunk);
    });
    let cutAnswer: (() => void) | undefined;
    let passed = 0;
    upstream.on('data', (chunk: Buffer) => {
      if (cutAnswer !== undefined) {
        kill(pair);
        cutAnswer();
        return;
      }
      if (mode !== 'pass') return;
      if (passed + chunk.length > answerBudget) {
        client.write(chunk.subarray(0, Math.max(0, answerBudget - passed)), () => kill(pair));
        passed = answerBudget;
        return;
      }
      passed += chunk.length;
      client.write(chunk);
    });
    const end = () => {
      if (!pairs.delete(pair)) return;
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const own = (server.address() as AddressInfo).port;

  return {
    port: own,
    url(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(own);
      return proxied.toString();
    },
    reset() {
      mode = 'reset';
      for (const pair of [...pairs]) kill(pair);
    },
    stall() {
      mode = 'stall';
    },
    resetWhen(pattern) {
      return new Promise((fired) => {
        trap = { pattern: Buffer.isBuffer(pattern) ? pattern : Buffer.from(pattern), fired };
      });
    },
    resetAnswer(pattern) {
      return new Promise((fired) => {
        answerTrap = { pattern: Buffer.isBuffer(pattern) ? pattern : Buffer.from(pattern), fired };
      });
    },
    cutAnswersAfter(bytes) {
      answerBudget = bytes;
    },
    hold(pattern) {
      const released = Promise.withResolvers<void>();
      const held = Promise.withResolvers<void>();
      holding = {
        pattern: Buffer.isBuffer(pattern) ? pattern : Buffer.from(pattern),
        came: held.resolve,
        released: released.promise,
      };
      return { held: held.promise, release: released.resolve };
    },
    heal() {
      // Connections that were stalled lost bytes in between: they cannot carry on, end them.
      if (mode === 'stall') for (const pair of [...pairs]) kill(pair);
      mode = 'pass';
    },
    get open() {
      return pairs.size;
    },
    async close() {
      for (const pair of [...pairs]) kill(pair);
      await new Promise((closed) => server.close(closed));
    },
  };
}
