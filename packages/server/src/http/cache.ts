import { createHash } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProjectRecord, Storage } from '../storage/types.ts';
import type { Arrivals } from './arrivals.ts';

/** Entries kept before a cache starts over; bounds memory when many keys are asked for. */
const MAX_ENTRIES = 1000;

/**
 * Decides when cached SDK reads are stale. `check` runs before every cached read and may drop
 * entries through the cache's `invalidate`; the default compares the storage's revision.
 */
export interface CacheValidator {
  /** Called before a cached read; resolves once the cache holds nothing staler than allowed. */
  check(cache: ReadCache): Promise<void>;
  /**
   * True when the cache is known fresh without asking anything (a change feed that is up): the
   * read then needs no `check`, and no promise of its own.
   */
  fresh?(): boolean;
  /**
   * Checks freshness now, synchronously (dropping what is stale), when the validator can: true when
   * done, false when it could not (the read then awaits `check`). A read that takes this needs no
   * promise of its own, and no check is shared between requests.
   */
  checkNow?(cache: ReadCache): boolean;
  /**
   * As `checkNow`, for a request as it is emitted: `withTurn` is true when a check made earlier in
   * this turn of the event loop is fresh enough for it (http/arrivals.ts), which is then taken
   * instead of a new one.
   */
  checkOnArrival?(cache: ReadCache, withTurn: boolean): boolean;
  /** Given the cache once, before any read, so that a change feed can invalidate it as changes arrive. */
  attach?(cache: ReadCache): void;
  /** Stops background work (subscriptions, timers). */
  close?(): Promise<void>;
}

/**
 * One process: the storage's revision changes with any write, from this process or another one on
 * the same database (the admin CLI), so an answer is never staler than the request that reads it.
 */
export function revisionValidator(storage: Pick<Storage, 'revision'>): CacheValidator {
  let revision = '';
  return {
    async check(cache) {
      const current = await storage.revision();
      if (current !== revision) {
        revision = current;
        cache.invalidate('all');
      }
    },
  };
}

/**
 * One process on a SQLite file: a synchronous check of the file's commits (storage/sqlite/
 * data-version.ts) before every read, so that a write made by another process (the admin CLI)
 * before a request arrived is seen by that request, as with `revisionValidator`, at a fraction of
 * its cost. With `arrivals`, the requests that arrived with one turn of the event loop share one
 * check (`checkOnArrival`, http/arrivals.ts). When the check throws, the read falls back to the
 * revision query.
 */
export function changeCheckValidator(
  changes: { changed(): boolean },
  storage: Pick<Storage, 'revision'>,
  arrivals?: Arrivals,
): CacheValidator {
  const fallback = revisionValidator(storage);
  const checkNow = (cache: ReadCache): boolean => {
    let changed: boolean;
    try {
      changed = changes.changed();
    } catch {
      return false;
    }
    if (changed) cache.invalidate('all');
    return true;
  };
  /** The turn of the last check made as a request arrived; only such a check is shared. */
  let checkedTurn = -1;
  return {
    checkNow,
    ...(arrivals !== undefined && {
      checkOnArrival(cache: ReadCache, withTurn: boolean) {
        const turn = arrivals.current();
        if (withTurn && checkedTurn === turn) return true;
        if (!checkNow(cache)) return false;
        checkedTurn = turn;
        return true;
      },
    }),
    // The revision moves with every commit as the header does; dropping everything on its first
    // comparison is what a failed synchronous check costs.
    check: (cache) => fallback.check(cache),
  };
}

/**
 * Reads of the cache after one freshness check: a request checks once and then looks up its project
 * and its answer without asking the database again (the check is most of a cached answer's cost).
 */
export interface CacheReader {
  /** The project with `key`, or undefined. */
  project(key: string): Promise<ProjectRecord | undefined>;
  /** The cached value `id` of project `projectId`, computed by `load` when missing. */
  value<T>(projectId: number, id: string, load: () => Promise<T>): Promise<T>;
  /** The cached value `id` of project `projectId` if it is there (hot), without loading it. */
  peek<T>(projectId: number, id: string): T | undefined;
}

