import { redactCredentials } from '@locale-sync/client';
import {
  branchStateLines,
  describeError,
  describePush,
  MAX_KEYS_LISTED,
  mergeLines,
  renderFailureMarkdown,
  renderPlanText,
  renderSummaryMarkdown,
  runPush,
} from '@locale-sync/sync';
import { createClient } from '../../shared/src/client.ts';
import { readPullRequestClosed } from '../../shared/src/github/settings.ts';
import { createActionsLogger, infoLines, writeSummary } from '../../shared/src/logger.ts';
import * as core from '../../shared/src/runner-protocol.ts';
import { collectingLogger } from './collecting-logger.ts';
import { MissingSecretOnPullRequest, PUSH_OUTPUTS, type PushSettings, readPushInputs } from './inputs.ts';
import { commentPlan, isPullRequestFromFork } from './review.ts';

/** service-push: read the repository's translation files and send them in one signed push. */
export async function run(): Promise<void> {
  try {
    const settings = readPushInputs();
    const branch = settings.translationBranch.branch;
    core.info(settings.translationBranch.reason);
    if (settings.pullRequestEvent) {
      const closed = await readPullRequestClosed(process.env.GITHUB_EVENT_PATH);
      if (closed !== undefined) {
        await closeTranslationBranch(settings, closed.merged);
        return;
      }
    }
    const { logger, problems } = collectingLogger(createActionsLogger(settings.root, settings.workspace));
    // A pull request's files are not merged yet: without a translation branch its run shows what a push
    // would do and stores nothing; with one it pushes to that branch, never to main.
    const dryRun = settings.dryRun || (settings.pullRequestEvent && branch === undefined);
    if (settings.pullRequestEvent && !settings.dryRun) {
      core.info(
        branch === undefined
          ? 'pull_request event: running as a dry run, the service is not changed'
          : `pull_request event: pushing to translation branch ${branch}; main is not changed`,
      );
    }
    core.info(`pushing to ${redactCredentials(settings.apiUrl)}`);
    let result: Awaited<ReturnType<typeof runPush>>;
    try {
      result = await runPush({
        root: settings.root,
        client: await createClient(settings),
        logger,
        dryRun,
        strict: settings.strict,
        phase: (name, work) => core.group(name, work),
        // The reports show the first keys of each kind: the rest of a large answer is only counted.
        listKeys: MAX_KEYS_LISTED,
        ...(settings.source !== undefined && { source: settings.source }),
        ...(settings.sourceLocale !== undefined && { sourceLocale: settings.sourceLocale }),
      });
    } catch (err) {
      // The job summary says why the push failed and lists the problems, as the log does.
      await writeSummary(
        renderFailureMarkdown({ title: 'locale-sync push', reason: describeError(err), problems }),
      ).catch((summaryErr: unknown) =>
        core.warning(`the job summary could not be written: ${describeError(summaryErr)}`),
      );
      // The reviewer learns why the push would fail (and which lines) on the pull request itself.
      if (settings.comment !== undefined) {
        await commentPlan({ comment: settings.comment, problems, failure: describeError(err) }).catch(
          (commentErr: unknown) =>
            core.warning(`the plan comment could not be written: ${describeError(commentErr)}`),
        );
      }
      throw err;
    }
    infoLines(renderPlanText(result.changes));
    core.setOutput(PUSH_OUTPUTS.files, result.response.files);
    core.setOutput(PUSH_OUTPUTS.locales, result.response.locales.join(','));
    core.setOutput(PUSH_OUTPUTS.keysCreated, result.response.keys.created);
    core.setOutput(PUSH_OUTPUTS.keysUpdated, result.response.keys.updated);
    const branchLines = [
      ...branchStateLines(result.response.branch ?? '', result.response.branchState),
      ...mergeLines(result.response.merges),
    ];
    for (const line of branchLines) core.info(line);
    const note = `${settings.translationBranch.reason}. ${describePush(result)}.`;
    await writeSummary(
      renderSummaryMarkdown({
        title: 'locale-sync push',
        dryRun: result.dryRun,
        changes: result.changes,
        note: [note, ...branchLines],
        orphanResources: result.orphanResources,
      }),
    );
    if (result.dryRun) core.info('dry run: the server stored nothing');
    if (settings.comment !== undefined) {
      await commentPlan({
        comment: settings.comment,
        problems,
        changes: result.changes,
        note: [note, ...branchLines].join(' '),
      });
    }
  } catch (err) {
    if (err instanceof MissingSecretOnPullRequest && (await isPullRequestFromFork(err.eventPath))) {
      core.notice(
        'no plan for this pull request: it comes from a fork, and GitHub passes neither secrets (sync-secret) nor OIDC tokens (id-token: write) to the runs of pull requests from forks; the push runs once it is merged',
      );
      return;
    }
    // Every thrown value, Error or not, fails the step with a message a person can act on.
    core.setFailed(describeError(err));
  }
}

/**
 * A closed pull request's run: merged, its translation branch's translations move to main (now, or
 * with the push to main that brings their keys); closed without merge, the branch is deleted.
 */
async function closeTranslationBranch(settings: PushSettings, merged: boolean): Promise<void> {
  const branch = settings.translationBranch.branch;
  let lines: string[];
  if (branch === undefined) {
    lines = ['pull request closed: there is no translation branch to close'];
  } else {
    const answer = await (await createClient(settings)).closeBranch(merged);
    if (!answer.found)
      lines = [`pull request closed: translation branch ${branch} did not exist, nothing to do`];
    else if (answer.merge !== undefined) lines = mergeLines([answer.merge]);
    else lines = [`pull request closed without merge: translation branch ${branch} deleted`];
  }
  for (const line of lines) core.info(line);
  await writeSummary(
    renderSummaryMarkdown({
      title: 'locale-sync push',
      dryRun: false,
      changes: [],
      note: [`${settings.translationBranch.reason}.`, ...lines],
    }),
  );
}
