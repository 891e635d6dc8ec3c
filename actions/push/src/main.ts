import * as core from '@actions/core';
import { describeError, renderPlanText, renderSummaryMarkdown, runPush } from '@locale-sync/sync';
import { createClient } from '../../shared/src/client.ts';
import { createActionsLogger, infoLines, writeSummary } from '../../shared/src/logger.ts';
import { PUSH_OUTPUTS, readPushInputs } from './inputs.ts';

/** service-push: read the repository's translation files and send them in one signed push. */
export async function run(): Promise<void> {
  try {
    const settings = readPushInputs();
    const logger = createActionsLogger(settings.root, settings.workspace);
    core.info(`pushing to ${settings.apiUrl}`);
    const result = await runPush({
      root: settings.root,
      client: createClient(settings),
      logger,
      dryRun: settings.dryRun,
      strict: settings.strict,
      phase: (name, work) => core.group(name, work),
      ...(settings.source !== undefined && { source: settings.source }),
      ...(settings.sourceLocale !== undefined && { sourceLocale: settings.sourceLocale }),
    });
    infoLines(renderPlanText(result.changes));
    core.setOutput(PUSH_OUTPUTS.files, result.response.files);
    core.setOutput(PUSH_OUTPUTS.locales, result.response.locales.join(','));
    core.setOutput(PUSH_OUTPUTS.keysCreated, result.response.keys.created);
    core.setOutput(PUSH_OUTPUTS.keysUpdated, result.response.keys.updated);
    await writeSummary(
      renderSummaryMarkdown({
        title: 'locale-sync push',
        dryRun: result.dryRun,
        changes: result.changes,
        note: `${result.response.files} file${result.response.files === 1 ? '' : 's'} ${result.dryRun ? 'would be pushed' : 'pushed'}: ${result.response.keys.created} keys created, ${result.response.keys.updated} updated, ${result.response.keys.obsolete} obsolete.`,
      }),
    );
    if (result.dryRun) core.info('dry run: the server stored nothing');
  } catch (err) {
    // Every thrown value, Error or not, fails the step with a message a person can act on.
    core.setFailed(describeError(err));
  }
}
