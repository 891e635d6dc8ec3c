/** Where a message points in the repository, for annotations. */
export interface Location {
  /** Repository-relative path with `/` separators. */
  file?: string;
  line?: number;
}

/**
 * What the core logs through. The actions adapt it to `@actions/core`, the CLI to stderr, tests to an
 * array, so the core never imports `@actions/*`.
 */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string, where?: Location): void;
  error(message: string, where?: Location): void;
}

/** A logger that drops everything. */
export const silentLogger: Logger = {
  debug() {},
  info() {},
  warning() {},
  error() {},
};

/**
 * Makes a string that came from the server or from file contents safe to print on one line: control
 * characters become escapes, and `::` is broken up so the text can never be read by the runner as a
 * workflow command (CVE-2020-15228).
 */
export function safeText(value: string): string {
  return value
    .replace(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped here.
      /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    )
    .replaceAll('::', ':\u200b:');
}
