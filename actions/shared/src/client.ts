import { SyncClient } from '@locale-sync/client';
import { createNodeTransport } from '@locale-sync/client/node';
import { safeText, timeoutLimits } from '@locale-sync/sync';
import { type Credentials, requestIdToken } from './credentials.ts';
import * as core from './runner-protocol.ts';

/**
 * The sync client for an action run, proxy-aware, logging every retry: it signs with the sync
 * secret, or sends the one OIDC token this run requests (keyless).
 */
export async function createClient(settings: {
  apiUrl: string;
  /** Seconds a try waits for an answer's headers (input `timeout`). */
  timeoutSeconds: number;
  projectKey: string;
  credentials: Credentials;
  /** The project branch every request works on (signed, or sent beside the OIDC token); undefined: main. */
  translationBranch?: { branch: string | undefined };
}): Promise<SyncClient> {
  const { credentials } = settings;
  if (credentials.kind === 'oidc') {
    core.info(`authenticating with this job's OIDC token (audience ${safeText(credentials.audience)})`);
  }
  return new SyncClient({
    apiUrl: settings.apiUrl,
    projectKey: settings.projectKey,
    ...(credentials.kind === 'secret'
      ? { secret: credentials.secret }
      : { idToken: await requestIdToken(credentials.audience) }),
    branch: settings.translationBranch?.branch,
    ...timeoutLimits(settings.timeoutSeconds),
    timeoutSetting: "input 'timeout'",
    fetch: createNodeTransport(),
    onRetry: (info) =>
      core.info(
        `${safeText(info.reason)}: retrying ${safeText(info.url)} in ${(info.delayMs / 1000).toFixed(1)} s (try ${info.attempt + 1})`,
      ),
  });
}
