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
}

/** True when both maps hold the same keys with the same texts, whatever their order. */
export function sameEntries(a: Entries, b: Entries): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) {
    if (b.get(key) !== value) return false;
  }
  return true;
}
