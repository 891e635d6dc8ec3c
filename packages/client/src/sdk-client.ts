import type {
  BatchExtractResponse,
  InstantRequest,
  InstantResponse,
  PhraseBatch,
  ProjectSettings,
} from '@locale-sync/protocol';
import type { BodyCheck } from './check.ts';
import { HttpError } from './errors.ts';
import { type ResponseMeta, readResponse, responseMeta } from './response.ts';
import { fetchWithRetry, type TransportOptions } from './retry.ts';
import {
  batchExtractResponseCheck,
  instantResponseCheck,
  projectSettingsCheck,
  translationsCheck,
} from './sdk-bodies.ts';
import { checkBaseUrl, joinUrl } from './url.ts';
import {
  DEFAULT_SDK_BASE_URL,
  DEFAULT_SDK_QA_BASE_URL,
  HEADER_PROJECT_KEY,
  MAX_INSTANT_TEXTS,
  MAX_PHRASES_PER_BATCH,
} from './wire.ts';

/** Default size limit of SDK answers: settings and one locale's translations fit many times over. */
export const SDK_MAX_RESPONSE_BYTES = 8 * 2 ** 20;

export interface SdkClientOptions extends TransportOptions {
  projectKey: string;
  /** `production` (default) or `qa`; ignored when `baseUrl` is set. */
  environment?: 'production' | 'qa';
  /** Base address of the public SDK API, ending in /api/v1. */
  baseUrl?: string;
  onResponse?: (meta: ResponseMeta) => void;
}

/**
 * Client of the public SDK API. Browser-safe: it uses only `fetch`, so Node callers inject a
 * proxy-aware fetch (`createNodeFetch` from `@locale-sync/client/node`) when they need one. Answers
 * are checked with the small checks of sdk-bodies.ts, not zod, to keep the browser bundle small.
 */
export class SdkClient {
  readonly baseUrl: string;
  #options: SdkClientOptions;
  #last: ResponseMeta | undefined;
  #etags = new Map<string, { etag: string; body: unknown }>();

  constructor(options: SdkClientOptions) {
    if (!options.projectKey) throw new TypeError('projectKey is required');
    const fallback = options.environment === 'qa' ? DEFAULT_SDK_QA_BASE_URL : DEFAULT_SDK_BASE_URL;
    this.baseUrl = checkBaseUrl(options.baseUrl ?? fallback, 'baseUrl');
    this.#options = { addressSetting: 'baseUrl', maxResponseBytes: SDK_MAX_RESPONSE_BYTES, ...options };
  }

  /** Metadata of the last answer received; `failOpen` tells whether the quota fail-open path was used. */
  get lastResponse(): ResponseMeta | undefined {
    return this.#last;
  }

