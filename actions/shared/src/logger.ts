import { statSync } from 'node:fs';
import { EOL } from 'node:os';
import path from 'node:path';
import { type Location, type Logger, safeText } from '@locale-sync/sync';
import { cutMarkdown, UTF8_BYTES } from './cut-markdown.ts';
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

/**
 * Prints text whose lines are already escaped (plans from `renderPlanText`): each line as `core.info`
 * prints it, all in one write. A plan lists each file on a line of its own and a write is a system
 * call, so a line per write cost a push of ten files per locale ten times the calls of one file.
 */
export function infoLines(text: string): void {
  core.info(
    text
      .split('\n')
      .map((line) => (line.startsWith('::') ? ` ${line}` : line))
      .join(EOL),
  );
}

/**
 * GitHub shows none of a step's job summary over 1 MiB ("upload aborted"), and a first push of a
 * repository with thousands of files lists more than that.
 */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024;

/** The least room worth writing a cut summary into; with less, the summary is left as it is. */
const MIN_SUMMARY_ROOM = 1024;

/**
 * Writes Markdown to the job summary, cut to what the step's summary has room for (see
 * SUMMARY_LIMIT_BYTES); skipped (with a debug line) where the runner gives no summary file.
 */
export async function writeSummary(markdown: string): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) {
    core.debug('GITHUB_STEP_SUMMARY is not set; no job summary written');
    return;
  }
  let written = 0;
  try {
    written = statSync(file).size;
  } catch {
    // No file yet: appendSummary says why it cannot write one.
  }
  // appendSummary adds a line end.
  const room = SUMMARY_LIMIT_BYTES - written - EOL.length;
  if (room < MIN_SUMMARY_ROOM) {
    core.debug(
      `the job summary holds ${written} bytes, GitHub's limit is ${SUMMARY_LIMIT_BYTES}: nothing more written`,
    );
    return;
  }
  const footer =
    "\n\n**Cut to fit GitHub's limit of 1 MiB for a job summary**: the run's log lists every file.\n";
  await core.appendSummary(cutMarkdown(markdown, room, UTF8_BYTES, footer));
}
