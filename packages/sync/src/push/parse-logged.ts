import { FormatError, type FormatWarning } from '@locale-sync/formats/core';
import type { Logger } from '../logger.ts';

/**
 * Runs a format's parse of the file at `path` with its warnings logged on the file (and line), and
 * its refusal (a FormatError) logged as an error there: undefined then, for the caller to count
 * the file as broken. Any other error is thrown as it is.
 */
export function parseLogged<T>(
  logger: Logger,
  path: string,
  parse: (warn: (warning: FormatWarning) => void) => T,
): T | undefined {
  try {
    return parse((w) => logger.warning(`${path}: ${w.message}`, at(path, w.line)));
  } catch (err) {
    if (!(err instanceof FormatError)) throw err;
    logger.error(`${path}: ${err.message}`, at(path, err.line));
    return undefined;
  }
}

function at(file: string, line: number | undefined): { file: string; line?: number } {
  return { file, ...(line !== undefined && { line }) };
}