  /** `GET /projects/key/:projectKey`. */
  getProjectSettings(): Promise<ProjectSettings> {
    return this.#getCached(
      `/projects/key/${encodeURIComponent(this.#options.projectKey)}`,
      projectSettingsCheck,
    );
  }

  /**
   * `GET /translate/:projectKey/:langCode`: approved translations keyed by source text, in a
   * null-prototype object (a source text such as `constructor` or `__proto__` is just a key).
   */
  async getTranslations(locale: string): Promise<Record<string, string>> {
    const path = `/translate/${encodeURIComponent(this.#options.projectKey)}/${encodeURIComponent(locale)}`;
    const body = await this.#getCached(path, translationsCheck);
    return body.translations;
  }

  /**
   * `POST /phrases/batch-extract`, split into requests of at most 500 phrases, sent one after the
   * other. Counts are summed; `total` is the project's count after the last request.
   */
  async extractPhrases(
    batch: Omit<PhraseBatch, 'projectKey'> & { projectKey?: string },
  ): Promise<BatchExtractResponse> {
    const result: BatchExtractResponse = { received: 0, created: 0, merged: 0, total: 0 };
    for (const phrases of chunks(batch.phrases, MAX_PHRASES_PER_BATCH)) {
      const part = await this.#post(
        '/phrases/batch-extract',
        { ...batch, projectKey: batch.projectKey ?? this.#options.projectKey, phrases },
        {},
        batchExtractResponseCheck,
      );
      result.received += part.received;
      result.created += part.created;
      result.merged += part.merged;
      result.total = part.total;
    }
    return result;
  }

  /**
   * `POST /translate/instant`, split into requests of at most 50 texts; the answer keeps the order
   * and length of `texts`.
   */
  async translateInstant(request: InstantRequest): Promise<InstantResponse> {
    const translations: string[] = [];
    const sources: InstantResponse['sources'] = [];
    let timestamp = new Date().toISOString();
    for (const texts of chunks(request.texts, MAX_INSTANT_TEXTS)) {
      const part = await this.#post(
        '/translate/instant',
        { ...request, texts },
        { [HEADER_PROJECT_KEY]: this.#options.projectKey },
        instantResponseCheck,
      );
      if (part.translations.length !== texts.length) {
        throw new TypeError(
          `instant translation answered ${part.translations.length} translations for ${texts.length} texts`,
        );
      }
      translations.push(...part.translations);
      sources.push(...part.sources);
      timestamp = part.timestamp;
    }
    return {
      translations,
      sources,
      sourceLanguage: request.sourceLanguage,
      targetLanguage: request.targetLanguage,
      timestamp,
    };
  }

  async #getCached<T>(path: string, check: BodyCheck<T>): Promise<T> {
    const url = joinUrl(this.baseUrl, path);
    const cached = this.#etags.get(url);
    const { response, attempts } = await fetchWithRetry(
      url,
      () => ({
        method: 'GET',
        headers: { accept: 'application/json', ...(cached && { 'if-none-match': cached.etag }) },
      }),
      this.#options,
    );
    this.#record(response, attempts);
    if (response.status === 304 && cached) return cached.body as T;
    const body = await readResponse(response, check, url, attempts).catch(wrongAddress(path));
    const etag = response.headers.get('etag');
    if (etag) this.#etags.set(url, { etag, body });
    return body;
  }

  async #post<T>(
    path: string,
    body: unknown,
    headers: Record<string, string>,
    check: BodyCheck<T>,
  ): Promise<T> {
    const url = joinUrl(this.baseUrl, path);
    const json = JSON.stringify(body);
    const { response, attempts } = await fetchWithRetry(
      url,
      () => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: json,
      }),
      this.#options,
    );
    this.#record(response, attempts);
    return readResponse(response, check, url, attempts).catch(wrongAddress(path));
  }

  #record(response: Response, attempts: number): void {
    this.#last = responseMeta(response, attempts);
    this.#options.onResponse?.(this.#last);
  }
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * A 404 that is not the API's answer about a project or a locale means no such route: the address
 * is wrong (most often `baseUrl` without its `/api/v1`). Its error says so; any other error is kept.
 */
function wrongAddress(path: string): (err: unknown) => never {
  return (err) => {
    if (!(err instanceof HttpError) || err.status !== 404 || err.code === 'project_not_found') throw err;
    // GET /translate/:key/:lang answers not_found for a locale the project lacks (the reference
    // server says "no route …" when the route itself is unknown).
    const locale =
      err.code === 'not_found' && path.startsWith('/translate/') && path !== '/translate/instant';
    if (locale && !err.message.startsWith('no route ')) throw err;
    throw new HttpError({
      status: err.status,
      code: err.code,
      message: `${err.message} (check baseUrl: the SDK API's base address, ending with /api/v1, e.g. http://127.0.0.1:8787/api/v1)`,
      details: err.details,
      requestId: err.requestId,
      url: err.url,
      attempts: err.attempts,
      retryAfterSeconds: err.retryAfterSeconds,
    });
  };
}
