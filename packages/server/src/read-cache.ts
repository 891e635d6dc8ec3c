import type { ProjectRecord, Storage } from './storage/types.ts';

/** Entries kept before a cache starts over; bounds memory when many keys are asked for. */
const MAX_ENTRIES = 1000;

/**
 * Caches reads of the public SDK API (project lookups, rendered answers) for as long as the storage's
 * revision stays the same. Any write, from this process or another one, changes the revision, so an
 * answer is never staler than the request that reads it.
 */
export class ReadCache {
  private readonly storage: Storage;
  private revision = '';
  private readonly projects = new Map<string, ProjectRecord | undefined>();
  private readonly values = new Map<string, unknown>();

  constructor(storage: Storage) {
    this.storage = storage;
  }

  /** The project with `key`, or undefined. */
  async project(key: string): Promise<ProjectRecord | undefined> {
    await this.sync();
    if (this.projects.has(key)) return this.projects.get(key);
    const project = await this.storage.getProject(key);
    if (this.projects.size >= MAX_ENTRIES) this.projects.clear();
    this.projects.set(key, project);
    return project;
  }

  /** The cached value under `id`, computed by `load` when missing or stale. */
  async value<T>(id: string, load: () => Promise<T>): Promise<T> {
    await this.sync();
    if (this.values.has(id)) return this.values.get(id) as T;
    const value = await load();
    if (this.values.size >= MAX_ENTRIES) this.values.clear();
    this.values.set(id, value);
    return value;
  }

  private async sync(): Promise<void> {
    const revision = await this.storage.revision();
    if (revision !== this.revision) {
      this.revision = revision;
      this.projects.clear();
      this.values.clear();
    }
  }
}
