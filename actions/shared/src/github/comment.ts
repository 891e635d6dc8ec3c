import type { GitHubClient, RepoRef } from './client.ts';
import { callGitHub } from './errors.ts';

/** What `upsertMarkedComment` did. */
export interface CommentOutcome {
  operation: 'created' | 'updated' | 'unchanged';
  id: number;
  url: string;
}

/**
 * Writes `body` as the one comment on issue or pull request `number` that starts with `marker`:
 * the first run creates it, later runs edit it in place. Comments by others that quote the marker
 * are not taken: only a comment whose body starts with it.
 */
export async function upsertMarkedComment(
  gh: GitHubClient,
  repo: RepoRef,
  number: number,
  marker: string,
  body: string,
): Promise<CommentOutcome> {
  const comments = await callGitHub(
    `read the comments of pull request #${number}`,
    'pull-requests: write',
    () => gh.paginate(gh.rest.issues.listComments, { ...repo, issue_number: number, per_page: 100 }),
  );
  const existing = comments.find((c) => (c.body ?? '').startsWith(marker));
  if (existing !== undefined) {
    if (existing.body === body) return { operation: 'unchanged', id: existing.id, url: existing.html_url };
    const { data } = await callGitHub(
      `update the comment on pull request #${number}`,
      'pull-requests: write',
      () => gh.rest.issues.updateComment({ ...repo, comment_id: existing.id, body }),
    );
    return { operation: 'updated', id: data.id, url: data.html_url };
  }
  const { data } = await callGitHub(`comment on pull request #${number}`, 'pull-requests: write', () =>
    gh.rest.issues.createComment({ ...repo, issue_number: number, body }),
  );
  return { operation: 'created', id: data.id, url: data.html_url };
}
