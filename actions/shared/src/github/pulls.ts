import type { GitHubClient, RepoRef } from './client.ts';
import { callGitHub } from './errors.ts';

/** An open pull request, as far as the pull action cares. */
export interface PullRequestInfo {
  number: number;
  url: string;
  title: string;
  body: string;
}

const PRS = 'pull-requests: write' as const;

/** The open pull request from `branch` into `base` of the same repository, if there is one. */
export async function findOpenPullRequest(
  gh: GitHubClient,
  repo: RepoRef,
  branch: string,
  base: string,
): Promise<PullRequestInfo | undefined> {
  const { data } = await callGitHub(`list the open pull requests from ${branch}`, PRS, () =>
    gh.rest.pulls.list({ ...repo, state: 'open', head: `${repo.owner}:${branch}`, base, per_page: 10 }),
  );
  const pr = data[0];
  return pr === undefined
    ? undefined
    : { number: pr.number, url: pr.html_url, title: pr.title, body: pr.body ?? '' };
}

/** Opens a pull request from `branch` into `base`. */
export async function createPullRequest(
  gh: GitHubClient,
  repo: RepoRef,
  args: { branch: string; base: string; title: string; body: string },
): Promise<PullRequestInfo> {
  const { data } = await callGitHub(`open a pull request from ${args.branch} into ${args.base}`, PRS, () =>
    gh.rest.pulls.create({ ...repo, head: args.branch, base: args.base, title: args.title, body: args.body }),
  );
  return { number: data.number, url: data.html_url, title: data.title, body: data.body ?? '' };
}

/** Sets the title and body of pull request `number`. */
export async function updatePullRequest(
  gh: GitHubClient,
  repo: RepoRef,
  number: number,
  args: { title: string; body: string },
): Promise<void> {
  await callGitHub(`update pull request #${number}`, PRS, () =>
    gh.rest.pulls.update({ ...repo, pull_number: number, title: args.title, body: args.body }),
  );
}

/** Comments on pull request `number` with `why`, then closes it. */
export async function closePullRequest(
  gh: GitHubClient,
  repo: RepoRef,
  number: number,
  why: string,
): Promise<void> {
  await callGitHub(`comment on pull request #${number}`, PRS, () =>
    gh.rest.issues.createComment({ ...repo, issue_number: number, body: why }),
  );
  await callGitHub(`close pull request #${number}`, PRS, () =>
    gh.rest.pulls.update({ ...repo, pull_number: number, state: 'closed' }),
  );
}

/** Adds `labels` to pull request `number` (labels it already has stay; unknown labels are created). */
export async function addLabels(
  gh: GitHubClient,
  repo: RepoRef,
  number: number,
  labels: string[],
): Promise<void> {
  if (labels.length === 0) return;
  await callGitHub(`label pull request #${number}`, PRS, () =>
    gh.rest.issues.addLabels({ ...repo, issue_number: number, labels }),
  );
}

/** Asks `reviewers` for a review: `login` is a person, `org/team` a team of the organisation. */
export async function requestReviewers(
  gh: GitHubClient,
  repo: RepoRef,
  number: number,
  reviewers: string[],
): Promise<void> {
  if (reviewers.length === 0) return;
  const people = reviewers.filter((r) => !r.includes('/'));
  const teams = reviewers.filter((r) => r.includes('/')).map((r) => r.slice(r.indexOf('/') + 1));
  await callGitHub(`request reviews on pull request #${number}`, PRS, () =>
    gh.rest.pulls.requestReviewers({
      ...repo,
      pull_number: number,
      ...(people.length > 0 && { reviewers: people }),
      ...(teams.length > 0 && { team_reviewers: teams }),
    }),
  );
}
