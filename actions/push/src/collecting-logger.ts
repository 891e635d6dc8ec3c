import type { Logger } from '@locale-sync/sync';
import type { FileProblem } from '../../shared/src/github/body.ts';

/** A logger that passes everything on and keeps each warning and error logged on a file. */
export function collectingLogger(inner: Logger): { logger: Logger; problems: FileProblem[] } {
  const problems: FileProblem[] = [];
  const keep = (
    level: FileProblem['level'],
    message: string,
    where: { file?: string; line?: number } | undefined,
  ) => {
    if (where?.file === undefined) return;
    // The core starts most messages with the file's path; the comment shows it in a column of its own.
    const prefix = `${where.file}: `;
    problems.push({
      level,
      message: message.startsWith(prefix) ? message.slice(prefix.length) : message,
      file: where.file,
      ...(where.line !== undefined && { line: where.line }),
    });
  };
  return {
    problems,
    logger: {
      debug: (message) => inner.debug(message),
      info: (message) => inner.info(message),
      warning: (message, where) => {
        keep('warning', message, where);
        inner.warning(message, where);
      },
      error: (message, where) => {
        keep('error', message, where);
        inner.error(message, where);
      },
    },
  };
}
