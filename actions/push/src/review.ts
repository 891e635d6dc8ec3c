import { createNodeFetch } from '@locale-sync/client/node';
import type { LocaleChange } from '@locale-sync/sync';
import {
  type FileProblem,
  PLAN_COMMENT_MARKER,
  renderPlanComment,
  renderProblems,
} from '../../shared/src/github/body.ts';
import { type GitHubRun, readPullRequestEvent } from '../../shared/src/github/settings.ts';
import { writeSummary } from '../../shared/src/logger.ts';
import * as core from '../../shared/src/runner-protocol.ts';

/**
 * Writes the push plan (or why the push would fail) as the pull request's locale-sync comment. The
 * GitHub client is imported here, on demand, so runs without `comment: true` never load it. A token
 * that may not comment (a fork) leaves the plan in the job summary with a notice; the step goes on.
 */
export async function commentPlan(args: {
  comment: { token: string; run: GitHubRun };
  problems: readonly FileProblem[];
  changes?: readonly LocaleChange[];
  note?: string;
  failure?: string;
}): Promise<void> {
  const { run, token } = args.comment;
  await core.group('Pull request comment', async () => {
    const event = await readPullRequestEvent(run.eventPath);
    const body = renderPlanComment({
      changes: args.changes,
      note: args.note,
      problems: args.problems,
      ...(args.failure !== undefined && { failure: args.failure }),
      runUrl: run.runUrl,
    });
    const github = await import('../../shared/src/github/review.ts');
    const outcome = await github.writePlanComment({
      gh: github.createGitHubClient({ token, apiUrl: run.apiUrl, fetch: createNodeFetch() }),
      repo: { owner: run.owner, repo: run.repo },
      number: event.number,
      marker: PLAN_COMMENT_MARKER,
      body,
    });
    if (outcome.operation === 'refused') {
      const why = event.fromFork
        ? 'this pull request comes from a fork, whose runs get a read-only token'
        : 'the token may not comment';
      core.notice(
        `the plan could not be commented on pull request #${event.number} (${why}); it is in the job summary. ${outcome.reason}`,
      );
      // The summary holds the plan table already, unless the push failed before it was written.
      await writeSummary(
        args.changes === undefined ? body.slice(body.indexOf('\n') + 1) : renderProblems(args.problems),
      );
      return;
    }
    core.info(`plan comment ${outcome.operation} on pull request #${event.number}: ${outcome.url}`);
  });
}

/** True when the event file describes a pull request from a fork; false when it cannot be read. */
export async function isPullRequestFromFork(eventPath: string | undefined): Promise<boolean> {
  try {
    return (await readPullRequestEvent(eventPath)).fromFork;
  } catch {
    return false;
  }
}
