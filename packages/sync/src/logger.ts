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
 * Characters that change how the text around them is shown without being seen themselves: C0 and
 * C1 controls (terminal escapes), line and paragraph separators, and the bidirectional controls
 * (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069) that can make a line read in another
 * order than it is written (CVE-2021-42574, "Trojan Source").
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is matched here.
export const INVISIBLE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/** `\uXXXX` for one character: how an invisible control is shown instead of being obeyed. */
export function escapeControl(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * Makes a string that came from the server or from file contents safe to print on one line: control
 * and bidirectional characters become `\uXXXX` escapes, and `::` is broken up so the text can never
 * be read by the runner as a workflow command (CVE-2020-15228).
 */
export function safeText(value: string): string {
  return value.replace(INVISIBLE_CONTROLS, escapeControl).replaceAll('::', ':\u200b:');
}
