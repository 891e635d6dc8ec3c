import { getOctokit } from '@actions/github';

/** The Octokit client the GitHub features use (REST endpoint methods of @actions/github). */
export type GitHubClient = ReturnType<typeof getOctokit>;

/**
 * An Octokit for `apiUrl` (GITHUB_API_URL, so GitHub Enterprise Server works). Requests go through
 * `fetch` (the actions pass the sync client's proxy-aware fetch, which is the global fetch without
 * proxy variables): @actions/github's own default is the undici package's fetch, which msw cannot
 * see, and its default base address is read once, when the module loads.
 */
export function createGitHubClient(args: {
  token: string;
  apiUrl: string;
  fetch: typeof fetch;
}): GitHubClient {
  return getOctokit(args.token, {
    baseUrl: args.apiUrl,
    userAgent: 'locale-sync-action',
    request: { fetch: args.fetch },
  });
}

/** The repository a run works on. */
export interface RepoRef {
  owner: string;
  repo: string;
}
