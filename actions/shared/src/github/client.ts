import { getOctokit } from '@actions/github';
import { createNodeFetch } from '@locale-sync/client/node';

/** The Octokit client the GitHub features use (REST endpoint methods of @actions/github). */
export type GitHubClient = ReturnType<typeof getOctokit>;

/**
 * An Octokit for `apiUrl` (GITHUB_API_URL, so GitHub Enterprise Server works). Requests go through
 * `fetch`: by default the proxy-aware fetch of the sync client, which is the global fetch without
 * proxy variables; @actions/github's own default is the undici package's fetch, which msw cannot
 * see and which would read GITHUB_API_URL only once, when the module loads.
 */
export function createGitHubClient(args: {
  token: string;
  apiUrl: string;
  fetch?: typeof fetch;
}): GitHubClient {
  return getOctokit(args.token, {
    baseUrl: args.apiUrl,
    userAgent: 'locale-sync-action',
    request: { fetch: args.fetch ?? createNodeFetch() },
  });
}

/** The repository a run works on. */
export interface RepoRef {
  owner: string;
  repo: string;
}
