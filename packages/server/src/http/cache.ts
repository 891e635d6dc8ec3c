import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProjectRecord, Storage } from '../storage/types.ts';

/** Entries kept before a cache starts over; bounds memory when many keys are asked for. */
const MAX_ENTRIES = 1000;

/**
 * Decides when cached SDK reads are stale. `check` runs before every cached read and may drop
 * entries through the cache's `invalidate`; the default compares the storage's revision.
 */
export interface CacheValidator {
  /** Called before a cached read; resolves once the cache holds nothing staler than allowed. */
  check(cache: ReadCache): Promise<void>;
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

/** Caches reads of the public SDK API (project lookups, rendered answers) until a write invalidates them. */
export class ReadCache {
  private readonly storage: Storage;
  private readonly validator: CacheValidator;
  private readonly projects = new Map<string, ProjectRecord | undefined>();
  /** Values by project id, then by value id. */
  private readonly values = new Map<number, Map<string, unknown>>();
  private size = 0;

  constructor(storage: Storage, validator: CacheValidator = revisionValidator(storage)) {
    this.storage = storage;
    this.validator = validator;
  }

  /** The project with `key`, or undefined. */
  async project(key: string): Promise<ProjectRecord | undefined> {
    await this.validator.check(this);
    if (this.projects.has(key)) return this.projects.get(key);
    const project = await this.storage.getProject(key);
    if (this.projects.size >= MAX_ENTRIES) this.projects.clear();
    this.projects.set(key, project);
    return project;
  }

  /** The cached value `id` of project `projectId`, computed by `load` when missing or stale. */
  async value<T>(projectId: number, id: string, load: () => Promise<T>): Promise<T> {
    await this.validator.check(this);
    const own = this.values.get(projectId);
    if (own?.has(id)) return own.get(id) as T;
    const value = await load();
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
   * Drops what a change of one project makes stale (its record and values), or everything. A new
   * project is announced as 'all': an earlier lookup of its key cached "no such project".
   */
  invalidate(projectId: number | 'all'): void {
    if (projectId === 'all') {
      this.projects.clear();
      this.values.clear();
      this.size = 0;
      return;
    }
    this.size -= this.values.get(projectId)?.size ?? 0;
    this.values.delete(projectId);
    for (const [key, project] of this.projects) {
      if (project?.id === projectId) this.projects.delete(key);
    }
  }

  /** Stops the validator's background work. */
  async close(): Promise<void> {
    await this.validator.close?.();
  }
}

/** A response body serialised once, with its ETag. */
export interface Rendered {
  json: string;
  etag: string;
}

/** Serialises a body and derives its strong ETag from the bytes. */
export function render(body: unknown): Rendered {
  const json = JSON.stringify(body);
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
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
  if (typeof ifNoneMatch === 'string') {
    const tags = ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
    if (tags.includes(rendered.etag) || tags.includes('*')) return reply.code(304).send();
  }
  // Already serialised (and built from schema-shaped data): sent as is.
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(rendered.json);
}
