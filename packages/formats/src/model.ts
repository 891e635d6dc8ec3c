import { FormatError } from './errors.ts';
import { LIMITS } from './limits.ts';

/**
 * The canonical model of a translation file: keys in file order, each with its text. Nested
 * structures are flattened with a delimiter (default `.`), so `{"a":{"b":"x"}}` is the key `a.b`.
 */
export type Entries = Map<string, string>;

export const DEFAULT_DELIMITER = '.';

/** How a file lays out its keys. */
export type Structure = 'flat' | 'nested';

/** Layout details of an existing file that a rewrite keeps. */
export interface FileStyle {
  indent: string;
  trailingNewline: boolean;
  /** Keys in the order the file lists them. */
  keyOrder: string[];
  /** Whether the file nests its keys. */
  structure: Structure;
  /**
   * How the file spells what its format lets it spell two ways, for a format where a reader sees the
   * difference: a PHP array's `[]` or `array()`. A new file is written with its siblings' (see
   * docs/formats.md, "New files").
   */
  syntax?: string;
}

/** True when both maps hold the same keys with the same texts, whatever their order. */
export function sameEntries(a: Entries, b: Entries): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) {
    if (b.get(key) !== value) return false;
  }
  return true;
}

/** Refuses a key longer than LIMITS.maxKeyLength, naming its start and the limit. */
export function checkKeyLength(key: string, line?: number): void {
  if (key.length <= LIMITS.maxKeyLength) return;
  throw new FormatError(
    `key "${key.slice(0, 60)}…" is ${key.length} characters long, over the limit of ${LIMITS.maxKeyLength} (LIMITS.maxKeyLength); shorten the key`,
    { key: key.slice(0, 60), ...(line !== undefined && { line }) },
  );
}

/** Refuses a file once it holds more than LIMITS.maxEntries entries. */
export function checkEntryCount(count: number, line?: number): void {
  if (count <= LIMITS.maxEntries) return;
  throw new FormatError(
    `the file holds more than ${LIMITS.maxEntries} entries (LIMITS.maxEntries); split it into several files`,
    line === undefined ? {} : { line },
  );
}
