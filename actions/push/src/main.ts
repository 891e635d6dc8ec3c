import * as core from '@actions/core';
import {
  checkPushFiles,
  collectPushFiles,
  describeError,
  loadConfig,
  pushSourceLocale,
  renderPlanText,
  renderSummaryMarkdown,
  sendPush,
} from '@locale-sync/sync';
import { createClient } from '../../shared/src/client.ts';
import { createActionsLogger, infoLines, writeSummary } from '../../shared/src/logger.ts';
import { PUSH_OUTPUTS, readPushInputs } from './inputs.ts';

/** service-push: read the repository's translation files and send them in one signed push. */
export async function run(): Promise<void> {
  try {
    const settings = readPushInputs();
    const logger = createActionsLogger(settings.root, settings.workspace);
    const { files, problems } = await core.group('Read and check translation files', async () => {
      const config = await loadConfig(settings.root, logger);
      const collected = await collectPushFiles(settings.root, config, logger);
      const counts = checkPushFiles(collected, {
        sourceLocale: pushSourceLocale(settings.sourceLocale, config),
        strict: settings.strict,
        logger,
      });
      return { files: collected, problems: counts };
    });
    const result = await core.group(settings.dryRun ? 'Push (dry run)' : 'Push', async () => {
      core.info(`sending ${files.length} file${files.length === 1 ? '' : 's'} to ${settings.apiUrl}`);
      const pushed = await sendPush(createClient(settings), files, {
        dryRun: settings.dryRun,
        logger,
        problems,
        ...(settings.source !== undefined && { source: settings.source }),
      });
      infoLines(renderPlanText(pushed.changes));
      return pushed;
    });
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
