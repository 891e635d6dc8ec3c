// What the pull action loads (through a dynamic import) when `create-pull-request` is on.
import type { GitHubClient, RepoRef } from './client.ts';
import { type BranchFile, commitToBranch, readBranchHead } from './commit.ts';
import { callGitHub, GitHubError } from './errors.ts';
import {
  addLabels,
  closePullRequest,
  createPullRequest,
  findOpenPullRequest,
  requestReviewers,
  updatePullRequest,
} from './pulls.ts';

export { createGitHubClient } from './client.ts';

/** The pull request settings of the pull action. */
export interface PullRequestSettings {
  /** Undefined: the repository's default branch. */
  base: string | undefined;
  branch: string;
  title: string;
  commitMessage: string;
  labels: string[];
  reviewers: string[];
}

/** What happened to the pull request, as the `pull-request-*` outputs say it. */
export interface PullRequestOutcome {
  operation: 'created' | 'updated' | 'closed' | 'none';
  number?: number;
  url?: string;
}

/**
 * Keeps one pull request from `branch` in step with the pulled files: commits the files that differ
 * from the base on a branch re-created from the base head, then opens the pull request or updates
 * the open one (title, body). When the base already holds every file, nothing is committed and an
 * open pull request is closed with a comment saying why.
 */
export async function syncPullRequest(args: {
  gh: GitHubClient;
  repo: RepoRef;
  settings: PullRequestSettings;
  files: readonly BranchFile[];
  body: string;
  log: (line: string) => void;
  /** A problem that does not undo the pull request (a reviewer GitHub refuses). */
  warn: (line: string) => void;
}): Promise<PullRequestOutcome> {
  const { gh, repo, settings, log } = args;
  const base =
    settings.base ??
    (
      await callGitHub(`read the repository ${repo.owner}/${repo.repo}`, 'contents: write', () =>
        gh.rest.repos.get({ ...repo }),
      )
    ).data.default_branch;
  if (base === settings.branch) {
    throw new GitHubError(
      `input 'branch' (${settings.branch}) is the base branch: the pull request needs a branch of its own; set 'branch' to another name such as locale-sync/translations`,
      undefined,
    );
  }
  const outcome = await commitToBranch(gh, repo, {
    base,
    branch: settings.branch,
    files: args.files,
    message: settings.commitMessage,
  });
  const open = await findOpenPullRequest(gh, repo, settings.branch, base);

  if (outcome.status === 'same-as-base') {
    if (open === undefined) {
      log(`${base} already holds every pulled file; no commit, no pull request`);
      return { operation: 'none' };
    }
    const head = await readBranchHead(gh, repo, settings.branch);
    if (head !== undefined && !head.ours) {
      log(
        `${base} already holds every pulled file, but pull request #${open.number} has commits locale-sync did not make (${head.label}); it is left open`,
      );
      return { operation: 'none', number: open.number, url: open.url };
    }
    await closePullRequest(
      gh,
      repo,
      open.number,
      `Closed by locale-sync: \`${base}\` already holds these translations, so this pull request has nothing left to change. A later pull with new translations opens a new one.`,
    );
    log(`${base} already holds every pulled file; closed pull request #${open.number}`);
    return { operation: 'closed', number: open.number, url: open.url };
  }

  if (outcome.status === 'committed') {
    log(
      `committed ${outcome.paths.length} file${outcome.paths.length === 1 ? '' : 's'} to ${settings.branch} (${outcome.sha.slice(0, 7)}, on ${base} ${outcome.baseSha.slice(0, 7)})`,
    );
  } else {
    log(`${settings.branch} already holds these files on ${base}; no new commit`);
  }

  if (open !== undefined) {
    const edited = open.title !== settings.title || open.body !== args.body;
    if (edited) await updatePullRequest(gh, repo, open.number, { title: settings.title, body: args.body });
    await addLabels(gh, repo, open.number, settings.labels);
    const operation = outcome.status === 'committed' || edited ? 'updated' : 'none';
    log(`pull request #${open.number} ${operation === 'updated' ? 'updated' : 'is up to date'}: ${open.url}`);
    return { operation, number: open.number, url: open.url };
  }
  const created = await createPullRequest(gh, repo, {
    branch: settings.branch,
    base,
    title: settings.title,
    body: args.body,
  });
  await addLabels(gh, repo, created.number, settings.labels);
  try {
    await requestReviewers(gh, repo, created.number, settings.reviewers);
  } catch (err) {
    // The pull request exists: a reviewer GitHub refuses (the token's own user, not a collaborator)
    // is worth a warning, not a failed step that the next run would not repeat.
    args.warn(
      `pull request #${created.number} was opened, but ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  log(`opened pull request #${created.number}: ${created.url}`);
  return { operation: 'created', number: created.number, url: created.url };
}
