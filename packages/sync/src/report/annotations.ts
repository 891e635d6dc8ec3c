import type { Logger } from '../logger.ts';
import { lineOfProblem } from './key-lines.ts';

/** Problems reported per file before the rest are only counted. */
const MAX_PROBLEMS_PER_FILE = 10;

/**
 * Logs a file's problems as annotations on it: the first ten one by one, the rest as a count, so a
 * broken file cannot flood the log.
 */
export function reportProblems(
  logger: Logger,
  file: string,
  problems: readonly string[],
  level: 'warning' | 'error',
  /** The file's text: each problem's annotation then points at its key's line. */
  content?: string,
): void {
  for (const problem of problems.slice(0, MAX_PROBLEMS_PER_FILE)) {
    const line = content === undefined ? undefined : lineOfProblem(content, problem);
    logger[level](`${file}: ${problem}`, { file, ...(line !== undefined && { line }) });
  }
  if (problems.length > MAX_PROBLEMS_PER_FILE) {
    logger[level](`${file}: ${problems.length - MAX_PROBLEMS_PER_FILE} more problems`, { file });
  }
}
