import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { CHANGE_CHANNEL, parseChange } from './change-triggers.ts';

/** How the listening connection is kept honest. */
export interface ChangeListenerOptions {
  /**
   * Interval of the liveness query on the listening connection, in ms; one that does not answer
   * within the same time counts as a lost connection. A connection that dies without a word is
   * noticed within twice this.
   */
  heartbeatMs: number;
  /** Longest wait between two reconnection attempts, in ms. */
  maxBackoffMs?: number;
}

/**
 * Events: `change` (project id) for each committed change of this schema; `up` once LISTEN is in
 * place on a fresh connection (changes committed before it are not announced: drop everything);
 * `down` (error) when the connection is lost or stops answering (changes may be missed from then).
 */
export interface ChangeListenerEvents {
  change: [projectId: number];
  up: [];
  down: [err: Error];
}

/**
 * One dedicated connection that LISTENs on the change channel (a pooled connection cannot: the
 * pool hands it to other work and LISTEN belongs to the session). Reconnects on its own, with a
 * capped backoff, until closed.
 */
export class PostgresChangeListener extends EventEmitter<ChangeListenerEvents> {
  private readonly connect: () => pg.Client;
  private readonly heartbeatMs: number;
  private readonly maxBackoffMs: number;
  private client: pg.Client | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private attempts = 0;
  private closed = false;
  private listening = false;

  /** `connect` builds an unconnected client of the storage's database and schema. */
  constructor(connect: () => pg.Client, options: ChangeListenerOptions) {
    super();
    this.connect = connect;
    this.heartbeatMs = options.heartbeatMs;
    this.maxBackoffMs = options.maxBackoffMs ?? 2000;
  }

  /** True while LISTEN is in place and the connection answers. */
  get up(): boolean {
    return this.listening;
  }

  /** The listening session's backend process id (tests end it to simulate a lost connection). */
  get backendPid(): number | undefined {
    return (this.client as (pg.Client & { processID?: number }) | undefined)?.processID;
  }

  /** Connects and listens; resolves once up, or after the first attempt failed (retries go on). */
  async start(): Promise<void> {
    await this.open();
  }

  private async open(): Promise<void> {
    if (this.closed) return;
    const client = this.connect();
    this.client = client;
    // A lost session says so through 'error' and 'end'; both count as the connection going down.
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('the listening connection ended')));
    let schema = '';
    client.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL || message.payload === undefined) return;
      const projectId = parseChange(message.payload, schema);
      if (projectId !== undefined) this.emit('change', projectId);
    });
    try {
      await client.connect();
      const [row] = (await client.query<{ s: string }>('SELECT current_schema() AS s')).rows;
      schema = row?.s ?? '';
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      this.lost(client, err instanceof Error ? err : new Error(String(err)));
      return;
    }
    if (this.client !== client || this.closed) return;
    this.attempts = 0;
    this.listening = true;
    this.heartbeat = setInterval(() => this.beat(client), this.heartbeatMs);
    this.heartbeat.unref();
    this.emit('up');
  }

  /** A query that must answer within the interval, or the connection counts as lost. */
  private beat(client: pg.Client): void {
    let answered = false;
    const timer = setTimeout(() => {
      if (!answered)
        this.lost(client, new Error(`the listening connection did not answer within ${this.heartbeatMs} ms`));
    }, this.heartbeatMs);
    timer.unref();
    client.query('SELECT 1').then(
      () => {
        answered = true;
        clearTimeout(timer);
      },
      (err: unknown) => {
        answered = true;
        clearTimeout(timer);
        this.lost(client, err instanceof Error ? err : new Error(String(err)));
      },
    );
  }

  /** Marks the feed down (once per connection), drops the connection and schedules the next one. */
  private lost(client: pg.Client, err: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.heartbeat);
    const wasUp = this.listening;
    this.listening = false;
    // The socket may hang: end() would wait for it, so the stream is destroyed outright.
    (client as pg.Client & { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    client.end().catch(() => undefined);
    if (wasUp) this.emit('down', err);
    if (this.closed) return;
    const delay = Math.min(this.maxBackoffMs, 50 * 2 ** Math.min(this.attempts, 6));
    this.attempts++;
    this.retry = setTimeout(() => {
      void this.open();
    }, delay);
    this.retry.unref();
  }

  /** Stops listening and reconnecting. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    this.listening = false;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
