import * as core from '@actions/core';
import { SyncClient } from '@locale-sync/client';
import { createNodeFetch } from '@locale-sync/client/node';
import { safeText } from '@locale-sync/sync';

/** The signed sync client for an action run, proxy-aware, logging every retry. */
export function createClient(settings: {
  apiUrl: string;
  projectKey: string;
  secret: string;
  /** The project branch every request works on (signed); undefined: main. */
  translationBranch?: { branch: string | undefined };
}): SyncClient {
  return new SyncClient({
    apiUrl: settings.apiUrl,
    projectKey: settings.projectKey,
    secret: settings.secret,
    branch: settings.translationBranch?.branch,
    fetch: createNodeFetch(),
    onRetry: (info) =>
      core.info(
        `${safeText(info.reason)}: retrying ${safeText(info.url)} in ${(info.delayMs / 1000).toFixed(1)} s (try ${info.attempt + 1})`,
      ),
  });
}
