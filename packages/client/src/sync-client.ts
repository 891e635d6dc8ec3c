import {
  type BranchCloseResponse,
  DEFAULT_API_URL,
  GZIP_THRESHOLD_BYTES,
  HEADER_BRANCH,
  HEADER_LIST_KEYS,
  HEADER_LIST_KEYS_TOTAL,
  MAX_LIST_KEYS,
  type PullOptions,
  type PullResponse,
  type PushFile,
  type PushResponse,
  type PushSource,
  type PushStateFile,
  type PushStateResponse,
  SYNC_BRANCH_CLOSE_PATH,
  SYNC_PULL_PATH,
  SYNC_PUSH_PATH,
  SYNC_PUSH_STATE_PATH,
} from '@locale-sync/protocol';
import { bearerRequest, signRequest } from '@locale-sync/protocol/signing';
import type { BodyCheck } from './check.ts';
import { RequestBodyError } from './errors.ts';
import { type PullStream, readPullStream } from './pull-stream.ts';
import { type PushAnswer, readPushAnswer } from './push-answer.ts';
import { type PushFileSource, pushBody, readAllFiles } from './push-body.ts';
import { type ResponseMeta, readResponse, responseMeta } from './response.ts';
import { DEFAULT_MAX_RESPONSE_BYTES, fetchWithRetry, type TransportOptions } from './retry.ts';
import {
  branchCloseResponseCheck,
  pullResponseCheck,
  pushResponseCheck,
  pushStateResponseCheck,
} from './sync-bodies.ts';
import { checkBaseUrl, joinUrl } from './url.ts';

export interface SyncClientOptions extends TransportOptions {
  /** Base address of the sync API, ending in /api/v1. Default: the hosted service. */
  apiUrl?: string;
  projectKey: string;
  /** The sync secret; only used to sign, never sent or logged. Give this or `idToken`, not both. */
  secret?: string;
  /**
   * An OIDC ID token (GitHub Actions' `core.getIDToken`) sent as `Authorization: Bearer` on every
   * request in place of a signature (keyless sync). Give this or `secret`, not both.
   */
  idToken?: string;
  /** Told about every answer (status, fail-open flag, request id). */
  onResponse?: (meta: ResponseMeta) => void;
  /**
   * The project branch every request works on, sent as the signed `x-sync-branch` header; absent or
   * '' for main.
   */
  branch?: string | undefined;
}

export interface PushOptions {
  source?: PushSource;
  dryRun?: boolean;
}

/** Options of `pushStream`: a push's, and how many keys of each list of the answer to keep. */
export interface PushStreamOptions extends PushOptions {
  /**
   * Keys kept of each locale's `created`, `updated` and `obsolete` lists in the answer, with their
   * counts (`ListedPlan.counts`); undefined: every key.
   */
  listKeys?: number | undefined;
  /**
   * Keys the answer lists at most of each of `created`, `updated` and `obsolete` over all its
   * locales, the first ones' first (sent as `x-sync-list-keys-total`): what the caller's reports show
   * in all. Undefined: no such bound. A server that predates the header lists them all.
   */
  listKeysTotal?: number | undefined;
}

export type PullRequestOptions = Partial<Omit<PullOptions, 'locales'>> & { locales?: readonly string[] };

/** Signed client of the sync API (push, push/state, pull, branch/close). Node only. */
export class SyncClient {
  readonly apiUrl: string;
  #options: SyncClientOptions;
  #last: ResponseMeta | undefined;

  constructor(options: SyncClientOptions) {
    if (!options.projectKey) throw new TypeError('projectKey is required');
    if (!options.secret === !options.idToken) throw new TypeError('give exactly one of secret and idToken');
    this.apiUrl = checkBaseUrl(options.apiUrl ?? DEFAULT_API_URL, 'apiUrl');
    this.#options = { addressSetting: 'api-url', ...options };
  }

  /** Metadata of the last answer received, if any. */
  get lastResponse(): ResponseMeta | undefined {
    return this.#last;
  }

