import { SettingError } from '@locale-sync/sync';
import { COMMON_INPUTS } from './inputs.ts';
import * as core from './runner-protocol.ts';

/** How a run authenticates: the project's sync secret, or an OIDC token the runner issues (keyless). */
export type Credentials = { kind: 'secret'; secret: string } | { kind: 'oidc'; audience: string };

/** The fix for a job with neither a secret nor an OIDC token, both ways. */
export const NO_CREDENTIALS_MESSAGE =
  `no credentials for locale-sync: input '${COMMON_INPUTS.syncSecret.name}' is empty and this job cannot request an OIDC token. ` +
  `Either give the job "permissions: id-token: write" (keyless: the project's admin trusts this repository with "locale-sync-server trust add"), ` +
  `or set '${COMMON_INPUTS.syncSecret.name}' to the project's sync secret (sync-secret: \${{ secrets.LOCALE_SYNC_SECRET }})`;

/** A job that has neither a sync secret nor a way to request an OIDC token. */
export class MissingCredentialsError extends SettingError {
  override name = 'MissingCredentialsError';
  constructor() {
    super(NO_CREDENTIALS_MESSAGE);
  }
}

/** True when the runner lets this job request an ID token (`permissions: id-token: write`). */
export function canRequestIdToken(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.ACTIONS_ID_TOKEN_REQUEST_URL) && Boolean(env.ACTIONS_ID_TOKEN_REQUEST_TOKEN);
}

/**
 * The run's credentials: the secret when given (HMAC signing, as always), else an OIDC token for
 * `audience` (default: the origin of `apiUrl`) when the job may request one, else undefined.
 */
export function chooseCredentials(args: {
  secret: string;
  audience: string;
  apiUrl: string;
  env: NodeJS.ProcessEnv;
}): Credentials | undefined {
  const secret = args.secret.trim();
  if (secret !== '') return { kind: 'secret', secret };
  if (!canRequestIdToken(args.env)) return undefined;
  return { kind: 'oidc', audience: parseAudience(args.audience, args.apiUrl) };
}

/** The `audience` input: empty means the origin of `api-url` (what a server's PUBLIC_ORIGIN is). */
function parseAudience(value: string, apiUrl: string): string {
  const audience = value.trim();
  if (audience === '') return new URL(apiUrl).origin;
  if (audience.length > 256 || /\s/.test(audience)) {
    throw new SettingError(
      `Invalid input '${COMMON_INPUTS.audience.name}': expected the server's public origin such as https://sync.example.com (no spaces, at most 256 characters)`,
    );
  }
  return audience;
}

/** Requests the run's one ID token from the runner, masked before anything can log it. */
export async function requestIdToken(audience: string): Promise<string> {
  let token: string;
  try {
    token = await core.getIDToken(audience);
  } catch (err) {
    throw new Error(
      `could not get an OIDC token for audience ${audience} from the runner (${err instanceof Error ? err.message : String(err)}); check "permissions: id-token: write" on the job, or set '${COMMON_INPUTS.syncSecret.name}'`,
    );
  }
  core.setSecret(token);
  return token;
}
