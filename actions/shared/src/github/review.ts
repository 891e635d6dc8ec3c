// What the push action loads (through a dynamic import) to comment its plan on a pull request.

import type { GitHubClient, RepoRef } from './client.ts';
import { type CommentOutcome, upsertMarkedComment } from './comment.ts';
import { GitHubPermissionError } from './errors.ts';

export { createGitHubClient } from './client.ts';

/** What became of the plan comment. */
export type PlanCommentOutcome =
  | CommentOutcome
  /** The token may not comment (a pull request from a fork runs with a read-only token). */
  | { operation: 'refused'; reason: string };

/**
 * Writes the push plan as the one locale-sync comment on pull request `number`, updated in place.
 * A 403 (a fork's read-only token) is not a failure: the caller writes the plan to the job summary.
 */
export async function writePlanComment(args: {
  gh: GitHubClient;
  repo: RepoRef;
  number: number;
  /** The hidden first line that finds the comment again (PLAN_COMMENT_MARKER). */
  marker: string;
  body: string;
}): Promise<PlanCommentOutcome> {
  try {
    return await upsertMarkedComment(args.gh, args.repo, args.number, args.marker, args.body);
  } catch (err) {
    if (err instanceof GitHubPermissionError) return { operation: 'refused', reason: err.message };
    throw err;
  }
}
