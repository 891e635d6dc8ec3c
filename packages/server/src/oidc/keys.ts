import { createLocalJWKSet, errors, type JSONWebKeySet, type JWSHeaderParameters } from 'jose';
import { z } from 'zod';
import { isLoopbackHost } from '../config.ts';

/** Budgets of what an issuer may send: its documents are a few kB. */
const MAX_DOCUMENT_BYTES = 256 * 1024;
const MAX_KEYS = 100;
/** Keys older than this are fetched again on next use; if that fails, they keep working. */
const KEYS_MAX_AGE_MS = 60 * 60 * 1000;

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.string() });
const jwksSchema = z.object({ keys: z.array(z.looseObject({ kty: z.string() })).max(MAX_KEYS) });

/** The issuer could not be reached (or answered nonsense) when a key was needed: a 503, not a 401. */
export class IssuerUnavailableError extends Error {
  override name = 'IssuerUnavailableError';
  /** What failed (for the log; the caller, who may be anyone, gets only the message). */
  readonly detail: string;

  constructor(message: string, detail: string) {
    super(message);
    this.detail = detail;
  }
}

/** The issuer was reached and has no key with the token's key id. */
export class UnknownKeyError extends Error {
  override name = 'UnknownKeyError';
}

/** What the cache needs from its surroundings (injected so tests control time and the network). */
export interface IssuerKeysOptions {
  fetch: typeof fetch;
  now: () => number;
  fetchTimeoutMs: number;
  refreshIntervalSeconds: number;
}

interface IssuerState {
  keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  kids: string[];
  fetchedAt: number;
  lastAttemptAt: number;
  lastError: string | undefined;
  inflight: Promise<void> | undefined;
}

/**
 * Each issuer's signing keys, found through its OpenID configuration and kept in memory. An unknown
 * key id fetches them again, at most once per refresh interval per issuer (a stream of tokens with
 * made-up key ids cannot make the server hammer the issuer); keys already held keep working while
 * the issuer is unreachable.
 */
export class IssuerKeys {
  readonly #options: IssuerKeysOptions;
  readonly #states = new Map<string, IssuerState>();

  constructor(options: IssuerKeysOptions) {
    this.#options = options;
  }

  /** The key a token's header names, for jose's jwtVerify. */
  async keyFor(issuer: string, header: JWSHeaderParameters): Promise<CryptoKey> {
    const state = this.#state(issuer);
    const now = this.#options.now();
    if (state.keySet === undefined) {
      if (this.#mayRefresh(state, now) || state.lastError === undefined) await this.#refresh(issuer, state);
      if (state.keySet === undefined) throw this.#unavailable(issuer, state);
    } else if (now - state.fetchedAt > KEYS_MAX_AGE_MS && this.#mayRefresh(state, now)) {
      // A periodic refresh: a failure leaves the keys held in place.
      await this.#refresh(issuer, state);
    }
    try {
      return await (state.keySet as ReturnType<typeof createLocalJWKSet>)(header);
    } catch (err) {
      if (!(err instanceof errors.JWKSNoMatchingKey)) throw err;
    }
    // An unknown key id: the issuer may have rotated its keys since they were fetched.
    if (this.#mayRefresh(state, this.#options.now())) await this.#refresh(issuer, state);
    else if (state.lastError !== undefined) throw this.#unavailable(issuer, state);
    if (state.lastError !== undefined && state.lastAttemptAt > state.fetchedAt) {
      throw this.#unavailable(issuer, state);
    }
    try {
      return await (state.keySet as ReturnType<typeof createLocalJWKSet>)(header);
    } catch (err) {
      if (!(err instanceof errors.JWKSNoMatchingKey)) throw err;
      throw new UnknownKeyError(
        `the issuer ${issuer} has no key with kid ${JSON.stringify(header.kid ?? null)} (it has ${state.kids.map((k) => JSON.stringify(k)).join(', ') || 'none'}); request a new token`,
      );
    }
  }

  #state(issuer: string): IssuerState {
    let state = this.#states.get(issuer);
    if (!state) {
      state = {
        keySet: undefined,
        kids: [],
        fetchedAt: 0,
        lastAttemptAt: -Infinity,
        lastError: undefined,
        inflight: undefined,
      };
      this.#states.set(issuer, state);
    }
    return state;
  }

  #mayRefresh(state: IssuerState, now: number): boolean {
    return now - state.lastAttemptAt >= this.#options.refreshIntervalSeconds * 1000;
  }

