import type { BatchExtractResponse, Phrase, PhraseLocation } from '@locale-sync/protocol';
import { HttpError, InvalidResponseError, NetworkError, TimeoutError } from '../errors.ts';
import { MAX_PHRASES_PER_BATCH } from '../wire.ts';

/** The protocol's bounds on one phrase (packages/protocol/src/sdk-schemas.ts). */
const MAX_TEXT = 10_000;
const MAX_CONTEXT = 2048;
const MAX_LOCATIONS = 100;
const MAX_URL = 2048;
const MAX_ELEMENT = 256;
/** Phrases kept waiting at most; past this, new ones are dropped until a send makes room. */
export const MAX_WAITING_PHRASES = 10_000;

/** When and whether phrases are sent: the project's `extraction` settings, read at every decision. */
export interface CollectorSettings {
  enabled: boolean;
  /** Seconds between two sends. */
  sendFrequency: number;
  /** Phrases that must be waiting before a send. */
  minStringsToSend: number;
}

/** What the collector needs from its owner. */
export interface CollectorDeps {
  settings: () => CollectorSettings;
  /** Sends one batch of at most 500 phrases. */
  send: (sourceType: string, phrases: Phrase[]) => Promise<BatchExtractResponse>;
  onSent: (result: BatchExtractResponse & { sourceType: string }) => void;
  /** A send failed; `retrying` tells whether its phrases wait for the next send. */
  onError: (error: unknown, retrying: boolean) => void;
  onRateLimited: (retryAfterMs: number) => void;
}

interface Waiting {
  sourceType: string;
  sourceText: string;
  context: string | undefined;
  count: number;
  locations: Map<string, PhraseLocation>;
}

/**
 * Gathers phrases and sends them every `sendFrequency` seconds once at least `minStringsToSend`
 * are waiting, grouped by source type in batches of at most 500. Each phrase (source type, text,
 * context) is sent once per page, and again only with a location not sent before. A send the server
 * refuses with 429 waits as long as its Retry-After says; a network failure or 5xx keeps the
 * phrases for the next send; any other refusal (origin not allowed, extraction turned off, a bad
 * request) drops them, since sending them again would be refused the same way.
 */
export class PhraseCollector {
  readonly #deps: CollectorDeps;
  #waiting = new Map<string, Waiting>();
  /** Locations already sent, per phrase key. */
  #sent = new Map<string, Set<string>>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #sending: Promise<void> | undefined;
  #pausedUntil = 0;
  #stopped = false;

  constructor(deps: CollectorDeps) {
    this.#deps = deps;
  }

  /** Number of phrases waiting to be sent. */
  get waiting(): number {
    return this.#waiting.size;
  }