/** Caches reads of the public SDK API (project lookups, rendered answers) until a write invalidates them. */
export class ReadCache {
  private readonly storage: Storage;
  private readonly validator: CacheValidator;
  private readonly projects = new Map<string, ProjectRecord | undefined>();
  /** Values by project id, then by value id. */
  private readonly values = new Map<number, Map<string, unknown>>();
  private size = 0;
  /**
   * Counts invalidations. A lookup that started before one must not store what it read: the
   * database may have changed after it read (the change's notification came while it was loading),
   * and nothing would drop the stale entry again. The lookup still answers its own request.
   */
  private epoch = 0;
  /** The reader, already resolved: what a read takes while the validator calls the cache fresh. */
  private readonly freshReader: Promise<CacheReader>;
  /** The check made for each request in flight, so that its reads share it. */
  private readonly requests = new WeakMap<object, Promise<CacheReader>>();
  /** When each request arrived (`watch`), by its Node request object. */
  private readonly arrivals = new WeakMap<object, number>();
  /** The latest freshness check and when it started. */
  private latest: { startedAt: number; reader: Promise<CacheReader> } | undefined;
  private readonly reader: CacheReader = {
    project: (key) => this.lookupProject(key),
    value: (projectId, id, load) => this.lookupValue(projectId, id, load),
    peek: <T>(projectId: number, id: string) => this.values.get(projectId)?.get(id) as T | undefined,
  };

  constructor(storage: Storage, validator: CacheValidator = revisionValidator(storage)) {
    this.storage = storage;
    this.validator = validator;
    this.freshReader = Promise.resolve(this.reader);
    validator.attach?.(this);
  }

  /**
   * The reads, when the cache is fresh right now without waiting (a change feed that is up, or a
   * synchronous check just made), else undefined (the caller then awaits `checkedFor`).
   */
  readerNow(): CacheReader | undefined {
    return this.freshNow() ? this.reader : undefined;
  }

  /**
   * `readerNow` for a request as it is emitted, which may take a check made earlier in this turn of
   * the event loop when `withTurn` (http/arrivals.ts says when).
   */
  readerOnArrival(withTurn: boolean): CacheReader | undefined {
    const validator = this.validator;
    if (validator.fresh?.() === true) return this.reader;
    if (validator.checkOnArrival !== undefined) {
      return validator.checkOnArrival(this, withTurn) ? this.reader : undefined;
    }
    return validator.checkNow?.(this) === true ? this.reader : undefined;
  }

  private freshNow(): boolean {
    return this.validator.fresh?.() === true || this.validator.checkNow?.(this) === true;
  }

  /**
   * The project with `key` when the cache is fresh now and has looked the key up: its record, or
   * null for "no such project"; undefined when that cannot be told without waiting.
   */
  projectNow(key: string): ProjectRecord | null | undefined {
    if (!this.freshNow() || !this.projects.has(key)) return undefined;
    return this.projects.get(key) ?? null;
  }

  /** The project with `key` if the cache holds it (no lookup): call right after `readerNow`. */
  cachedProject(key: string): ProjectRecord | undefined {
    return this.projects.get(key);
  }

  /** Checks freshness once and gives the reads that may follow it. */
  checked(): Promise<CacheReader> {
    if (this.freshNow()) return this.freshReader;
    const startedAt = performance.now();
    const reader = this.validator.check(this).then(() => this.reader);
    const latest = { startedAt, reader };
    this.latest = latest;
    // A failed check is not shared: the next read checks again.
    reader.catch(() => {
      if (this.latest === latest) this.latest = undefined;
    });
    return reader;
  }

  /**
   * Notes when each request arrives at `server` (its 'request' event, before any hook runs), so
   * that `checkedFor` can take a check another read of the same moment made (CORS, say).
   */
  watch(server: EventEmitter): void {
    // A synchronous check is made by each read itself: nothing to share (a read that finds it
    // failing just makes its own check).
    if (this.validator.checkNow !== undefined) return;
    server.prependListener('request', (raw: object) => this.noteArrival(raw));
  }

