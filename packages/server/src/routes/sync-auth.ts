import {
  BRANCH_PATTERN,
  HEADER_AUTHORIZATION,
  HEADER_BRANCH,
  HEADER_NONCE,
  HEADER_PROJECT_KEY,
  HEADER_SIGNATURE,
  HEADER_TIMESTAMP,
  NONCE_RETENTION_SECONDS,
  SIGNATURE_WINDOW_SECONDS,
} from '@locale-sync/protocol';
import {
  buildSigningPayload,
  NONCE_PATTERN,
  PROJECT_KEY_PATTERN,
  TIMESTAMP_PATTERN,
  verifySignature,
} from '@locale-sync/protocol/signing';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { ApiError } from '../errors.ts';
import { STORE_RETRY_AFTER_SECONDS } from '../http/rate-limits.ts';
import { authenticateBearer } from '../oidc/bearer.ts';
import { StorageBusyError } from '../storage/busy.ts';
import type { ProjectRecord } from '../storage/types.ts';

/** A header a sync request must carry, and its form. */
export interface HeaderRule {
  name: string;
  pattern: RegExp;
  expected: string;
}

/** The headers both ways of authenticating share: project key, timestamp and nonce. */
export const STAMP_RULES: HeaderRule[] = [
  {
    name: HEADER_PROJECT_KEY,
    pattern: PROJECT_KEY_PATTERN,
    expected: 'the project key (letters, digits, _ and -)',
  },
  {
    name: HEADER_TIMESTAMP,
    pattern: TIMESTAMP_PATTERN,
    expected: 'integer Unix time in seconds (10 digits)',
  },
  { name: HEADER_NONCE, pattern: NONCE_PATTERN, expected: '16 to 64 characters of [A-Za-z0-9_-]' },
];

const HEADER_RULES: HeaderRule[] = [
  ...STAMP_RULES,
  {
    name: HEADER_SIGNATURE,
    pattern: /^[0-9a-f]{64}$/,
    expected: '64 lowercase hex characters (HMAC-SHA256)',
  },
];

const BAD_SIGNATURE = 'signature rejected: check project-key and sync-secret';

/**
 * Authenticates a sync request from its headers alone, before the body is read: headers present
 * and well-formed, timestamp within ±300 s (unrounded), signature valid for the project's current (or, during a
 * rotation overlap, previous) secret, nonce unused. An unknown project is answered exactly like a
 * wrong signature. Nonces are recorded only once the signature verifies. A request with
 * `Authorization: Bearer` instead of a signature is keyless (oidc/bearer.ts). Either way the request
 * learns how it authenticated (`request.syncAuth`), which the push records.
 */
export async function authenticateSync(
  ctx: AppContext,
  request: FastifyRequest,
  signedPath: string,
): Promise<ProjectRecord> {
  // Only a Bearer credential makes a request keyless: an Authorization a proxy in front uses for
  // itself (Basic) leaves a signed request signed.
  const authorization = request.headers[HEADER_AUTHORIZATION];
  if (typeof authorization === 'string' && /^bearer /i.test(authorization)) {
    if (request.headers[HEADER_SIGNATURE] !== undefined) {
      throw new ApiError(
        'missing_auth',
        `both ${HEADER_SIGNATURE} and ${HEADER_AUTHORIZATION} were sent: send one, the signature (sync secret) or the Bearer token (OIDC)`,
      );
    }
    return authenticateBearer(ctx, request);
  }
  const values = readHeaders(
    request,
    HEADER_RULES,
    'sign the request with the project key and sync secret, or send an OIDC token as Authorization: Bearer',
  );
  const branch = branchHeader(request);
  const projectKey = values[HEADER_PROJECT_KEY] as string;
  const timestamp = values[HEADER_TIMESTAMP] as string;
  const nonce = values[HEADER_NONCE] as string;
  const signature = values[HEADER_SIGNATURE] as string;

  const now = ctx.clock.now();
  checkWindow(now, timestamp);
  const project = await findProject(ctx, request, projectKey);
  const payload = buildSigningPayload({
    method: request.method,
    path: signedPath,
    projectKey,
    timestamp,
    nonce,
    branch,
  });
  const secrets = project ? activeSecrets(project, now) : [];
  // An unknown project still costs one HMAC, so its answer takes as long as a wrong signature's.
  const candidates = secrets.length > 0 ? secrets : ['unknown-project-placeholder-secret'];
  let valid = false;
  for (const secret of candidates) {
    if (verifySignature(secret, payload, signature)) valid = true;
  }
  if (!project || secrets.length === 0 || !valid) throw new ApiError('bad_signature', BAD_SIGNATURE);
  // Said only to a caller that holds the secret: others cannot learn that the project moved to OIDC.
  if (project.secretsDisabled) {
    throw new ApiError(
      'secret_disabled',
      `project ${project.key} accepts only OIDC tokens (its admin turned sync secrets off with "locale-sync-server trust secrets off"): sync from GitHub Actions with "permissions: id-token: write" and no sync-secret`,
    );
  }
  await useNonce(ctx, request, project, nonce, now, Number(timestamp) * 1000);
  request.syncAuth = { auth: { method: 'secret' }, access: 'push' };
  return project;
}