  /**
   * Uploads translation files, one per (locale, resource). With `dryRun` the server only answers
   * what would change.
   */
  async push(files: readonly PushFile[], options: PushOptions = {}): Promise<PushResponse> {
    const body = pushBody(files, options);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(body.compressed && { 'content-encoding': 'gzip' }),
    };
    const { response, attempts, url } = await this.#request(
      'POST',
      SYNC_PUSH_PATH,
      '',
      headers,
      () => body.open(),
      pushTransport(options.dryRun),
    );
    return readResponse(response, pushResponseCheck, url, attempts);
  }

  /**
   * The same push, its files read from `source` one at a time as the body is sent (and again on a
   * retry), so that the caller never holds them all; a small push is read whole and sent as `push`
   * sends it. An error `source` throws while the body is sent cuts the request off before its end,
   * so the server stores nothing, and is thrown as it is, not retried. The answer is read one
   * locale's plan at a time, each key list cut to its first `listKeys` keys when given (see
   * `readPushAnswer`).
   */
  async pushStream(source: PushFileSource, options: PushStreamOptions = {}): Promise<PushAnswer> {
    const small = source.contentBytes <= GZIP_THRESHOLD_BYTES;
    const body = pushBody(small ? await readAllFiles(source) : source, options);
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(body.compressed && { 'content-encoding': 'gzip' }),
      // The server then sends only the keys kept; one that does not know the header sends them all.
      ...(listableKeys(options.listKeys) && { [HEADER_LIST_KEYS]: String(options.listKeys) }),
      ...(listableKeys(options.listKeysTotal) && {
        [HEADER_LIST_KEYS_TOTAL]: String(options.listKeysTotal),
      }),
    };
    try {
      const { response, attempts, url } = await this.#request(
        'POST',
        SYNC_PUSH_PATH,
        '',
        headers,
        () => body.open(),
        pushTransport(options.dryRun),
      );
      return await readPushAnswer(response, url, attempts, {
        maxBytes: this.#options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
        listKeys: options.listKeys,
      });
    } catch (err) {
      throw err instanceof RequestBodyError ? err.cause : err;
    }
  }

  /**
   * Asks which of the files a push would send the service already holds at that SHA-256 (the
   * changed-only push's first step). A server without this step answers 404 or 405, one whose body
   * limit is smaller than the list 413 (an HttpError each): push every file then. Sent uncompressed.
   */
  async pushState(files: readonly PushStateFile[]): Promise<PushStateResponse> {
    const payload = new Uint8Array(Buffer.from(JSON.stringify({ files }), 'utf8'));
    const headers = { 'content-type': 'application/json', accept: 'application/json' };
    return this.#send('POST', SYNC_PUSH_STATE_PATH, '', headers, () => payload, pushStateResponseCheck);
  }

  /**
   * Downloads translation files rendered in the requested format and structure: the default
   * resource's, or with `resources: 'all'` one file per (locale, resource).
   */
  async pull(options: PullRequestOptions = {}): Promise<PullResponse> {
    return this.#send('GET', SYNC_PULL_PATH, pullSearch(options), PULL_HEADERS, undefined, pullResponseCheck);
  }

  /**
   * The same pull, read as it arrives: the answer's head, then its files one at a time, so that a
   * caller can apply each file and let it go (see `readPullStream`).
   */
  async pullStream(options: PullRequestOptions = {}): Promise<PullStream> {
    const { response, attempts, url } = await this.#request(
      'GET',
      SYNC_PULL_PATH,
      pullSearch(options),
      PULL_HEADERS,
      undefined,
    );
    return readPullStream(
      response,
      url,
      attempts,
      this.#options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    );
  }

  /**
   * Closes the client's branch (the pull request closed): merged, its translations move to main;
   * not merged, it is deleted. Throws without a branch.
   */
  async closeBranch(merged: boolean): Promise<BranchCloseResponse> {
    if (!this.#options.branch) throw new TypeError('closeBranch needs the branch option');
    const payload = new Uint8Array(Buffer.from(JSON.stringify({ merged }), 'utf8'));
    const headers = { 'content-type': 'application/json', accept: 'application/json' };
    return this.#send('POST', SYNC_BRANCH_CLOSE_PATH, '', headers, () => payload, branchCloseResponseCheck);
  }

  async #send<T>(
    method: 'GET' | 'POST',
    path: string,
    search: string,
    headers: Record<string, string>,
    /** A fresh body for each try (a stream is read once). */
    body: (() => Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>) | undefined,
    schema: BodyCheck<T>,
  ): Promise<T> {
    const { response, attempts, url } = await this.#request(method, path, search, headers, body);
    return readResponse(response, schema, url, attempts);
  }

  /** Sends one signed request (with its retries) and returns the answer unread. */
  async #request(
    method: 'GET' | 'POST',
    path: string,
    search: string,
    headers: Record<string, string>,
    body: (() => Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>) | undefined,
    transport: Partial<TransportOptions> = {},
  ): Promise<{ response: Response; attempts: number; url: string }> {
    const url = joinUrl(this.apiUrl, path) + search;
    const { projectKey, secret, idToken, branch } = this.#options;
    const { response, attempts } = await fetchWithRetry(
      url,
      () => {
        const sent = body?.();
        return {
          method,
          // Signed (or stamped) afresh for every try: a retried request must not reuse a nonce.
          headers: {
            ...headers,
            ...(idToken
              ? {
                  ...bearerRequest({ projectKey, token: idToken }),
                  ...(branch !== undefined && { [HEADER_BRANCH]: branch }),
                }
              : signRequest({ method, path, projectKey, secret: secret as string, branch })),
          },
          ...(sent !== undefined && { body: sent }),
          // A streamed body goes out as the server reads it (fetch requires saying so).
          ...(sent instanceof ReadableStream && { duplex: 'half' as const }),
        } as RequestInit;
      },
      { ...this.#options, ...transport },
    );
    this.#last = responseMeta(response, attempts);
    this.#options.onResponse?.(this.#last);
    return { response, attempts, url };
  }
}

const PULL_HEADERS = { accept: 'application/json' };

/**
 * A push that stores is not sent again once a try's answer is late: the server may have taken it and
 * still be applying it (it holds the project for the push's whole length), and a second copy would be
 * applied after it, its answer reporting nothing changed. A dry run stores nothing and is retried.
 */
function pushTransport(dryRun: boolean | undefined): Partial<TransportOptions> {
  return dryRun === true ? {} : { retryLateAnswers: false };
}

/** The query of a pull. */
function pullSearch(options: PullRequestOptions): string {
  const query = new URLSearchParams();
  query.set('format', options.format ?? 'json');
  query.set('structure', options.structure ?? 'flat');
  query.set('status', options.status ?? 'approved');
  if (options.locales && options.locales.length > 0) query.set('locales', options.locales.join(','));
  // Sent only when asked for. A server that predates resources ignores it and answers the default
  // resource alone, without `resources` in its answer: that absence is how a client tells.
  if (options.resources) query.set('resources', options.resources);
  return `?${query}`;
}

/** True when `listKeys` can be sent as `x-sync-list-keys` (else the answer is cut as it is read). */
function listableKeys(listKeys: number | undefined): listKeys is number {
  return (
    listKeys !== undefined && Number.isSafeInteger(listKeys) && listKeys >= 0 && listKeys <= MAX_LIST_KEYS
  );
}
