/** A quoted PHP string as written: its text and where its quotes are. */
export interface PhpString {
  kind: 'string';
  value: string;
  /** Offset of the opening quote. */
  start: number;
  /** Offset after the closing quote. */
  end: number;
  quote: "'" | '"';
}

/** One `key => value` of a PHP array literal. */
export interface PhpItem {
  key: string;
  /** Offset where the key starts. */
  start: number;
  /** Offset after the value. */
  end: number;
  /** Offset of the comma after the value, when there is one. */
  comma?: number;
  value: PhpString | PhpArray;
  /** 1-based line of the key. */
  line: number;
  /**
   * In a file of assignments, the array variable the text is assigned to (`labels` for
   * `$labels['x'] = '…';`); then `comma` is the offset of the statement's `;`.
   */
  variable?: string;
}

/** An array literal, `[ … ]` or `array( … )`. */
export interface PhpArray {
  kind: 'array';
  /** Offset after the opening `[` or `(`. */
  open: number;
  /** Offset of the closing `]` or `)`. */
  close: number;
  /** True for `[ … ]`, false for `array( … )`. */
  short: boolean;
  items: PhpItem[];
  line: number;
}

/**
 * A language file: the array it returns, and its line break. A file of assignments (Moodle's
 * `$string['x'] = '…';`, Roundcube's `$labels['x'] = '…';`) holds its statements as the items of
 * `root`, each with its variable; `assigned` says so.
 */
export interface PhpFile {
  root: PhpArray;
  eol: string;
  assigned: boolean;
}

/**
 * The members of an array as PHP holds them: a key written twice has the last value, in the place
 * of the first (as a JavaScript Map keeps it).
 */
export function membersOf(array: PhpArray): Map<string, PhpItem> {
  const members = new Map<string, PhpItem>();
  for (const item of array.items) members.set(item.key, item);
  return members;
}
