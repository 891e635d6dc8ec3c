/** A permission a workflow grants its GITHUB_TOKEN in its `permissions:` block. */
export type GitHubPermission = 'contents: write' | 'pull-requests: write';

/** The block a workflow needs for the pull request features. */
export const PERMISSIONS_BLOCK = ['permissions:', '  contents: write', '  pull-requests: write'].join('\n');

/**
 * A GitHub API failure, explained: what was refused and what to change. A plain Error (not the
 * core's SyncError): the code loaded on demand imports nothing from the bundle's main chunk, which
 * keeps that chunk's modules concatenated and the plain actions' start-up as it was.
 */
export class GitHubError extends Error {
  override name = 'GitHubError';
  /** The HTTP status GitHub answered; undefined for a network failure. */
  readonly status: number | undefined;

  constructor(message: string, status: number | undefined) {
    super(message);
    this.status = status;
  }
}

/** The token lacks a permission (403): the message names it and the `permissions:` block to add. */
export class GitHubPermissionError extends GitHubError {
  override name = 'GitHubPermissionError';
}

/** Status, GitHub's message and the rate-limit header of an Octokit RequestError (or nothing). */
function requestFailure(err: unknown): { status: number; message: string; rateLimited: boolean } | undefined {
  if (typeof err !== 'object' || err === null || !('status' in err) || typeof err.status !== 'number') {
    return undefined;
  }
  const response = (err as { response?: { data?: unknown; headers?: Record<string, unknown> } }).response;
  const data = response?.data;
  const fromBody =
    typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
      ? data.message
      : undefined;
  const message = fromBody ?? (err instanceof Error ? err.message : 'no message');
  const remaining = response?.headers?.['x-ratelimit-remaining'];
  return { status: err.status, message, rateLimited: remaining === '0' || remaining === 0 };
}

/**
 * Runs one GitHub request and turns its failure into a message a person can act on: a 403 names
 * the missing `permission` and the workflow's `permissions:` block; anything else says what was
 * being done and GitHub's answer.
 */
export async function callGitHub<T>(
  doing: string,
  permission: GitHubPermission,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw explainGitHubError(err, doing, permission);
  }
}

/** The explained form of a failed GitHub request (see `callGitHub`). */
export function explainGitHubError(err: unknown, doing: string, permission: GitHubPermission): Error {
  if (err instanceof GitHubError) return err;
  const failure = requestFailure(err);
  if (failure === undefined) {
    const why = err instanceof Error ? err.message : String(err);
    return new GitHubError(`could not ${doing}: ${why} (is GITHUB_API_URL reachable?)`, undefined);
  }
  const said = `${failure.status}: ${failure.message}`;
  if (failure.status === 403 && failure.rateLimited) {
    return new GitHubError(
      `GitHub refused to ${doing} (${said}): the API rate limit is used up; run again later`,
      403,
    );
  }
  if (failure.status === 403 && /not permitted to create or approve pull requests/i.test(failure.message)) {
    return new GitHubPermissionError(
      `GitHub refused to ${doing} (${said}): allow it in the repository's Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests" (or the organisation's), and give the job:\n${PERMISSIONS_BLOCK}`,
      403,
    );
  }
  if (failure.status === 403) {
    return new GitHubPermissionError(
      `GitHub refused to ${doing} (${said}): the token of input 'github-token' lacks the \`${permission}\` permission. Add to the job (or the workflow) in the workflow file:\n${PERMISSIONS_BLOCK}`,
      403,
    );
  }
  if (failure.status === 401) {
    return new GitHubError(
      `GitHub refused to ${doing} (${said}): the token of input 'github-token' is not valid (expired or revoked?)`,
      401,
    );
  }
  return new GitHubError(`GitHub refused to ${doing} (${said})`, failure.status);
}

/** True for a 404 answer (a branch or ref that does not exist). */
export function isNotFound(err: unknown): boolean {
  return requestFailure(err)?.status === 404;
}