/** Reads and checks `rules`' headers; a missing one names itself and says what to send (`advice`). */
export function readHeaders(
  request: FastifyRequest,
  rules: HeaderRule[],
  advice: string,
): Record<string, string> {
  const values: Record<string, string> = Object.create(null);
  for (const rule of rules) {
    const raw = request.headers[rule.name];
    if (raw === undefined || raw === '') {
      throw new ApiError('missing_auth', `missing header ${rule.name}: ${advice}`);
    }
    if (typeof raw !== 'string' || !rule.pattern.test(raw)) {
      throw new ApiError('missing_auth', `malformed header ${rule.name}: expected ${rule.expected}`);
    }
    values[rule.name] = raw;
  }
  return values;
}

/** 401 timestamp_out_of_window unless |now − stamp| ≤ 300 s. */
export function checkWindow(now: number, timestamp: string): void {
  const stampMs = Number(timestamp) * 1000;
  // Compared in milliseconds, unrounded: a request is acceptable exactly while |now − stamp| ≤ 300 s,
  // and the nonce is kept past the last such moment.
  const differenceMs = now - stampMs;
  if (Math.abs(differenceMs) > SIGNATURE_WINDOW_SECONDS * 1000) {
    const nowSeconds = Math.floor(now / 1000);
    throw new ApiError(
      'timestamp_out_of_window',
      `${HEADER_TIMESTAMP} ${timestamp} is ${Math.abs(differenceMs) / 1000} s ${differenceMs > 0 ? 'behind' : 'ahead of'} the server time ${nowSeconds} (${new Date(now).toISOString()}); at most ${SIGNATURE_WINDOW_SECONDS} s are accepted: check the runner's clock`,
    );
  }
}

/** The project with `key`, or undefined; 503 when the store cannot answer. */
export async function findProject(
  ctx: AppContext,
  request: FastifyRequest,
  key: string,
): Promise<ProjectRecord | undefined> {
  try {
    return await ctx.storage.getProject(key);
  } catch (err) {
    if (err instanceof StorageBusyError) throw err;
    request.log.error({ err }, 'project lookup failed');
    throw new ApiError(
      'service_unavailable',
      'the project store is unavailable; retry later',
      undefined,
      STORE_RETRY_AFTER_SECONDS,
    );
  }
}

/** Records the nonce for the project: 401 nonce_reused when it was used, 503 when the store fails. */
export async function useNonce(
  ctx: AppContext,
  request: FastifyRequest,
  project: ProjectRecord,
  nonce: string,
  now: number,
  stampMs: number,
): Promise<void> {
  let fresh: boolean;
  try {
    const expiresAt = Math.max(now, stampMs) + NONCE_RETENTION_SECONDS * 1000;
    fresh = await ctx.nonces.use(project.id, nonce, expiresAt, now);
  } catch (err) {
    if (err instanceof StorageBusyError) throw err;
    // Without the nonce store a replay cannot be detected: refuse rather than accept.
    request.log.error({ err }, 'nonce store failed');
    throw new ApiError(
      'service_unavailable',
      'the nonce store is unavailable, so a replay cannot be ruled out; retry later',
      undefined,
      STORE_RETRY_AFTER_SECONDS,
    );
  }
  if (!fresh) {
    throw new ApiError(
      'nonce_reused',
      `${HEADER_NONCE} was already used for this project (a replayed request?): sign every request, and every retry, with a new nonce`,
    );
  }
}

/**
 * The project branch the request names in `x-sync-branch`, checked wherever it is read (it is a
 * signed field, and a name, never a path); undefined when absent or empty (main). Routes read it
 * from the header themselves, so whatever authenticated the request, the branch is the one sent.
 */
export function branchHeader(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADER_BRANCH];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !BRANCH_PATTERN.test(raw)) {
    throw new ApiError(
      'validation_failed',
      `malformed header ${HEADER_BRANCH}: expected a branch name of at most 200 letters, digits and . _ / @ + -, without "..", "//", "@{", or a leading or trailing "/" or "."; set translation-branch to such a name, or to none`,
      [{ location: `headers.${HEADER_BRANCH}`, message: 'not a valid branch name' }],
    );
  }
  return raw;
}

/** The current secret, plus the previous one while its rotation overlap lasts. */
export function activeSecrets(project: ProjectRecord, now: number): string[] {
  const out = [project.syncSecret];
  if (
    project.previousSecret &&
    project.previousSecretExpiresAt !== null &&
    now < project.previousSecretExpiresAt
  ) {
    out.push(project.previousSecret);
  }
  return out;
}
