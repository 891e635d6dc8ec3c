import {
  HEADER_AUTHORIZATION,
  HEADER_NONCE,
  HEADER_PROJECT_KEY,
  HEADER_TIMESTAMP,
} from '@locale-sync/protocol';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { decideTrust } from '../domain/trust.ts';
import { ApiError } from '../errors.ts';
import { checkWindow, findProject, readHeaders, STAMP_RULES, useNonce } from '../routes/sync-auth.ts';
import {
  IssuerUnavailableError,
  MAX_TOKEN_LENGTH,
  TokenRejectedError,
  type VerifiedClaims,
} from './verify.ts';

/** How long a caller waits before trying again when the issuer could not be reached. */
const ISSUER_RETRY_AFTER_SECONDS = 30;
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i;

/** The claims a push's history keeps of a token (never the token). */
const RECORDED_CLAIMS = [
  'repository',
  'repository_id',
  'ref',
  'sha',
  'environment',
  'workflow_ref',
  'run_id',
  'actor',
  'event_name',
] as const;

/**
 * Authenticates a keyless sync request: project key, timestamp and nonce as a signed one has, and
 * an OIDC token in `Authorization: Bearer`. The token is verified before the project is looked up,
 * then must match one of the project's trust policies (403 naming the claim that did not); the
 * nonce is recorded last, as for a signature.
 */
export async function authenticateBearer(ctx: AppContext, request: FastifyRequest) {
  const values = readHeaders(
    request,
    STAMP_RULES,
    'a keyless request carries x-project-key, x-sync-ts and x-sync-nonce with its Bearer token',
  );
  const header = request.headers[HEADER_AUTHORIZATION];
  const match =
    typeof header === 'string' && header.length <= MAX_TOKEN_LENGTH + 7 ? BEARER.exec(header) : null;
  if (!match) {
    throw new ApiError(
      'missing_auth',
      `malformed header ${HEADER_AUTHORIZATION}: expected "Bearer " and an OIDC token (a JWT of at most ${MAX_TOKEN_LENGTH} characters)`,
    );
  }
  const token = match[1] as string;
  const projectKey = values[HEADER_PROJECT_KEY] as string;
  const timestamp = values[HEADER_TIMESTAMP] as string;
  const now = ctx.clock.now();
  checkWindow(now, timestamp);

  let claims: VerifiedClaims;
  try {
    claims = await ctx.oidc.verify(token);
  } catch (err) {
    if (err instanceof IssuerUnavailableError) {
      request.log.warn({ issuerError: err.detail }, 'oidc issuer unreachable');
      throw new ApiError('issuer_unavailable', err.message, undefined, ISSUER_RETRY_AFTER_SECONDS);
    }
    if (err instanceof TokenRejectedError) {
      request.log.info({ reason: err.message }, 'oidc token rejected');
      throw new ApiError('bad_token', err.message);
    }
    throw err;
  }

  const project = await findProject(ctx, request, projectKey);
  const policies = project ? await ctx.storage.trustPolicies(project.id) : [];
  const decision = decideTrust(policies, claims);
  if (!project || !decision.trusted) {
    const claim = decision.trusted ? 'repository' : decision.claim;
    const value = decision.trusted ? claims.repository : decision.value;
    request.log.info(
      { project: projectKey, claim, repository: claims.repository, ref: claims.ref },
      'oidc token not trusted',
    );
    throw new ApiError(
      'token_not_trusted',
      `the token's ${claim} claim (${value === undefined ? 'absent' : JSON.stringify(value)}) is not trusted by project ${projectKey}: its admin adds a trust policy that allows it ("locale-sync-server trust add")`,
      { claim },
    );
  }
  await useNonce(ctx, request, project, values[HEADER_NONCE] as string, now, Number(timestamp) * 1000);
  const recorded: Record<string, string> = Object.create(null);
  for (const name of RECORDED_CLAIMS) {
    const value = claims[name];
    if (value !== undefined) recorded[name] = value;
  }
  request.log.info(
    { project: project.key, policy: decision.policy.id, repository: claims.repository, ref: claims.ref },
    'oidc token accepted',
  );
  request.syncAuth = {
    auth: { method: 'oidc', policyId: decision.policy.id, issuer: claims.iss, claims: { ...recorded } },
    access: decision.policy.access,
  };
  return project;
}
