import { redactCredentials } from '@locale-sync/client';
import {
  describeError,
  describePull,
  heldBackLines,
  MAX_KEYS_LISTED,
  pullNote,
  renderPlanText,
  renderSummaryMarkdown,
  runPull,
} from '@locale-sync/sync';
import { createClient } from '../../shared/src/client.ts';
import { createActionsLogger, infoLines, writeSummary } from '../../shared/src/logger.ts';
import * as core from '../../shared/src/runner-protocol.ts';
import { PULL_INPUTS, PULL_OUTPUTS, readPullInputs } from './inputs.ts';

/** service-pull: fetch the project's translations and merge the changes into the repository's files. */
export async function run(): Promise<void> {
  try {
    const settings = readPullInputs();
    const logger = createActionsLogger(settings.root, settings.workspace);
    core.info(settings.translationBranch.reason);
    const which = settings.locales === undefined ? 'every locale' : settings.locales.join(', ');
    core.info(
      `fetching ${which} (${settings.status} translations) from ${redactCredentials(settings.apiUrl)}`,
    );
    const result = await runPull({
      root: settings.root,
      client: await createClient(settings),
      logger,
      dryRun: settings.dryRun,
      phase: (name, work) => core.group(name, work),
      options: {
        ...(settings.format !== undefined && { format: settings.format }),
        ...(settings.structure !== undefined && { structure: settings.structure }),
        status: settings.status,
        ...(settings.locales !== undefined && { locales: settings.locales }),
        missing: settings.missing,
        ...(settings.minCoverage !== undefined && { minCoverage: settings.minCoverage }),
        // The log, the summary and the pull request list this many keys of each kind: the rest
        // are counted, not kept (a million key names at 1,000,000 strings).
        listKeys: MAX_KEYS_LISTED,
      },
    });
    infoLines(renderPlanText(result.changes));
    core.info(describePull(result));
    // Why a translation edited in the service may not have come: the status input left it out.
    const heldBack = heldBackLines(result, (status) => `${PULL_INPUTS.status.name}: ${status}`);
    for (const line of heldBack) core.notice(line);
    core.setOutput(PULL_OUTPUTS.changed, result.changed ? 'true' : 'false');
    core.setOutput(PULL_OUTPUTS.changedFiles, result.changedFiles.join('\n'));
    core.setOutput(PULL_OUTPUTS.files, result.locales.length);
    const note = [`${settings.translationBranch.reason}.`, pullNote(result), ...heldBack];
    await writeSummary(
      renderSummaryMarkdown({
        title: 'locale-sync pull',
        dryRun: result.dryRun,
        changes: result.changes,
        note,
        orphanResources: result.orphanResources,
      }),
    );
    if (settings.pullRequest !== undefined) {
      // The pull request's code (its body, the GitHub client) is loaded only by a run that opens one.
      const { pullRequestStep } = await import('./pull-request.ts');
      await pullRequestStep({ inputs: settings.pullRequest, settings, result, note: note.join(' ') });
    }
  } catch (err) {
    // Every thrown value, Error or not, fails the step with a message a person can act on.
    core.setFailed(describeError(err));
  }
}
