import type { TMap, TMember, TString } from '../../shared/tree.ts';

/**
 * A JSON5 file read with the offsets of every name and value, comments and all, so that a rewrite
 * edits the original text: JSON5 files are written by hand (Angular's and DSpace's `en.json5` keep
 * the English text in a comment above each translation), and every byte of them is the user's.
 */
export interface Json5Document {
  /** The file's byte order mark, if any; offsets count from after it. */
  bom: string;
  text: string;
  root: TMap;
  lineOf(offset: number): number;
}

/** One text of the file: its key (names joined with `.`), member and string node. */
export interface Json5Text {
  key: string;
  member: TMember & { value: TString };
  /** The object holding the member. */
  parent: TMap;
}

/** A member's name as the file writes it: its span and quote (`"`, `'`, or none). */
export interface NameSpan {
  start: number;
  end: number;
  quote: '"' | "'" | '';
}
