import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createNodeFetch } from '@locale-sync/client/node';
import type { PullResult } from '@locale-sync/sync';
import { renderPullRequestBody } from '../../shared/src/github/body.ts';
import type { PullRequestOutcome } from '../../shared/src/github/open-pull-request.ts';
import * as core from '../../shared/src/runner-protocol.ts';
import { PULL_OUTPUTS, type PullRequestInputs, type PullSettings } from './inputs.ts';
import { repositoryPath, repositoryRoot } from './repository-paths.ts';

/**
 * The `create-pull-request` step after a pull: commits the written files and opens or updates the
 * pull request (nothing in a dry run), then sets the `pull-request-*` outputs.
 */
export async function pullRequestStep(args: {
  inputs: PullRequestInputs;
  settings: PullSettings;
  result: PullResult;
  note: string;
}): Promise<void> {
  let outcome: PullRequestOutcome = { operation: 'none' };
  if (args.settings.dryRun) core.info('dry run: no commit and no pull request');
  else if (!pulledAnything(args.result)) {
    // Files left as they are (no source strings in the service, unreadable files) say nothing about
    // the open pull request: it is neither updated nor closed.
    core.info('no file was pulled from the service; the pull request is left as it is');
  } else outcome = await core.group('Pull request', () => openPullRequest(args));
  core.setOutput(PULL_OUTPUTS.pullRequestOperation, outcome.operation);
  core.setOutput(PULL_OUTPUTS.pullRequestNumber, outcome.number ?? '');
  core.setOutput(PULL_OUTPUTS.pullRequestUrl, outcome.url ?? '');
}

/** True when at least one locale came from the service (not left as it is, with a note saying why). */
function pulledAnything(result: PullResult): boolean {
  return result.locales.some((l) => l.status !== 'unchanged' || l.change.note === undefined);
}

/**
 * Commits the files the pull wrote to the pull request branch and opens or updates its pull request.
 * The GitHub client is imported here, on demand, so runs without `create-pull-request` never load it.
 */
async function openPullRequest(args: {
  inputs: PullRequestInputs;
  settings: PullSettings;
  result: PullResult;
  note: string;
}): Promise<PullRequestOutcome> {
  const github = await import('../../shared/src/github/open-pull-request.ts');
  const { inputs, settings } = args;
  const repoRoot = await repositoryRoot(settings.root, settings.workspace);
  // Every file the pull wrote or compared, as it is on disk now: the state the branch must hold.
  // Those equal to the base are dropped by the commit, so a second run in the same workspace (the
  // files already written) still finds its changes, and the pull request shows only real changes.
  const paths = [...new Set([...args.result.changedFiles, ...args.result.locales.map((l) => l.path)])];
  const files = await Promise.all(
    paths.map(async (file) => ({
      path: repositoryPath(repoRoot, settings.root, file),
      content: await readFile(path.join(settings.root, file)),
    })),
  );
  return github.syncPullRequest({
    gh: github.createGitHubClient({
      token: inputs.token,
      apiUrl: inputs.run.apiUrl,
      fetch: createNodeFetch(),
    }),
    repo: { owner: inputs.run.owner, repo: inputs.run.repo },
    settings: inputs,
    files,
    body: renderPullRequestBody({
      changes: args.result.changes,
      note: args.note,
      runUrl: inputs.run.runUrl,
    }),
    log: (line) => core.info(line),
    warn: (line) => core.warning(line),
  });
}
