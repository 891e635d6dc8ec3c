import path from 'node:path';
import { type Location, type Logger, safeText } from '@locale-sync/sync';
import * as core from './runner-protocol.ts';

/**
 * The core's logger on the runner. Info lines are escaped with `safeText` because they may carry
 * file names or server text, and a line starting with `::` would be a workflow command
 * (CVE-2020-15228); debug, warning and error go through workflow commands that escape their data.
 * Annotations name files relative to the workspace, as GitHub expects, so paths relative to the
 * `path` input get that folder in front.
 */
export function createActionsLogger(root: string, workspace: string): Logger {
  const rel = path.relative(workspace, root);
  const prefix =
    rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? '' : rel.split(path.sep).join('/');
  const annotation = (where: Location | undefined): core.AnnotationProperties => ({
    ...(where?.file !== undefined && { file: prefix === '' ? where.file : `${prefix}/${where.file}` }),
    ...(where?.line !== undefined && { startLine: where.line }),
  });
  return {
    debug: (message) => core.debug(message),
    info: (message) => core.info(safeText(message)),
    warning: (message, where) => core.warning(message, annotation(where)),
    error: (message, where) => core.error(message, annotation(where)),
  };
}

/** Prints text whose lines are already escaped (plans from `renderPlanText`), one `core.info` per line. */
export function infoLines(text: string): void {
  for (const line of text.split('\n')) core.info(line.startsWith('::') ? ` ${line}` : line);
}

/** Writes Markdown to the job summary; skipped (with a debug line) where the runner gives no summary file. */
export async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.debug('GITHUB_STEP_SUMMARY is not set; no job summary written');
    return;
  }
  await core.appendSummary(markdown);
}