  #unavailable(issuer: string, state: IssuerState): IssuerUnavailableError {
    return new IssuerUnavailableError(
      `the token's issuer ${issuer} could not be reached for the signing key the token names, so the token cannot be checked (this is not a rejection of the token); retry later`,
      state.lastError ?? 'no answer',
    );
  }

  /** One fetch of the issuer's keys at a time; the outcome lands in `state`, never thrown. */
  async #refresh(issuer: string, state: IssuerState): Promise<void> {
    if (state.inflight) return state.inflight;
    state.lastAttemptAt = this.#options.now();
    state.inflight = (async () => {
      try {
        const jwks = await this.#fetchKeys(issuer);
        state.keySet = createLocalJWKSet(jwks);
        state.kids = jwks.keys.flatMap((k) => (typeof k.kid === 'string' ? [k.kid] : []));
        state.fetchedAt = this.#options.now();
        state.lastError = undefined;
      } catch (err) {
        state.lastError = err instanceof Error ? err.message : String(err);
      } finally {
        state.inflight = undefined;
      }
    })();
    return state.inflight;
  }

  async #fetchKeys(issuer: string): Promise<JSONWebKeySet> {
    const discoveryUrl = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const discovery = discoverySchema.safeParse(await this.#getJson(discoveryUrl));
    if (!discovery.success)
      throw new Error(`${discoveryUrl} is not an OpenID configuration (no issuer or jwks_uri)`);
    if (discovery.data.issuer !== issuer) {
      throw new Error(`${discoveryUrl} names the issuer ${discovery.data.issuer}, not ${issuer}`);
    }
    const jwksUrl = checkJwksUrl(issuer, discovery.data.jwks_uri);
    const jwks = jwksSchema.safeParse(await this.#getJson(jwksUrl));
    if (!jwks.success) throw new Error(`${jwksUrl} is not a JSON Web Key Set of at most ${MAX_KEYS} keys`);
    return jwks.data as JSONWebKeySet;
  }

  async #getJson(url: string): Promise<unknown> {
    let response: Response;
    try {
      response = await this.#options.fetch(url, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(this.#options.fetchTimeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new Error(
        timedOut
          ? `${url} did not answer within ${this.#options.fetchTimeoutMs} ms`
          : `${url} could not be fetched: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`${url} answered ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_DOCUMENT_BYTES) {
      await response.body?.cancel();
      throw new Error(`${url} sent ${declared} bytes, more than ${MAX_DOCUMENT_BYTES}`);
    }
    const text = await response.text();
    if (Buffer.byteLength(text, 'utf8') > MAX_DOCUMENT_BYTES)
      throw new Error(`${url} sent more than ${MAX_DOCUMENT_BYTES} bytes`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Error(`${url} did not answer JSON`);
    }
  }
}

/** The keys must come from the issuer's own origin, over https (http only for a loopback issuer). */
function checkJwksUrl(issuer: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`the jwks_uri of ${issuer} is not a URL`);
  }
  const issuerUrl = new URL(issuer);
  const allowedHttp =
    url.protocol === 'http:' && isLoopbackHost(url.hostname) && issuerUrl.protocol === 'http:';
  if (url.protocol !== 'https:' && !allowedHttp)
    throw new Error(`the jwks_uri of ${issuer} is not https: ${raw}`);
  if (url.origin !== issuerUrl.origin) {
    throw new Error(`the jwks_uri of ${issuer} (${raw}) is on another origin than the issuer`);
  }
  return url.href;
}
