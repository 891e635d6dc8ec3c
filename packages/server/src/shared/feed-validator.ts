import type { CacheValidator, ReadCache } from '../http/cache.ts';
import { revisionValidator } from '../http/cache.ts';
import type { RevisionStorage } from '../storage/types.ts';

/** A source of committed changes that knows whether it is connected (storage/postgres/change-listener.ts). */
export interface ChangeSource {
  /** True while every committed change is being announced. */
  readonly up: boolean;
  on(event: 'change', listener: (projectId: number) => void): unknown;
  on(event: 'up', listener: () => void): unknown;
  on(event: 'down', listener: (err: Error) => void): unknown;
  close(): Promise<void>;
}

/**
 * Keeps the read cache fresh from a change feed, with no database round trip per request:
 * - while the feed is up, a change drops its project's entries as the notification arrives, and a
 *   read asks nothing;
 * - when the feed goes down, every request compares the storage's revision again (as a single
 *   instance without a feed does) until the feed is back;
 * - when it comes back up, everything is dropped first: what was committed while it was down was
 *   announced to nobody.
 */
export class FeedCacheValidator implements CacheValidator {
  private readonly storage: RevisionStorage;
  private readonly feed: ChangeSource;
  private fallback: CacheValidator;
  private cache: ReadCache | undefined;
  private confirmed = false;

  constructor(storage: RevisionStorage, feed: ChangeSource) {
    this.storage = storage;
    this.feed = feed;
    this.fallback = revisionValidator(storage);
    feed.on('change', (projectId) => this.cache?.invalidate(projectId));
    feed.on('up', () => {
      this.cache?.invalidate('all');
      this.confirmed = true;
    });
    feed.on('down', () => {
      this.confirmed = false;
      // A fresh fallback compares against no revision: its first check drops everything.
      this.fallback = revisionValidator(this.storage);
    });
    // A feed already up when this validator was built announced nothing to it: it is not trusted
    // until its next 'up' (after a reconnect), and the revision is checked meanwhile.
  }

  attach(cache: ReadCache): void {
    this.cache = cache;
  }

  /**
   * A write this instance just committed: dropped here at once, so that its client's next read on
   * this instance sees it even before the database's notification arrives.
   */
  changedHere(projectId: number | 'all'): void {
    this.cache?.invalidate(projectId);
  }

  fresh(): boolean {
    return this.confirmed && this.feed.up;
  }

  async check(cache: ReadCache): Promise<void> {
    this.cache = cache;
    if (this.fresh()) return;
    await this.fallback.check(cache);
  }

  async close(): Promise<void> {
    await this.feed.close();
  }
}