  /**
   * What `watch` does for each request, for a server whose own request listener calls it first (the
   * SDK listener in front of Fastify) instead of a second 'request' listener: every emit of an event
   * with two listeners copies the listener array.
   */
  noteArrival(raw: object): void {
    // While the feed keeps the cache fresh no check is shared; a request that finds the feed
    // down by the time it reads just makes its own check. A synchronous check shares nothing.
    const validator = this.validator;
    if (validator.fresh?.() === true || validator.checkNow !== undefined) return;
    this.arrivals.set(raw, performance.now());
  }

  /**
   * Checks freshness for one request (a Fastify request: any object that lives as long as it, with
   * the Node request as `raw`) and shares the check among all its reads. A check that started after
   * the request arrived is fresh enough for it (a write its client could have seen was committed
   * before it sent the request), so one made by another read since then is taken as it is.
   */
  checkedFor(request: { raw?: object }): Promise<CacheReader> {
    if (this.freshNow()) return this.freshReader;
    let reader = this.requests.get(request);
    if (reader === undefined) {
      const arrived = request.raw === undefined ? undefined : this.arrivals.get(request.raw);
      const latest = this.latest;
      reader =
        arrived !== undefined && latest !== undefined && latest.startedAt >= arrived
          ? latest.reader
          : this.checked();
      this.requests.set(request, reader);
    }
    return reader;
  }

  /** The project with `key`, or undefined. */
  async project(key: string): Promise<ProjectRecord | undefined> {
    return (await this.checked()).project(key);
  }

  /** The cached value `id` of project `projectId`, computed by `load` when missing or stale. */
  async value<T>(projectId: number, id: string, load: () => Promise<T>): Promise<T> {
    return (await this.checked()).value(projectId, id, load);
  }

  private async lookupProject(key: string): Promise<ProjectRecord | undefined> {
    if (this.projects.has(key)) return this.projects.get(key);
    const epoch = this.epoch;
    const project = await this.storage.getProject(key);
    if (epoch !== this.epoch) return project;
    if (this.projects.size >= MAX_ENTRIES) this.projects.clear();
    this.projects.set(key, project);
    return project;
  }

  private async lookupValue<T>(projectId: number, id: string, load: () => Promise<T>): Promise<T> {
    const own = this.values.get(projectId);
    if (own?.has(id)) return own.get(id) as T;
    const epoch = this.epoch;
    const value = await load();
    if (epoch !== this.epoch) return value;
    if (this.size >= MAX_ENTRIES) this.invalidate('all');
    let map = this.values.get(projectId);
    if (map === undefined) {
      map = new Map();
      this.values.set(projectId, map);
    }
    map.set(id, value);
    this.size++;
    return value;
  }

  /**
   * Drops what a change of one project makes stale (its record and values), or everything. Keys
   * remembered as "no such project" are dropped with any project: the change may have created it.
   */
  invalidate(projectId: number | 'all'): void {
    this.epoch++;
    if (projectId === 'all') {
      this.projects.clear();
      this.values.clear();
      this.size = 0;
      return;
    }
    this.size -= this.values.get(projectId)?.size ?? 0;
    this.values.delete(projectId);
    for (const [key, project] of this.projects) {
      if (project === undefined || project.id === projectId) this.projects.delete(key);
    }
  }

  /** Stops the validator's background work. */
  async close(): Promise<void> {
    await this.validator.close?.();
  }
}

/** A response body ready to send: its UTF-8 bytes and strong ETag, computed once per cached answer. */
export interface Rendered {
  body: Buffer;
  etag: string;
}

/** Serialises a body to bytes and derives its strong ETag from them. */
export function render(body: unknown): Rendered {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  return { body: bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

/** True when an If-None-Match header names `etag` (weak or strong) or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  // The usual case, one tag as sent back by the client, needs no parsing.
  if (ifNoneMatch === etag) return true;
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

/** Sends a rendered body with ETag and Cache-Control, or 304 when If-None-Match names that ETag. */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: Rendered,
  cacheControl: string,
) {
  reply.header('etag', rendered.etag).header('cache-control', cacheControl);
  const ifNoneMatch = request.headers['if-none-match'];
  if (matchesEtag(typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined, rendered.etag)) {
    return reply.code(304).send();
  }
  // Bytes are sent as they are: no serializer runs (they were built from schema-shaped data).
  return reply.type('application/json; charset=utf-8').send(rendered.body);
}
