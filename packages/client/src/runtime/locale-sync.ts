import type { BatchExtractResponse, PhraseLocation, ProjectSettings } from '@locale-sync/protocol';
import { HttpError, OriginNotAllowedError } from '../errors.ts';
import type { ResponseMeta } from '../response.ts';
import { SdkClient, type SdkClientOptions } from '../sdk-client.ts';
import { findDomTexts } from './dom.ts';
import { Emitter } from './events.ts';
import { InstantBatcher } from './instant-batcher.ts';
import { PhraseCollector } from './phrase-collector.ts';

/** Options of a LocaleSync runtime: the SdkClient's, plus the page's locale. */
export interface LocaleSyncOptions extends SdkClientOptions {
  /** The locale the page shows (a BCP 47 code the project supports), e.g. `de`. */
  locale: string;
  /** The locale of the texts passed to `translate()`. Default: the project's source locale. */
  sourceLocale?: string;
  /** How long `translate()` waits for more calls before sending a batch, in ms. Default 10. */
  batchDelayMs?: number;
  /** The page address recorded with collected phrases. Default: `location.href` where there is one. */
  pageUrl?: () => string | undefined;
}

/** Events of a LocaleSync runtime and what each listener receives. */
export interface LocaleSyncEvents {
  /** The project's settings were read (at start and whenever a revalidation found them changed). */
  settings: ProjectSettings;
  /** The approved translations were read or revalidated; `changed` is false after a 304. */
  translations: { locale: string; translations: Record<string, string>; changed: boolean };
  /** An answer came through the server's fail-open path (`X-SDK-FailOpen: true`). */
  failopen: ResponseMeta;
  /** A batch of phrases was stored. */
  phrases: BatchExtractResponse & { sourceType: string };
  /** The server answered 429: no phrases are sent, and no texts translated, for `retryAfterMs`. */
  ratelimited: { retryAfterMs: number };
  /** Something failed in the background (revalidation, a phrase send); `translate()` rejects instead. */
  error: { operation: 'settings' | 'translations' | 'phrases'; error: unknown };
}

/** `sourceType` of phrases collected from `translate()` calls and from the page. */
export const SOURCE_TYPE_CALL = 'translate';
export const SOURCE_TYPE_DOM = 'dom';

/**
 * The browser runtime: follows the project's settings (GET /projects/key/:key). Approved
 * translations are kept for `instantTranslation.cacheTtlMs` and then revalidated with their ETag;
 * `translate()` calls for other texts are batched into POST /translate/instant; texts seen are
 * collected as phrases and sent as `extraction` says. A 403 origin_not_allowed stops it for good:
 * every later call fails with the same OriginNotAllowedError, and nothing is sent again.
 */
export class LocaleSync {
  readonly client: SdkClient;
  readonly locale: string;
  readonly #options: LocaleSyncOptions;
  readonly #events = new Emitter<LocaleSyncEvents>();
  readonly #batcher: InstantBatcher;
  readonly #collector: PhraseCollector;
  #settings: ProjectSettings | undefined;
  #started: Promise<ProjectSettings> | undefined;
  #approved: Record<string, string> = Object.create(null);
  /** Instant translations, kept as long as the approved ones. */
  #instant = new Map<string, string>();
  #fetchedAt = 0;
  #refreshing: Promise<boolean> | undefined;
  #pausedUntil = 0;
  #rateLimit: HttpError | undefined;
  #blocked: OriginNotAllowedError | undefined;
  #stopped = false;
  #failOpen = false;

