// The CLI's log lines on stderr: `warning: locales/de.json:3: …`, the file named once.
import { type Logger, safeText } from '../logger.ts';
import type { Io } from './run.ts';

/** Logs to stderr; untrusted text is escaped so it cannot drive the terminal. */
export function cliLogger(io: Pick<Io, 'err'>, verbose: boolean): Logger {
  // `locales/de.json:3: key "hi": …`: the file named once, with the line when it is known. A message
  // that opens with its file (`locales/de.yml cannot be read as yaml …`, as the actions' log needs it)
  // gets the line there, not the file a second time in front.
  const located = (message: string, where?: { file?: string; line?: number }) => {
    const text = safeText(message);
    if (!where?.file) return text;
    const file = safeText(where.file);
    const place = where.line ? `${file}:${where.line}` : file;
    if (text.startsWith(`${file}: `)) return `${place}: ${text.slice(file.length + 2)}`;
    if (text.startsWith(`${file} `)) return `${place}${text.slice(file.length)}`;
    return `${place}: ${text}`;
  };
  // On a terminal the progress line may be showing: clear it before a log line.
  const line = (text: string) => io.err.write(`${io.err.isTTY === true ? '\r\u001b[2K' : ''}${text}\n`);
  return {
    debug: (message) => {
      if (verbose) line(`debug: ${safeText(message)}`);
    },
    info: (message) => line(safeText(message)),
    warning: (message, where) => line(`warning: ${located(message, where)}`),
    error: (message, where) => line(`error: ${located(message, where)}`),
  };
}
