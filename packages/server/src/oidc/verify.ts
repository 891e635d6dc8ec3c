import { SIGNATURE_WINDOW_SECONDS } from '@locale-sync/protocol';
import { decodeJwt, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { ServerConfig } from '../config.ts';
import type { TokenClaims } from '../domain/trust.ts';
import { IssuerKeys, IssuerUnavailableError, UnknownKeyError } from './keys.ts';

/** Only public-key algorithms: a symmetric one would let anyone who knows the public key sign. */
export const ACCEPTED_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];
/** Budget of a token: GitHub's are about 1.5 kB. */
export const MAX_TOKEN_LENGTH = 16 * 1024;

/** A token that does not verify: a 401 whose message says what was wrong. */
export class TokenRejectedError extends Error {
  override name = 'TokenRejectedError';
}

export { IssuerUnavailableError };

const stringClaim = z.string().max(1024).optional();
/** The claims policies and the history use; the rest of the token is ignored. */
const claimsSchema = z.object({
  iss: z.string(),
  repository: stringClaim,
  repository_id: stringClaim,
  ref: stringClaim,
  environment: stringClaim,
  workflow_ref: stringClaim,
  sha: stringClaim,
  run_id: stringClaim,
  actor: stringClaim,
  event_name: stringClaim,
});

/** A verified token's claims: the ones policies test, and the ones the push history keeps. */
export type VerifiedClaims = z.infer<typeof claimsSchema> & TokenClaims;

/** Verifies OIDC ID tokens against the configured issuers and the server's public origin. */
export class OidcVerifier {
  readonly #config: ServerConfig['oidc'];
  readonly #keys: IssuerKeys;
  readonly #now: () => number;

  constructor(config: ServerConfig['oidc'], deps: { fetch: typeof fetch; now: () => number }) {
    this.#config = config;
    this.#now = deps.now;
    this.#keys = new IssuerKeys({
      fetch: deps.fetch,
      now: deps.now,
      fetchTimeoutMs: config.fetchTimeoutMs,
      refreshIntervalSeconds: config.refreshIntervalSeconds,
    });
  }

  /**
   * The token's claims once its signature (by a key its issuer publishes), issuer, audience,
   * expiry and not-before check out, with the clock tolerance of signed requests. Throws
   * TokenRejectedError (401) or IssuerUnavailableError (503).
   */
  async verify(token: string): Promise<VerifiedClaims> {
    const audience = this.#config.audience;
    if (audience === null) {
      throw new TokenRejectedError(
        'this server does not accept OIDC tokens: its operator has not set PUBLIC_ORIGIN; sign with the sync secret instead',
      );
    }
    let alg: string | undefined;
    let iss: unknown;
    try {
      alg = decodeProtectedHeader(token).alg;
      iss = decodeJwt(token).iss;
    } catch {
      throw new TokenRejectedError(
        'the Authorization token is not a JWT (header.payload.signature, base64url)',
      );
    }
    if (alg === undefined || !ACCEPTED_ALGORITHMS.includes(alg)) {
      throw new TokenRejectedError(
        `token algorithm ${JSON.stringify(alg ?? null)} is not accepted (expected one of ${ACCEPTED_ALGORITHMS.join(', ')})`,
      );
    }
    if (typeof iss !== 'string' || !this.#config.issuers.includes(iss)) {
      throw new TokenRejectedError(
        `token issuer ${JSON.stringify(iss ?? null)} is not trusted by this server (it accepts ${this.#config.issuers.join(', ')}; its operator sets OIDC_ISSUERS)`,
      );
    }
    const now = this.#now();
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, (header) => this.#keys.keyFor(iss, header), {
        issuer: iss,
        audience,
        algorithms: ACCEPTED_ALGORITHMS,
        clockTolerance: SIGNATURE_WINDOW_SECONDS,
        currentDate: new Date(now),
        requiredClaims: ['exp'],
      }));
    } catch (err) {
      throw explain(err, audience, now);
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) {
      throw new TokenRejectedError(
        `token claims are malformed: ${claims.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    }
    return claims.data;
  }
}

/** jose's failures as messages a person can act on; an unreachable issuer stays a 503. */
function explain(err: unknown, audience: string, now: number): Error {
  if (err instanceof IssuerUnavailableError) return err;
  if (err instanceof UnknownKeyError) return new TokenRejectedError(err.message);
  if (err instanceof errors.JWTExpired) {
    const exp =
      typeof err.payload.exp === 'number' ? new Date(err.payload.exp * 1000).toISOString() : 'unknown';
    return new TokenRejectedError(
      `token expired at ${exp} (server time ${new Date(now).toISOString()}, ${SIGNATURE_WINDOW_SECONDS} s tolerance): request a new token`,
    );
  }
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'aud') {
      return new TokenRejectedError(
        `token audience ${JSON.stringify(err.payload.aud ?? null)} is not this server's (${audience}): request the token for ${audience} (the actions' audience input)`,
      );
    }
    if (err.claim === 'nbf') {
      return new TokenRejectedError(
        `token is not valid yet (nbf more than ${SIGNATURE_WINDOW_SECONDS} s ahead of the server time): check the clocks`,
      );
    }
    return new TokenRejectedError(`token claim ${err.claim} rejected: ${err.reason}`);
  }
  if (err instanceof errors.JWSSignatureVerificationFailed) {
    return new TokenRejectedError(
      "token signature does not verify against its issuer's key: the token was altered or not signed by its issuer",
    );
  }
  if (err instanceof errors.JOSEError) return new TokenRejectedError(`token rejected: ${err.message}`);
  return err instanceof Error ? err : new Error(String(err));
}