  /** Adds one occurrence of a text; returns whether it was queued (extraction on, text usable, new). */
  add(sourceType: string, sourceText: string, context?: string, location?: PhraseLocation): boolean {
    if (this.#stopped || !this.#deps.settings().enabled) return false;
    if (sourceText.trim() === '' || sourceText.length > MAX_TEXT) return false;
    const ctx = context === undefined ? undefined : context.slice(0, MAX_CONTEXT);
    const key = JSON.stringify([sourceType, ctx ?? null, sourceText]);
    const loc = location && boundLocation(location);
    const locKey = loc ? JSON.stringify([loc.url, loc.path, loc.context, loc.element]) : '';
    const sent = this.#sent.get(key);
    if (sent && (locKey === '' || sent.has(locKey) || sent.size >= MAX_LOCATIONS)) return false;
    let entry = this.#waiting.get(key);
    if (!entry) {
      if (this.#waiting.size >= MAX_WAITING_PHRASES) return false;
      entry = { sourceType, sourceText, context: ctx, count: 0, locations: new Map() };
      this.#waiting.set(key, entry);
    }
    entry.count++;
    if (loc && entry.locations.size < MAX_LOCATIONS) entry.locations.set(locKey, loc);
    this.#arm();
    return true;
  }

  /** Sends every waiting phrase now, whatever `minStringsToSend` says (not while a 429 asks to wait). */
  async flush(): Promise<void> {
    await this.#sending;
    if (this.#waiting.size > 0) await this.#send();
  }

  /** Clears the timer; with `flush`, sends what is waiting first, else drops it. */
  async stop(flush: boolean): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (flush) await this.flush();
    else await this.#sending?.catch(() => undefined);
    this.#stopped = true;
    this.#waiting.clear();
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Starts the timer when phrases wait and none runs (after a 429: when its wait is over). */
  #arm(): void {
    if (this.#timer !== undefined || this.#stopped || this.#waiting.size === 0) return;
    const interval = this.#deps.settings().sendFrequency * 1000;
    const delay = Math.max(interval, this.#pausedUntil - Date.now(), 0);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#tick();
    }, delay);
  }

  #tick(): void {
    const { enabled, minStringsToSend } = this.#deps.settings();
    if (!enabled) {
      // Extraction was turned off in the project's settings: nothing waiting will be accepted.
      this.#waiting.clear();
      return;
    }
    if (this.#sending || this.#waiting.size < Math.max(1, minStringsToSend)) {
      this.#arm();
      return;
    }
    void this.#send().finally(() => this.#arm());
  }

  #send(): Promise<void> {
    if (Date.now() < this.#pausedUntil) return Promise.resolve();
    const run = this.#sendAll();
    this.#sending = run;
    return run.finally(() => {
      if (this.#sending === run) this.#sending = undefined;
    });
  }

  async #sendAll(): Promise<void> {
    const taken = [...this.#waiting];
    this.#waiting.clear();
    const bySource = new Map<string, [string, Waiting][]>();
    for (const item of taken) {
      const group = bySource.get(item[1].sourceType) ?? [];
      group.push(item);
      bySource.set(item[1].sourceType, group);
    }
    const batches = [...bySource].flatMap(([sourceType, items]) =>
      chunk(items, MAX_PHRASES_PER_BATCH).map((part) => ({ sourceType, part })),
    );
    for (const [i, { sourceType, part }] of batches.entries()) {
      try {
        const result = await this.#deps.send(
          sourceType,
          part.map(([, w]) => toPhrase(w)),
        );
        for (const [key, w] of part) this.#markSent(key, w);
        this.#deps.onSent({ ...result, sourceType });
      } catch (err) {
        const retrying = isTransient(err);
        if (retrying)
          for (const batch of batches.slice(i)) for (const item of batch.part) this.#requeue(item);
        if (err instanceof HttpError && err.status === 429) {
          const waitMs = (err.retryAfterSeconds ?? this.#deps.settings().sendFrequency) * 1000;
          this.#pausedUntil = Date.now() + waitMs;
          this.#deps.onRateLimited(waitMs);
        }
        this.#deps.onError(err, retrying);
        return;
      }
    }
  }

  #markSent(key: string, w: Waiting): void {
    const sent = this.#sent.get(key) ?? new Set<string>();
    for (const locKey of w.locations.keys()) sent.add(locKey);
    this.#sent.set(key, sent);
  }

  /** Puts a phrase back, merged with any occurrence added while it was being sent. */
  #requeue([key, w]: [string, Waiting]): void {
    const now = this.#waiting.get(key);
    if (!now) {
      this.#waiting.set(key, w);
      return;
    }
    now.count += w.count;
    for (const [locKey, loc] of w.locations) {
      if (now.locations.size < MAX_LOCATIONS) now.locations.set(locKey, loc);
    }
  }
}

/** Network failures, timeouts, garbled answers, 408, 429 and 5xx are worth another try; nothing else is. */
function isTransient(err: unknown): boolean {
  if (err instanceof HttpError) return err.status === 408 || err.status === 429 || err.status >= 500;
  return err instanceof NetworkError || err instanceof TimeoutError || err instanceof InvalidResponseError;
}

function toPhrase(w: Waiting): Phrase {
  return {
    sourceText: w.sourceText,
    ...(w.context !== undefined && { context: w.context }),
    count: w.count,
    ...(w.locations.size > 0 && { locations: [...w.locations.values()] }),
  };
}

/** A location within the protocol's lengths; an element path keeps its end (the element itself). */
function boundLocation(location: PhraseLocation): PhraseLocation {
  const out: PhraseLocation = {};
  if (location.url !== undefined) out.url = location.url.slice(0, MAX_URL);
  if (location.path !== undefined) out.path = location.path.slice(0, MAX_URL);
  if (location.context !== undefined) out.context = location.context.slice(0, MAX_CONTEXT);
  if (location.element !== undefined) out.element = location.element.slice(-MAX_ELEMENT);
  return out;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