  constructor(options: LocaleSyncOptions) {
    if (!options.locale) throw new TypeError('locale is required: the locale the page shows, e.g. "de"');
    this.locale = options.locale;
    this.#options = options;
    this.client = new SdkClient({
      // Fewer and shorter retries than a CI job's: a page should not hang on a missing server.
      timeoutMs: 15_000,
      ...options,
      // A partial retry option (only maxAttempts, say) keeps the other page defaults.
      retry: { maxAttempts: 3, budgetMs: 15_000, ...options.retry },
      onResponse: (meta) => {
        this.#failOpen = meta.failOpen;
        if (meta.failOpen) this.#events.emit('failopen', meta);
        options.onResponse?.(meta);
      },
    });
    this.#batcher = new InstantBatcher({
      send: (texts) => this.#translateBatch(texts),
      batchSize: () => this.#settings?.instantTranslation.batchSize ?? 1,
      delayMs: options.batchDelayMs ?? 10,
    });
    this.#collector = new PhraseCollector({
      settings: () => {
        const extraction = this.#settings?.extraction;
        return {
          enabled: extraction?.extractPhrases === true && !this.#blocked,
          sendFrequency: extraction?.sendFrequency ?? 0,
          minStringsToSend: extraction?.minStringsToSend ?? 0,
        };
      },
      send: (sourceType, phrases) =>
        this.client.extractPhrases({ sourceType, phrases, ...this.#sourceUrl() }),
      onSent: (result) => this.#events.emit('phrases', result),
      onError: (error) => {
        this.#noteBlocked(error);
        this.#events.emit('error', { operation: 'phrases', error });
      },
      onRateLimited: (retryAfterMs) => this.#events.emit('ratelimited', { retryAfterMs }),
    });
  }

  /** Listens to an event; returns the function that stops listening. */
  on<K extends keyof LocaleSyncEvents>(
    event: K,
    listener: (payload: LocaleSyncEvents[K]) => void,
  ): () => void {
    return this.#events.on(event, listener);
  }

  /** The project's settings, once `start()` has read them. */
  get settings(): ProjectSettings | undefined {
    return this.#settings;
  }

  /** Whether the last answer came through the server's fail-open path (`X-SDK-FailOpen`). */
  get failOpen(): boolean {
    return this.#failOpen;
  }

  /** Phrases collected and not sent yet. */
  get waitingPhrases(): number {
    return this.#collector.waiting;
  }

  /**
   * Reads the project's settings and, unless the page shows the source locale, its approved
   * translations. Called by the first `translate()` if not before; calling it again returns the
   * same promise. Rejects with the typed error of the request that failed.
   */
  start(): Promise<ProjectSettings> {
    this.#started ??= this.#load().catch((err: unknown) => {
      this.#noteBlocked(err);
      // A later call may try again, unless the origin is refused (that will not change by retrying).
      if (!this.#blocked) this.#started = undefined;
      throw err;
    });
    return this.#started;
  }

  /**
   * The text in the page's locale: the approved translation when there is one, else an instant
   * translation (batched with other calls, when the project enables instant translation), else
   * the text itself. The text is also collected as a phrase when the project extracts phrases.
   * Rejects with the typed error of its batch (HttpError, NetworkError, OriginNotAllowedError…),
   * and while a 429's Retry-After runs, with that 429.
   */
  async translate(text: string): Promise<string> {
    const settings = await this.#ready();
    this.#collector.add(SOURCE_TYPE_CALL, text, undefined, this.#location());
    if (this.#stale()) void this.refresh().catch(() => undefined);
    const known = this.lookup(text);
    if (known !== undefined) return known;
    if (!settings.instantTranslation.enabled || text.trim() === '') return text;
    if (this.#rateLimit && Date.now() < this.#pausedUntil) throw this.#rateLimit;
    return this.#batcher.add(text);
  }

  /** The translation known right now for `text` (approved, or instant from an earlier call), else undefined. */
  lookup(text: string): string | undefined {
    if (this.locale === this.#sourceLocale()) return text;
    return this.#approved[text] ?? this.#instant.get(text);
  }

  /**
   * Collects one text as a phrase (when the project extracts phrases); resolves with whether it was
   * queued (false when extraction is off, the text is empty or too long, or it was sent already).
   */
  async collect(
    text: string,
    options: { context?: string; location?: PhraseLocation; sourceType?: string } = {},
  ): Promise<boolean> {
    await this.#ready();
    return this.#collector.add(
      options.sourceType ?? SOURCE_TYPE_CALL,
      text,
      options.context,
      options.location ?? this.#location(),
    );
  }

  /**
   * Collects the texts of the page under `root` (default: `document.body`) as phrases of source
   * type `dom`, each located by the page's address (`url`), its element's path (`path`) and tag
   * name (`element`), and for an attribute's text `context: "attribute title"`. Resolves with how many
   * were queued.
   */
  async collectFromDom(root?: ParentNode): Promise<number> {
    await this.#ready();
    const from = root ?? globalThis.document?.body;
    if (!from) throw new TypeError('collectFromDom needs a root element: there is no document here');
    const url = this.#pageUrl();
    let queued = 0;
    for (const found of findDomTexts(from)) {
      const location: PhraseLocation = {
        ...(url && { url }),
        path: found.path,
        element: found.element,
        ...(found.attribute && { context: `attribute ${found.attribute}` }),
      };
      if (this.#collector.add(SOURCE_TYPE_DOM, found.text, undefined, location)) queued++;
    }
    return queued;
  }

  /** Sends every collected phrase now, whatever `minStringsToSend` says. */
  flush(): Promise<void> {
    return this.#collector.flush();
  }

  /**
   * Revalidates the settings and the approved translations with their ETags (a 304 costs no body).
   * Resolves with whether the translations changed.
   */
  refresh(): Promise<boolean> {
    this.#refreshing ??= this.#revalidate().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  }

  /**
   * Stops the runtime: timers are cleared and texts waiting for a batch are sent. With `flush`
   * (the default) collected phrases are sent first, unless a 429 asked to wait; without it they
   * are dropped. Later calls to `translate()` reject.
   */
  async stop(options: { flush?: boolean } = {}): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    await Promise.all([this.#batcher.flush(), this.#collector.stop(options.flush ?? true)]);
    this.#events.clear();
  }

  async #ready(): Promise<ProjectSettings> {
    if (this.#stopped) throw new Error('this LocaleSync is stopped: create a new one to translate again');
    if (this.#blocked) throw this.#blocked;
    return this.#settings ?? this.start();
  }

  async #load(): Promise<ProjectSettings> {
    const settings = await this.client.getProjectSettings();
    this.#settings = settings;
    this.#events.emit('settings', settings);
    await this.#loadTranslations();
    return settings;
  }

  async #revalidate(): Promise<boolean> {
    const before = this.#settings;
    try {
      const settings = await this.client.getProjectSettings();
      this.#settings = settings;
      // The client hands back the same object on a 304.
      if (settings !== before) this.#events.emit('settings', settings);
    } catch (error) {
      this.#fail('settings', error);
      throw error;
    }
    try {
      return await this.#loadTranslations();
    } catch (error) {
      this.#fail('translations', error);
      throw error;
    }
  }

  /** Reads (or revalidates) the approved translations; resolves with whether they changed. */
  async #loadTranslations(): Promise<boolean> {
    this.#fetchedAt = Date.now();
    if (this.locale === this.#sourceLocale()) return false;
    const translations = await this.client.getTranslations(this.locale);
    const changed = translations !== this.#approved;
    if (changed) this.#approved = translations;
    this.#instant.clear();
    this.#events.emit('translations', { locale: this.locale, translations, changed });
    return changed;
  }

  async #translateBatch(texts: string[]): Promise<string[]> {
    const sourceLanguage = this.#sourceLocale();
    try {
      const answer = await this.client.translateInstant({
        texts,
        sourceLanguage,
        targetLanguage: this.locale,
      });
      for (const [i, translation] of answer.translations.entries()) {
        this.#instant.set(texts[i] as string, translation);
      }
      return answer.translations;
    } catch (err) {
      this.#noteBlocked(err);
      if (err instanceof HttpError && err.status === 429) {
        const retryAfterMs = (err.retryAfterSeconds ?? 1) * 1000;
        this.#rateLimit = err;
        this.#pausedUntil = Date.now() + retryAfterMs;
        this.#events.emit('ratelimited', { retryAfterMs });
      }
      throw err;
    }
  }

  #fail(operation: 'settings' | 'translations', error: unknown): void {
    this.#noteBlocked(error);
    this.#events.emit('error', { operation, error });
  }

  /** An origin refusal ends everything: nothing this page sends will be accepted. */
  #noteBlocked(err: unknown): void {
    if (!(err instanceof OriginNotAllowedError) || this.#blocked) return;
    this.#blocked = err;
    this.#batcher.cancel(err);
    void this.#collector.stop(false);
  }

  #stale(): boolean {
    const ttl = this.#settings?.instantTranslation.cacheTtlMs ?? 0;
    return Date.now() - this.#fetchedAt >= ttl;
  }

  #sourceLocale(): string {
    return this.#options.sourceLocale ?? this.#settings?.sourceLocale ?? '';
  }

  #pageUrl(): string | undefined {
    return this.#options.pageUrl ? this.#options.pageUrl() : globalThis.location?.href;
  }

  #location(): PhraseLocation | undefined {
    const url = this.#pageUrl();
    return url ? { url } : undefined;
  }

  #sourceUrl(): { sourceUrl?: string } {
    const url = this.#pageUrl();
    return url ? { sourceUrl: url.slice(0, 2048) } : {};
  }
}
