import * as core from '@actions/core';
import {
  applyPull,
  describeError,
  fetchPull,
  loadConfig,
  planPull,
  renderPlanText,
  renderSummaryMarkdown,
} from '@locale-sync/sync';
import { createClient } from '../../shared/src/client.ts';
import { createActionsLogger, infoLines, writeSummary } from '../../shared/src/logger.ts';
import { PULL_OUTPUTS, readPullInputs } from './inputs.ts';

/** service-pull: fetch the project's translation files and write the changed ones into the repository. */
export async function run(): Promise<void> {
  try {
    const settings = readPullInputs();
    const logger = createActionsLogger(settings.root, settings.workspace);
    const options = {
      ...(settings.format !== undefined && { format: settings.format }),
      ...(settings.structure !== undefined && { structure: settings.structure }),
      status: settings.status,
      ...(settings.locales !== undefined && { locales: settings.locales }),
      missing: settings.missing,
      ...(settings.minCoverage !== undefined && { minCoverage: settings.minCoverage }),
    };
    // The config is checked first, so a mistake in it costs no request.
    const config = await loadConfig(settings.root, logger);
    const response = await core.group('Pull', async () => {
      const which = settings.locales === undefined ? 'every locale' : settings.locales.join(', ');
      core.info(`fetching ${which} (${settings.status} translations) from ${settings.apiUrl}`);
      return fetchPull(createClient(settings), options);
    });
    const result = await core.group(
      settings.dryRun ? 'Compare with the repository (dry run)' : 'Write files',
      async () => {
        const plan = await planPull({ root: settings.root, config, options, logger, ...response });
        const applied = await applyPull(plan, settings.dryRun);
        infoLines(renderPlanText(applied.changes));
        const verb = settings.dryRun ? 'would write' : 'wrote';
        core.info(
          applied.changed
            ? `${verb} ${applied.changedFiles.length} file${applied.changedFiles.length === 1 ? '' : 's'}`
            : 'every file is up to date; nothing written',
        );
        return applied;
      },
    );
    core.setOutput(PULL_OUTPUTS.changed, result.changed ? 'true' : 'false');
    core.setOutput(PULL_OUTPUTS.changedFiles, result.changedFiles.join('\n'));
    core.setOutput(PULL_OUTPUTS.files, result.locales.length);
    await writeSummary(
      renderSummaryMarkdown({
        title: 'locale-sync pull',
        dryRun: result.dryRun,
        changes: result.changes,
        note: result.changed
          ? `${result.changedFiles.length} of ${result.locales.length} files ${result.dryRun ? 'would change' : 'changed'}.`
          : `All ${result.locales.length} files are up to date.`,
      }),
    );
  } catch (err) {
    // Every thrown value, Error or not, fails the step with a message a person can act on.
    core.setFailed(describeError(err));
  }
}
