// A located tree of a data file (JSON, JSON5, YAML, TOML): every string, map and
// list with the offsets of its text, so that a format reads its model once and a rewrite edits the
// original bytes whatever the syntax (go-i18n reads three syntaxes through it).

/** A range of the file's text: `[start, end)`. */
export interface Span {
  start: number;
  end: number;
}

/** A string value, with the span of its quoted (or plain) text. */
export interface TString extends Span {
  kind: 'string';
  value: string;
  /** How the file wrote it: `"`, `'`, `"""`, `'''`, `plain` (YAML), `block` (YAML `|`/`>`). */
  quote: string;
}

/** Any other value: a number, a boolean, a date; `null` for YAML `~`/JSON null. */
export interface TScalar extends Span {
  kind: 'scalar';
  isNull: boolean;
}

/** One name of a map with its value; the span covers name to value. */
export interface TMember extends Span {
  name: string;
  value: TNode;
  line: number;
}

/** A map: JSON object, YAML mapping, TOML table or inline table. */
export interface TMap extends Span {
  kind: 'map';
  members: TMember[];
  /** Flow maps separate members with commas (JSON, `{…}`); block maps with lines. */
  flow: boolean;
  /** A TOML table: its header ends here (members follow on the next lines). */
  header?: Span;
}

/** A list: JSON array, YAML sequence (go-i18n's v1 files). */
export interface TList extends Span {
  kind: 'list';
  items: TNode[];
  flow: boolean;
}

export type TNode = TString | TScalar | TMap | TList;

/** A file read into a located tree. */
export interface TDocument {
  syntax: Syntax;
  text: string;
  /** The file's byte order mark, if any; offsets count from after it. */
  bom: string;
  /** undefined for an empty file. */
  root: TMap | TList | undefined;
  lineOf(offset: number): number;
}

export type Syntax = 'json' | 'yaml' | 'toml';
