import type { Location, Logger } from '../logger.ts';

/** A logger that keeps its lines, to be told later to another logger in the order they came. */
export interface LogRecord extends Logger {
  /** Tells every line kept so far to `to`, in order. */
  replay(to: Logger): void;
}

/**
 * A new LogRecord. The push reads and checks one file at a time, but logs as if it had read every
 * file before checking any (every file's reading, then every file's problems): a broken file stops
 * the push before any problem is shown, as before. What is kept is the lines, not the files.
 */
export function logRecord(): LogRecord {
  const lines: { level: keyof Logger; message: string; where: Location | undefined }[] = [];
  const keep =
    (level: keyof Logger) =>
    (message: string, where?: Location): void => {
      lines.push({ level, message, where });
    };
  return {
    debug: keep('debug'),
    info: keep('info'),
    warning: keep('warning'),
    error: keep('error'),
    replay(to) {
      for (const { level, message, where } of lines) {
        if (level === 'debug' || level === 'info' || where === undefined) to[level](message);
        else to[level](message, where);
      }
    },
  };
}
