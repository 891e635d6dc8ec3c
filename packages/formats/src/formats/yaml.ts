import {
  type Alias,
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  type Pair,
  parseDocument,
  type Scalar,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { FormatError } from '../errors.ts';
import { LIMITS } from '../limits.ts';
import type { Entries, FileStyle, Structure } from '../model.ts';
import type { ParseOptions, SerializeOptions, TranslationFormat } from '../registry.ts';
import { detectIndent, endsWithNewline, withTrailingNewline } from './lines.ts';

/**
 * YAML is read as YAML 1.1, the version Ruby's Psych (and so Rails) speaks, and which plain scalars
 * are texts is decided as Psych decides it (see `psychReadsAsText`).
 */
const VERSION = '1.1' as const;

/** A parsed YAML translation file: its entries, and the locale root key when it is Rails-style. */
export interface YamlFile {
  entries: Entries;
  /** The root key of a Rails-style file (`en:` holding every key), or undefined for a plain file. */
  locale: string | undefined;
  structure: Structure;
  /**
   * Whether some key name cannot be told apart from the nested key syntax: it holds a dot
   * (`"a.b": x`) or ends in an index (`"a[0]": x`). Only a flat layout can write such a file back.
   */
  dottedNames: boolean;
}

/** One step of a key path: a mapping key's name, or an index into a sequence. */
type Segment = string | number;

/** A key path as an entry key: names joined with dots, indexes as `[i]` (`date.day_names[0]`). */
function keyOf(path: readonly Segment[]): string {
  let key = '';
  for (const segment of path) {
    if (typeof segment === 'number') key += `[${segment}]`;
    else key = key === '' ? segment : `${key}.${segment}`;
  }
  return key;
}

const INDEXED_NAME = /^(.+?)((?:\[(?:0|[1-9][0-9]*)\])+)$/s;

/** The path an entry key is written at when nested: `a.b[1]` is `a`, `b`, 1. */
function pathOfKey(key: string): Segment[] {
  const path: Segment[] = [];
  for (const part of key.split('.')) {
    const indexed = INDEXED_NAME.exec(part);
    if (!indexed) {
      path.push(part);
      continue;
    }
    path.push(indexed[1] as string);
    for (const index of (indexed[2] as string).slice(1, -1).split('][')) {
      const value = Number(index);
      if (value >= LIMITS.maxEntries) {
        throw new FormatError(
          `key "${key}" has the list index ${value}, more than the ${LIMITS.maxEntries} entries a file may hold (LIMITS.maxEntries)`,
          { key },
        );
      }
      path.push(value);
    }
  }
  if (path.length > LIMITS.maxKeySegments) {
    throw new FormatError(
      `key "${key.slice(0, 60)}…" has ${path.length} parts, more than ${LIMITS.maxKeySegments} (LIMITS.maxKeySegments); write it flat or shorten it`,
      { key },
    );
  }
  return path;
}

// ---------------------------------------------------------------------------------------------
// What is a text: Ruby's Psych, not the YAML 1.1 schema, decides what Rails sees.

const PSYCH_STRING = /^[^\d.:-]?[\p{Alphabetic}_\s!@#$%^&*(){}<>|/\\~;=]+/u;
const PSYCH_TIME =
  /^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$/;
const PSYCH_DATE = /^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$/;
const PSYCH_SEXAGESIMAL = /^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}(\.[0-9_]*)?$/;
const PSYCH_FLOAT = /^[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?$/;
const PSYCH_INTEGER =
  /^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$/;

/**
 * Whether Psych (Psych::ScalarScanner#tokenize) reads an untagged plain scalar as a String: not
 * nil (`~`, `null`, empty), a boolean (`yes`, `Off`, any case), a number, a date or time, or a
 * Symbol (`:year`). It differs from the YAML 1.1 schema: `y` and `n` are texts, `yEs` is not.
 */
function psychReadsAsText(plain: string): boolean {
  if (plain === '') return false;
  if (PSYCH_STRING.test(plain) || plain.includes('\n')) {
    if (plain.length > 5 || /^[^ytonf~]/i.test(plain)) return true;
    return !/^(?:~|null|yes|true|on|no|false|off)$/i.test(plain);
  }
  if (PSYCH_TIME.test(plain) || PSYCH_DATE.test(plain)) return false;
  if (/^[-+]?\.inf$/i.test(plain) || /^\.nan$/i.test(plain) || /^:./.test(plain)) return false;
  if (PSYCH_SEXAGESIMAL.test(plain)) return false;
  if (PSYCH_FLOAT.test(plain)) return /^[-+]?\.$/.test(plain);
  return !PSYCH_INTEGER.test(plain);
}

const STR_TAG = 'tag:yaml.org,2002:str';

/** A scalar's text, or undefined when it is not a text (nil, a number, a boolean, a date, a symbol). */
function textOf(node: Scalar | null): string | undefined {
  if (node === null) return undefined;
  if (node.tag !== undefined) return node.tag === STR_TAG ? String(node.value) : undefined;
  if (node.type === 'PLAIN' || node.type === undefined) {
    const plain = typeof node.value === 'string' ? node.value : (node.source ?? String(node.value));
    if (node.value === null && node.source === undefined) return undefined;
    return psychReadsAsText(plain) ? plain : undefined;
  }
  return String(node.value);
}

/**
 * A key's text. A key such as `no:`, `on:` or `1:` keeps the text it was written as, not the
 * boolean or number YAML 1.1 reads.
 */
function keyName(node: unknown): string | undefined {
  if (!isScalar(node)) return undefined;
  return typeof node.value === 'string' ? node.value : (node.source ?? String(node.value));
}

// ---------------------------------------------------------------------------------------------
// Reading

/** A file read for parsing and for writing over. */
interface Reading {
  doc: Document;
  /** Each alias's anchored node, bound in file order as YAML binds them. */
  targets: Map<Alias, Node>;
  /** The Rails-style locale root pair, if any. */
  root: Pair | undefined;
  /** The mapping holding the keys: the locale root's value, or the whole document. */
  top: YAMLMap | undefined;
  file: YamlFile;
  lineOf: (offset: number) => number;
}

interface ReadOptions {
  locale?: string | undefined;
  warn?: ParseOptions['warn'] | undefined;
}

function depthError(line: number | undefined): FormatError {
  return new FormatError(
    `the file nests mappings and lists deeper than ${LIMITS.maxDepth} levels (LIMITS.maxDepth); translation files need a few levels`,
    line === undefined ? {} : { line },
  );
}

/**
 * Binds every alias to the node its anchor names, the last such anchor before it in the file, and
 * refuses an alias with no anchor before it. Also holds the depth budget before anything recurses
 * further: the yaml package's own resolution of an alias walks the whole document each time.
 */
function bindAliases(doc: Document, lineOf: (offset: number) => number): Map<Alias, Node> {
  const anchors = new Map<string, Node>();
  const targets = new Map<Alias, Node>();
  const visit = (node: unknown, depth: number): void => {
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      if (target === undefined) {
        throw new FormatError(
          `invalid YAML: alias *${node.source} has no anchor &${node.source} before it`,
          node.range ? { line: lineOf(node.range[0]) } : {},
        );
      }
      targets.set(node, target);
      return;
    }
    if (!isMap(node) && !isSeq(node)) {
      if (isScalar(node) && node.anchor) anchors.set(node.anchor, node);
      return;
    }
    if (depth >= LIMITS.maxDepth) throw depthError(node.range ? lineOf(node.range[0]) : undefined);
    if (node.anchor) anchors.set(node.anchor, node);
    for (const item of node.items as unknown[]) {
      if (isMap(node)) {
        visit((item as Pair).key, depth + 1);
        visit((item as Pair).value, depth + 1);
      } else {
        visit(item, depth + 1);
      }
    }
  };
  visit(doc.contents, 0);
  return targets;
}

/**
 * The pairs of a mapping that count, by name: when a name is defined twice the last definition
 * counts, as in Psych (YAML 1.2 calls it an error, Rails reads the last value).
 */
function livePairs(map: YAMLMap): Map<string, Pair> {
  const live = new Map<string, Pair>();
  for (const pair of map.items as Pair[]) {
    const name = keyName(pair.key);
    if (name === undefined) continue;
    live.delete(name);
    live.set(name, pair);
  }
  return live;
}

/** Reads a YAML file: every check and budget of the parse, and what a rewrite needs. */
function read(content: string, options: ReadOptions): Reading {
  const lineCounter = new LineCounter();
  let doc: Document;
  try {
    // Duplicate keys are handled in the walk below (the last one counts, as in Psych); the yaml
    // package's own check compares every pair with every other one.
    doc = parseDocument(content, { version: VERSION, lineCounter, uniqueKeys: false });
  } catch (error) {
    if (error instanceof RangeError) throw depthError(undefined);
    throw error;
  }
  const lineOf = (offset: number): number => lineCounter.linePos(offset).line;
  const error = doc.errors[0];
  // The yaml package turns its own stack overflow on very deep nesting into a parse error.
  if (error && /call stack/i.test(error.message)) throw depthError(error.linePos?.[0].line);
  if (error) {
    const line = error.linePos?.[0].line;
    const column = error.linePos?.[0].col;
    const message = error.message.split('\n')[0] ?? error.message;
    throw new FormatError(`invalid YAML: ${message}`, { line, column });
  }
  const nodeLine = (node: Node | null | undefined): number | undefined =>
    node?.range ? lineOf(node.range[0]) : undefined;
  const empty = (): Reading => ({
    doc,
    targets: new Map(),
    root: undefined,
    top: undefined,
    file: { entries: new Map(), locale: undefined, structure: 'flat', dottedNames: false },
    lineOf,
  });
  if (doc.contents === null) return empty();
  if (!isMap(doc.contents)) {
    throw new FormatError('the file must hold a YAML mapping of keys to texts', {
      line: nodeLine(doc.contents),
    });
  }
  const targets = bindAliases(doc, lineOf);
  const root = localeRoot(doc.contents, options.locale);
  const top = root ? (root.value as YAMLMap) : doc.contents;
  const entries: Entries = new Map();
  let nested = false;
  let dottedNames = false;
  let expanded = 0;
  const add = (path: Segment[], text: string, at: Node): void => {
    const key = keyOf(path);
    if (key.length > LIMITS.maxKeyLength) {
      throw new FormatError(
        `key "${key.slice(0, 60)}…" is ${key.length} characters long, over the limit of ${LIMITS.maxKeyLength} (LIMITS.maxKeyLength); shorten the key`,
        { key: key.slice(0, 60), line: nodeLine(at) },
      );
    }
    if (entries.has(key)) {
      options.warn?.({
        message: `key "${key}" is written twice (once with a dot in its name); the later text counts`,
        line: nodeLine(at),
        key,
      });
      entries.delete(key);
    } else if (entries.size >= LIMITS.maxEntries) {
      throw new FormatError(
        `the file holds more than ${LIMITS.maxEntries} entries (LIMITS.maxEntries); split it into several files`,
        { line: nodeLine(at) },
      );
    }
    entries.set(key, text);
  };
  const walk = (value: Node | null, path: Segment[], depth: number, aliased: boolean): void => {
    let node = value;
    if (aliased && ++expanded > LIMITS.maxAliasExpansion) {
      throw new FormatError(
        `aliases (*name) in the file expand to more than ${LIMITS.maxAliasExpansion} nodes (LIMITS.maxAliasExpansion); write the texts out instead of nesting aliases`,
        { line: nodeLine(value) },
      );
    }
    if (isAlias(node)) {
      node = targets.get(node) ?? null;
      aliased = true;
    }
    if (node === null || isScalar(node)) {
      const text = textOf(node);
      if (text !== undefined && node) add(path, text, value ?? node);
      return;
    }
    if (depth >= LIMITS.maxDepth) throw depthError(nodeLine(node));
    if (isSeq(node)) {
      nested = true;
      node.items.forEach((item, index) => {
        walk(item as Node | null, [...path, index], depth + 1, aliased);
      });
      return;
    }
    if (!isMap(node)) return;
    if (path.length > 0) nested = true;
    const live = livePairs(node);
    for (const pair of node.items as Pair[]) {
      const keyNode = pair.key as Node | null;
      const name = keyName(keyNode);
      if (name === undefined || name === '' || name === '<<') {
        throw new FormatError(
          name === '<<'
            ? 'merge keys (<<) are not supported in translation files; write the keys out'
            : `a key under "${keyOf(path) || '(root)'}" is empty or not a plain text`,
          { line: nodeLine(keyNode) },
        );
      }
      if (live.get(name) !== pair) {
        if (!aliased) {
          const key = keyOf([...path, name]);
          const later = live.get(name)?.key as Node | undefined;
          options.warn?.({
            message: `key "${key}" is defined twice in one mapping (lines ${nodeLine(keyNode)} and ${nodeLine(later)}); the last one counts, as in Rails`,
            line: nodeLine(later),
            key,
          });
        }
        continue;
      }
      if (name.includes('.') || INDEXED_NAME.test(name)) dottedNames = true;
      walk(pair.value as Node | null, [...path, name], depth + 1, aliased);
    }
  };
  walk(top, [], 0, false);
  return {
    doc,
    targets,
    root,
    top,
    file: {
      entries,
      locale: root ? keyName(root.key) : undefined,
      structure: nested ? 'nested' : 'flat',
      dottedNames,
    },
    lineOf,
  };
}

/**
 * Parses a YAML translation file. A file whose root mapping has exactly one key that is a known
 * language code (`en`, `pt-BR`, `zh_Hant`), holding a mapping, is Rails-style: that key is the locale
 * and is not part of the keys. Pass `locale` to require that root key instead of guessing.
 */
export function parseYaml(
  content: string,
  options: { locale?: string; warn?: ParseOptions['warn'] } = {},
): YamlFile {
  return read(content, options).file;
}

/** The root pair of a Rails-style file, or undefined for a plain one. */
function localeRoot(map: YAMLMap, locale: string | undefined): Pair | undefined {
  if (map.items.length !== 1) return undefined;
  const pair = map.items[0] as Pair | undefined;
  if (!pair || !isScalar(pair.key) || !isMap(pair.value)) return undefined;
  const name = keyName(pair.key) as string;
  if (locale !== undefined) return name === locale ? pair : undefined;
  return isLanguageCode(name) ? pair : undefined;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** Whether `name` is a language CLDR knows (`en`, `pt-BR`, `zh_Hant`), not just any short word. */
export function isLanguageCode(name: string): boolean {
  if (!/^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})*$/.test(name)) return false;
  try {
    const language = new Intl.Locale(name.replace(/_/g, '-')).language;
    return languageNames.of(language) !== undefined;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// The tree entries are written as

/** Entries as the tree they are written as. Maps, not objects: keys such as `__proto__` are data. */
type Tree = TreeMap | TreeSeq | string | Raw;
interface TreeMap {
  kind: 'map';
  items: Map<string, Tree>;
}
interface TreeSeq {
  kind: 'seq';
  /** Sparse: a missing index is written as `~` (nil). */
  items: Map<number, Tree>;
}
/** A value that is not a text (`3`, `false`, `~`), kept as the file writes it. */
interface Raw {
  kind: 'raw';
  source: string;
}

function collision(a: string, b: string): FormatError {
  return new FormatError(
    `keys "${a}" and "${b}" cannot both be written nested: one would be both a text and a mapping or list; pull with structure "flat" or rename one key`,
    { key: a },
  );
}

/** The tree `entries` are written as; refuses keys that cannot be written together, naming both. */
function buildTree(entries: Entries, structure: Structure): TreeMap {
  const top: TreeMap = { kind: 'map', items: new Map() };
  // The first key under each branch, to name it in a collision; a leaf's key is its own path.
  const owners = new Map<Tree, string>();
  const owner = (existing: Tree, path: Segment[]): string =>
    typeof existing === 'string' ? keyOf(path) : (owners.get(existing) ?? keyOf(path));
  for (const [key, value] of entries) {
    const path = structure === 'nested' ? pathOfKey(key) : [key];
    let node: TreeMap | TreeSeq = top;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i] as Segment;
      const last = i === path.length - 1;
      const items = node.items as Map<Segment, Tree>;
      const existing = items.get(segment);
      if (last) {
        if (existing !== undefined) throw collision(owner(existing, path), key);
        items.set(segment, value);
        break;
      }
      const wanted = typeof path[i + 1] === 'number' ? 'seq' : 'map';
      if (existing === undefined) {
        const child: TreeMap | TreeSeq =
          wanted === 'seq' ? { kind: 'seq', items: new Map() } : { kind: 'map', items: new Map() };
        items.set(segment, child);
        owners.set(child, key);
        node = child;
      } else if (typeof existing === 'object' && existing.kind === wanted) {
        node = existing;
      } else {
        throw collision(owner(existing, path.slice(0, i + 1)), key);
      }
    }
  }
  return top;
}

/** The texts under a tree, keyed by their path below it. */
function flattenTree(tree: Tree, path: Segment[], out: Map<string, string>): Map<string, string> {
  if (typeof tree === 'string') out.set(keyOf(path), tree);
  else if (tree.kind !== 'raw') {
    for (const [segment, child] of tree.items as Map<Segment, Tree>) {
      flattenTree(child, [...path, segment], out);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Writing scalars

const NEEDS_ESCAPE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Plain scalars YAML 1.1 readers other than Psych (the yaml package, PyYAML) read as something else
 * than a text: booleans including `y`/`n`, nulls, numbers of every base, dates, merge and value keys.
 */
const YAML11_SPECIAL =
  /^(?:(?:y|n|yes|no|true|false|on|off|null|~|=|<<)|[-+]?(?:0b[01_]+|0x[0-9a-fA-F_]+|[0-9][0-9_]*(?::[0-5]?[0-9])*(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\.[0-9_]+(?:[eE][-+]?[0-9]+)?|\.(?:inf|nan))|\d{4}-\d\d?-\d\d?(?:[Tt ].*)?)$/i;

/** Whether `text` can be written as a plain scalar that every YAML 1.1 reader reads back as it. */
function plainOk(text: string, flow: boolean): boolean {
  if (text === '' || text.length > 1000 || /^[ \t]|[ \t]$/.test(text)) return false;
  if (/[\n\r\t\u0085\u00a0]/.test(text) || NEEDS_ESCAPE.test(text)) return false;
  if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(text) || /^(?:---|\.\.\.)/.test(text)) return false;
  if (/:(?:[ \t]|$)|[ \t]#/.test(text)) return false;
  if (flow && /[,[\]{}:]/.test(text)) return false;
  return psychReadsAsText(text) && !YAML11_SPECIAL.test(text);
}

/** `text` double-quoted, with every character a YAML reader could misread escaped. */
function doubleQuoted(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (char === '"' || char === '\\') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\t') out += '\\t';
    else if (char === '\r') out += '\\r';
    else if (code === 0x85) out += '\\N';
    else if (code === 0x2028) out += '\\L';
    else if (code === 0x2029) out += '\\P';
    else if (NEEDS_ESCAPE.test(char)) {
      out +=
        code < 0x100
          ? `\\x${code.toString(16).padStart(2, '0')}`
          : `\\u${code.toString(16).padStart(4, '0')}`;
    } else out += char;
  }
  return `${out}"`;
}

/**
 * Whether a multi-line text can be a literal block scalar (`|`) that reads back exactly: no line
 * of only blanks (readers disagree on them), no leading blank on its first line (it would be taken
 * for indentation), at most one final line break, and nothing that needs an escape.
 */
function literalOk(text: string): boolean {
  if (!text.includes('\n') || text.endsWith('\n\n')) return false;
  if (/[\r\u0085\u2028\u2029]/.test(text) || NEEDS_ESCAPE.test(text)) return false;
  if (/^\n*[ \t]/.test(text)) return false;
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  if (body.trim() === '') return false;
  return !body.split('\n').some((line) => line !== '' && /^[ \t]+$/.test(line));
}

/** Where a scalar is written. */
interface ScalarPlace {
  flow: boolean;
  /** The column of the key (mapping value) or of the `-` (list item) it belongs to. */
  column: number;
  unit: number;
  /** Whether a block scalar may be written here (nothing follows on the line). */
  block: boolean;
  /** The style the old scalar had, kept when it can hold the new text. */
  old?: Scalar['type'] | undefined;
}

/** A text as a YAML scalar; a block scalar (`|-`) ends without its final line break. */
function renderScalar(text: string, place: ScalarPlace): string {
  if (!text.includes('\n')) {
    const keepQuotes = place.old === 'QUOTE_DOUBLE' || place.old === 'QUOTE_SINGLE';
    if (!keepQuotes && plainOk(text, place.flow)) return text;
    const singleOk = !/[\t\u0085\u00a0]/.test(text) && !NEEDS_ESCAPE.test(text) && !/^ | $/.test(text);
    if (place.old === 'QUOTE_SINGLE' && singleOk) return `'${text.replace(/'/g, "''")}'`;
    return doubleQuoted(text);
  }
  if (!place.flow && place.block && place.old !== 'QUOTE_DOUBLE' && literalOk(text)) {
    const pad = ' '.repeat(place.column + Math.max(place.unit, 1));
    const body = text.endsWith('\n') ? text.slice(0, -1) : text;
    const lines = body.split('\n').map((line) => (line === '' ? '' : pad + line));
    return `|${text.endsWith('\n') ? '' : '-'}\n${lines.join('\n')}`;
  }
  return doubleQuoted(text);
}

/** A mapping key as YAML. */
function renderKey(name: string, flow: boolean): string {
  if (name.length > 1000) {
    throw new FormatError(
      `key name "${name.slice(0, 60)}…" is ${name.length} characters long; YAML mapping keys are at most 1024 characters`,
      { key: name.slice(0, 60) },
    );
  }
  return plainOk(name, flow) ? name : doubleQuoted(name);
}

// ---------------------------------------------------------------------------------------------
// Writing trees

interface BlockStyle {
  /** Spaces per nesting level. */
  unit: number;
  /** Whether a list's `-` is indented below its key (`key:\n  - x`) or not (`key:\n- x`, Psych). */
  seqIndent: boolean;
}

/** A tree as block lines at `column` (each line without its line break). */
function blockLines(tree: TreeMap | TreeSeq, column: number, style: BlockStyle, out: string[]): string[] {
  const pad = ' '.repeat(column);
  const textFor = (child: Tree, at: number): string =>
    typeof child === 'string'
      ? renderScalar(child, { flow: false, column: at, unit: style.unit, block: true })
      : (child as Raw).source;
  if (tree.kind === 'map') {
    for (const [name, child] of tree.items) {
      const key = renderKey(name, false);
      if (typeof child === 'string' || child.kind === 'raw') {
        out.push(`${pad}${key}: ${textFor(child, column)}`);
      } else if (child.items.size === 0) {
        out.push(`${pad}${key}: ${child.kind === 'map' ? '{}' : '[]'}`);
      } else {
        out.push(`${pad}${key}:`);
        const inner = child.kind === 'seq' && !style.seqIndent ? column : column + style.unit;
        blockLines(child, inner, style, out);
      }
    }
    return out;
  }
  const last = Math.max(-1, ...tree.items.keys());
  for (let index = 0; index <= last; index++) {
    const child = tree.items.get(index);
    if (child === undefined) out.push(`${pad}- ~`);
    else if (typeof child === 'string' || child.kind === 'raw') out.push(`${pad}- ${textFor(child, column)}`);
    else {
      // A mapping or list in a list starts on the `-` line, as Psych writes it (`- a: x`).
      const start = out.length;
      blockLines(child, column + 2, style, out);
      out[start] = `${pad}- ${(out[start] as string).slice(column + 2)}`;
    }
  }
  return out;
}

/** A tree in flow style (`{a: x, b: [y, ~]}`), for a value inside a flow collection. */
function flowText(tree: Tree): string {
  if (typeof tree === 'string') {
    return renderScalar(tree, { flow: true, column: 0, unit: 2, block: false });
  }
  if (tree.kind === 'raw') return tree.source;
  if (tree.kind === 'map') {
    const pairs = [...tree.items].map(([name, child]) => `${renderKey(name, true)}: ${flowText(child)}`);
    return `{${pairs.join(', ')}}`;
  }
  const last = Math.max(-1, ...tree.items.keys());
  const items: string[] = [];
  for (let index = 0; index <= last; index++) {
    const child = tree.items.get(index);
    items.push(child === undefined ? '~' : flowText(child));
  }
  return `[${items.join(', ')}]`;
}

/** Writes entries as YAML, nested or flat, under a Rails-style `locale` root key when one is given. */
export function serializeYaml(
  entries: Entries,
  options: { structure: Structure; locale?: string; indent?: string; trailingNewline?: boolean },
): string {
  const tree = buildTree(entries, options.structure);
  const style: BlockStyle = { unit: unitOf(options.indent), seqIndent: false };
  const lines: string[] = [];
  if (options.locale !== undefined) {
    const key = renderKey(options.locale, false);
    if (tree.items.size === 0) lines.push(`${key}: {}`);
    else lines.push(...blockLines(tree, style.unit, style, [`${key}:`]));
  } else if (tree.items.size === 0) {
    lines.push('{}');
  } else {
    blockLines(tree, 0, style, lines);
  }
  return withTrailingNewline(lines.join('\n'), options.trailingNewline ?? true);
}

function unitOf(indent: string | undefined): number {
  return Math.max(1, (indent ?? '  ').replace(/\t/g, '  ').length);
}

function detectStyle(content: string): FileStyle {
  const file = parseYaml(content);
  return {
    structure: file.structure,
    indent: detectIndent(content),
    trailingNewline: endsWithNewline(content),
    keyOrder: [...file.entries.keys()],
  };
}

// ---------------------------------------------------------------------------------------------
// Writing over an existing file: text edits of the file itself, so that what is not edited keeps
// its bytes (comments, blank lines, quoting, anchors, flow or block style, values that are not text).

/** One change to the existing text: `text` replaces `[start, end)`; an insertion has start = end. */
interface Edit {
  start: number;
  end: number;
  text: string;
  /** Among insertions at one offset, the lower goes first (deeper mappings before their parents). */
  rank: number;
}

/** The context of a value inside its collection. */
interface ValuePlace {
  flow: boolean;
  column: number;
  /** Offset just after the `:` or `-` that introduces the value (block collections). */
  indicatorEnd: number;
}

class Rewrite {
  readonly edits: Edit[] = [];
  /** Nodes whose text changes or goes: an alias to one of them must be written out. */
  readonly touched = new Set<Node>();
  /** Aliases left in place, each checked at the end against `touched`. */
  readonly keptAliases: Alias[] = [];
  private readonly stack: Node[] = [];
  private order = 0;

  private readonly reading: Reading;
  private readonly src: string;
  private readonly style: BlockStyle;

  constructor(reading: Reading, src: string, style: BlockStyle) {
    this.reading = reading;
    this.src = src;
    this.style = style;
  }

  /** Compares a value with the tree wanted there; returns whether the value goes away entirely. */
  value(node: Node | null, want: Tree | undefined, place: ValuePlace): 'keep' | 'delete' {
    const resolved = isAlias(node) ? (this.reading.targets.get(node) ?? null) : node;
    if (resolved === null || isScalar(resolved)) {
      const old = textOf(resolved as Scalar | null);
      if (want === undefined) {
        if (old !== undefined) return 'delete';
        if (isAlias(node)) this.keptAliases.push(node);
        return 'keep';
      }
      if (typeof want === 'string') {
        if (want === old) {
          if (isAlias(node)) this.keptAliases.push(node);
          return 'keep';
        }
        this.replaceScalar(node as Scalar | Alias, want, place);
        return 'keep';
      }
      if (want.kind === 'raw') return 'keep';
      this.replaceValue(node as Node, want, place);
      return 'keep';
    }
    const collection = resolved as YAMLMap | YAMLSeq;
    if (
      typeof want === 'string' ||
      (want !== undefined && want.kind !== 'raw' && want.kind !== kindOf(collection))
    ) {
      this.replaceValue(node as Node, want, place);
      return 'keep';
    }
    const wanted = want as TreeMap | TreeSeq | undefined;
    if (isAlias(node) || collection.flow) return this.opaque(node as Node, collection, wanted);
    this.stack.push(collection);
    const result = isMap(collection)
      ? this.blockMap(collection, wanted as TreeMap | undefined)
      : this.blockSeq(collection as YAMLSeq, wanted as TreeSeq | undefined);
    this.stack.pop();
    return result;
  }

  /** The top mapping: never removed; a Rails root left empty reads `en: {}`. */
  top(map: YAMLMap, want: TreeMap): void {
    const place: ValuePlace = { flow: false, column: 0, indicatorEnd: map.range?.[0] ?? 0 };
    if (this.value(map, want, place) === 'keep') return;
    const root = this.reading.root;
    if (map.flow) {
      this.edit(map.range?.[0] ?? 0, map.range?.[1] ?? 0, '{}');
    } else if (root) {
      const colon = this.colonAfter(root.key as Node);
      this.edit(colon + 1, this.lineEnd(this.contentEnd(map)), ' {}\n');
    } else {
      const start = this.lineStart(map.range?.[0] ?? 0);
      this.edit(start, this.lineEnd(this.contentEnd(map)), '{}\n');
    }
    this.touchSubtree(map);
  }

  private blockMap(map: YAMLMap, want: TreeMap | undefined): 'keep' | 'delete' {
    const live = livePairs(map);
    const gone = new Set<string>();
    for (const [name, pair] of live) {
      const place: ValuePlace = {
        flow: false,
        column: this.column((pair.key as Node).range?.[0] ?? 0),
        indicatorEnd: this.colonAfter(pair.key as Node) + 1,
      };
      if (this.value(pair.value as Node | null, want?.items.get(name), place) === 'delete') gone.add(name);
    }
    const added = [...(want?.items ?? [])].filter(([name]) => !live.has(name));
    const pairs = map.items as Pair[];
    if (pairs.every((pair) => gone.has(keyName(pair.key) as string))) {
      if (added.length === 0) return 'delete';
      // Every old key goes and new ones come: they take the old keys' place (which may share a
      // line with the `-` of a list item).
      const start = (pairs[0]?.key as Node | undefined)?.range?.[0] ?? 0;
      const column = this.column(start);
      const lines = blockLines({ kind: 'map', items: new Map(added) }, column, this.style, []);
      this.edit(start, this.lineEnd(this.contentEnd(map)), `${lines.join('\n').slice(column)}\n`);
      for (const pair of pairs) this.touchSubtree(pair.value as Node | null);
      this.touch(map);
      return 'keep';
    }
    for (let i = 0; i < pairs.length; i++) {
      const pair = pairs[i] as Pair;
      if (!gone.has(keyName(pair.key) as string)) continue;
      const keyStart = (pair.key as Node).range?.[0] ?? 0;
      const lineStart = this.lineStart(keyStart);
      this.touchSubtree(pair.value as Node | null);
      if (/^[ \t]*$/.test(this.src.slice(lineStart, keyStart))) {
        this.edit(lineStart, this.lineEnd(this.contentEnd(pair.value as Node | null, pair)), '');
        continue;
      }
      // The first pair of a mapping in a list shares the `-` line (`- a: x`): the next pair kept
      // moves up to take its place.
      let next = i + 1;
      while (next < pairs.length && gone.has(keyName((pairs[next] as Pair).key) as string)) next++;
      const nextPair = pairs[next] as Pair;
      this.edit(keyStart, (nextPair.key as Node).range?.[0] ?? keyStart, '');
      for (let j = i + 1; j < next; j++) this.touchSubtree((pairs[j] as Pair).value as Node | null);
      i = next - 1;
    }
    if (added.length > 0) {
      const first = pairs[0]?.key as Node | undefined;
      const column = first ? this.column(first.range?.[0] ?? 0) : 0;
      const tree: TreeMap = { kind: 'map', items: new Map(added) };
      this.insert(this.lineEnd(this.contentEnd(map)), blockLines(tree, column, this.style, []));
      this.touch(map);
    }
    return 'keep';
  }

  private blockSeq(seq: YAMLSeq, want: TreeSeq | undefined): 'keep' | 'delete' {
    const items = seq.items as (Node | null)[];
    const dashes = this.dashes(seq);
    const outcomes = items.map((item, index) =>
      this.value(item, want?.items.get(index), {
        flow: false,
        column: this.column(dashes[index] as number),
        indicatorEnd: (dashes[index] as number) + 1,
      }),
    );
    const added = [...(want?.items ?? [])].filter(([index]) => index >= items.length);
    // Items before this index stay (as `~` when they go); the ones from it on are removed.
    const kept = added.length > 0 ? items.length : outcomes.lastIndexOf('keep') + 1;
    if (kept === 0) return 'delete';
    for (let index = 0; index < items.length; index++) {
      if (outcomes[index] !== 'delete') continue;
      const item = items[index] as Node | null;
      this.touchSubtree(item);
      if (index < kept) {
        // A list item in the middle that goes becomes nil, so the items after it keep their index.
        this.nil(item, (dashes[index] as number) + 1);
        continue;
      }
      for (const after of items.slice(index + 1)) this.touchSubtree(after);
      const end = this.contentEnd(items[items.length - 1] as Node | null);
      this.edit(this.lineStart(dashes[index] as number), this.lineEnd(end), '');
      break;
    }
    if (added.length > 0) {
      const column = this.column(dashes[0] as number);
      const tree: TreeSeq = { kind: 'seq', items: new Map() };
      for (const [index, child] of added) tree.items.set(index - items.length, child);
      const lines = blockLines(tree, column, this.style, []);
      this.insert(this.lineEnd(this.contentEnd(seq)), lines);
      this.touch(seq);
    }
    return 'keep';
  }

  /**
   * A flow collection, or an alias of a collection, compared as a whole: when its texts differ from
   * the wanted ones it is written again in flow style, with the values that are not texts kept.
   */
  private opaque(
    node: Node,
    collection: YAMLMap | YAMLSeq,
    want: TreeMap | TreeSeq | undefined,
  ): 'keep' | 'delete' {
    const current = flattenNode(collection, [], this.reading.targets, new Map());
    const wanted = want ? flattenTree(want, [], new Map()) : new Map<string, string>();
    if (sameTexts(current, wanted)) {
      this.keptAliases.push(...collectAliases(node, this.reading.targets));
      return 'keep';
    }
    if (!isAlias(node) && want !== undefined && sameKeys(current, wanted)) {
      // Only texts change: each is replaced where it stands, the rest of the collection keeps its bytes.
      const place: ValuePlace = { flow: true, column: 0, indicatorEnd: node.range?.[0] ?? 0 };
      this.stack.push(collection);
      if (isMap(collection)) {
        for (const [name, pair] of livePairs(collection)) {
          this.value(pair.value as Node | null, (want as TreeMap).items.get(name), place);
        }
      } else {
        collection.items.forEach((item, index) => {
          this.value(item as Node | null, (want as TreeSeq).items.get(index), place);
        });
      }
      this.stack.pop();
      return 'keep';
    }
    const empty: TreeMap | TreeSeq = { kind: kindOf(collection), items: new Map() };
    const merged = withRawValues(want ?? empty, collection, this.reading.targets, this.src);
    if (merged.items.size === 0) return 'delete';
    const text = flowText(merged);
    const [start, end] = node.range ?? [0, 0];
    this.edit(start, end, text);
    this.touchSubtree(node);
    return 'keep';
  }

  /** Writes `~` (nil) in place of a list item. */
  private nil(item: Node | null, indicatorEnd: number): void {
    if (item === null || isScalar(item) || isAlias(item)) {
      const [start, end] = item?.range ?? [indicatorEnd, indicatorEnd];
      const space = start > 0 && !/\s/.test(this.src[start - 1] as string) ? ' ' : '';
      this.edit(start, end, `${space}~${this.src.slice(start, end).endsWith('\n') ? '\n' : ''}`);
    } else {
      this.edit(indicatorEnd, this.lineEnd(this.contentEnd(item)), ' ~\n');
    }
  }

  /** Replaces a scalar (or an alias of one) with a new text, keeping its style when it can hold it. */
  private replaceScalar(node: Scalar | Alias, text: string, place: ValuePlace): void {
    const [start, end] = node.range ?? [place.indicatorEnd, place.indicatorEnd];
    const old = this.src.slice(start, end);
    const blockAfter = end === this.src.length || this.src[end] === '\n' || this.src.startsWith('\r\n', end);
    let rendered = renderScalar(text, {
      flow: place.flow,
      column: place.column,
      unit: this.style.unit,
      block: !place.flow && (old.endsWith('\n') || blockAfter),
      old: isScalar(node) ? node.type : undefined,
    });
    if (old.endsWith('\n')) rendered += '\n';
    if (start === end && start > 0 && !/\s/.test(this.src[start - 1] as string)) rendered = ` ${rendered}`;
    this.edit(start, end, rendered);
    this.touch(node);
  }

  /** Replaces a value with a tree, or a collection with a text. */
  private replaceValue(node: Node, want: Tree, place: ValuePlace): void {
    const [start] = node.range ?? [place.indicatorEnd];
    if (place.flow) {
      this.edit(start, node.range?.[1] ?? start, flowText(want));
    } else if (typeof want === 'string' || want.kind === 'raw') {
      const end = this.lineEnd(this.contentEnd(node));
      const text =
        typeof want === 'string'
          ? renderScalar(want, { flow: false, column: place.column, unit: this.style.unit, block: true })
          : want.source;
      this.edit(place.indicatorEnd, end, ` ${text}\n`);
    } else {
      const end = this.lineEnd(this.contentEnd(node));
      const inner =
        want.kind === 'seq' && !this.style.seqIndent && this.src[place.indicatorEnd - 1] === ':'
          ? place.column
          : place.column + this.style.unit;
      const lines = blockLines(want, inner, this.style, []);
      this.edit(place.indicatorEnd, end, `\n${lines.join('\n')}\n`);
    }
    this.touchSubtree(node);
  }

  /** Writes out each alias kept in place whose anchored node changed or went. */
  materializeAliases(): void {
    for (const alias of this.keptAliases) {
      const target = this.reading.targets.get(alias);
      if (!target || !this.touched.has(target)) continue;
      const [start, end] = alias.range ?? [0, 0];
      if (this.edits.some((edit) => edit.start < end && start < edit.end)) continue;
      const text = fileFlowText(target, this.reading.targets, this.src);
      this.edit(start, end, text);
    }
  }

  /** The existing text with every edit applied. */
  apply(): string {
    const edits = [...this.edits].sort(
      (a, b) =>
        a.start - b.start || (a.end === a.start ? 0 : 1) - (b.end === b.start ? 0 : 1) || a.rank - b.rank,
    );
    let out = '';
    let at = 0;
    for (const edit of edits) {
      if (edit.start < at) throw new Error(`internal error: overlapping YAML edits at offset ${edit.start}`);
      out += this.src.slice(at, edit.start) + edit.text;
      at = edit.end;
    }
    return out + this.src.slice(at);
  }

  edit(start: number, end: number, text: string): void {
    this.edits.push({ start, end, text, rank: this.order++ });
  }

  private insert(at: number, lines: string[]): void {
    // Deeper collections end at the same offset as their parents: their new lines go first.
    this.edits.push({
      start: at,
      end: at,
      text: `${lines.join('\n')}\n`,
      rank: -this.stack.length * 1e9 + this.order++,
    });
  }

  private touch(node: Node): void {
    this.touched.add(node);
    for (const parent of this.stack) this.touched.add(parent);
  }

  private touchSubtree(node: Node | null): void {
    if (node === null) return;
    this.touch(node);
    const visit = (inner: unknown): void => {
      if (isMap(inner) || isSeq(inner)) {
        this.touched.add(inner);
        for (const item of inner.items as unknown[]) visit(isMap(inner) ? (item as Pair).value : item);
      } else if (isScalar(inner)) this.touched.add(inner);
    };
    visit(node);
  }

  /** The offset of each item's `-` in a block list. */
  private dashes(seq: YAMLSeq): number[] {
    const dashes: number[] = [];
    let from = seq.range?.[0] ?? 0;
    for (const item of seq.items as (Node | null)[]) {
      const dash = this.nextDash(from);
      dashes.push(dash);
      from = this.lineEnd(Math.max(dash + 1, this.contentEnd(item)));
    }
    return dashes;
  }

  /** The first `-` at or after `from` that starts a line's content, skipping comments and blanks. */
  private nextDash(from: number): number {
    const re = /[ \t]*(?:#[^\n]*)?\n|[ \t]*-/y;
    let at = from;
    while (at < this.src.length) {
      re.lastIndex = at;
      const match = re.exec(this.src);
      if (!match) break;
      if (match[0].endsWith('-')) return at + match[0].length - 1;
      at += match[0].length;
    }
    return from;
  }

  /** The end of a value's own text: the last character of its last scalar, bracket or block. */
  contentEnd(node: Node | null, pair?: Pair): number {
    if (node === null) return (pair?.key as Node | undefined)?.range?.[1] ?? 0;
    if ((isMap(node) || isSeq(node)) && !node.flow && node.items.length > 0) {
      const last = node.items[node.items.length - 1] as unknown;
      return isMap(node)
        ? this.contentEnd((last as Pair).value as Node | null, last as Pair)
        : this.contentEnd(last as Node | null);
    }
    return node.range?.[1] ?? 0;
  }

  lineStart(offset: number): number {
    return this.src.lastIndexOf('\n', offset - 1) + 1;
  }

  /** The start of the next line after `offset` (or `offset` itself when a line ends just before it). */
  lineEnd(offset: number): number {
    if (offset > 0 && this.src[offset - 1] === '\n') return offset;
    const newline = this.src.indexOf('\n', offset);
    return newline === -1 ? this.src.length : newline + 1;
  }

  column(offset: number): number {
    return offset - this.lineStart(offset);
  }

  colonAfter(key: Node): number {
    const colon = this.src.indexOf(':', key.range?.[1] ?? 0);
    return colon === -1 ? (key.range?.[1] ?? 0) : colon;
  }
}

function kindOf(collection: YAMLMap | YAMLSeq): 'map' | 'seq' {
  return isMap(collection) ? 'map' : 'seq';
}

function sameKeys(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a.keys()].every((key) => b.has(key));
}

function sameTexts(a: Map<string, string>, b: Map<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}

/** The texts under a file node, keyed by their path below it, aliases followed. */
function flattenNode(
  node: Node | null,
  path: Segment[],
  targets: Map<Alias, Node>,
  out: Map<string, string>,
): Map<string, string> {
  const resolved = isAlias(node) ? (targets.get(node) ?? null) : node;
  if (resolved === null || isScalar(resolved)) {
    const text = textOf(resolved as Scalar | null);
    if (text !== undefined) out.set(keyOf(path), text);
  } else if (isMap(resolved)) {
    for (const [name, pair] of livePairs(resolved))
      flattenNode(pair.value as Node | null, [...path, name], targets, out);
  } else if (isSeq(resolved)) {
    resolved.items.forEach((item, index) => {
      flattenNode(item as Node | null, [...path, index], targets, out);
    });
  }
  return out;
}

/** Every alias inside a node, not following them. */
function collectAliases(node: Node, targets: Map<Alias, Node>): Alias[] {
  const found: Alias[] = [];
  const visit = (inner: unknown): void => {
    if (isAlias(inner)) {
      if (targets.has(inner)) found.push(inner);
    } else if (isMap(inner)) for (const pair of inner.items as Pair[]) visit(pair.value);
    else if (isSeq(inner)) for (const item of inner.items) visit(item);
  };
  visit(node);
  return found;
}

/** The source of a value that is not a text, as the file writes it (`~` for an empty one). */
function rawSource(node: Scalar | null, src: string): string {
  const [start, end] = node?.range ?? [0, 0];
  return start === end ? '~' : src.slice(start, end).trimEnd();
}

/**
 * The wanted tree with the file's values that are not texts added where the tree has nothing,
 * so that rewriting a collection keeps `precision: 3` or a `~` list item.
 */
function withRawValues<T extends TreeMap | TreeSeq>(
  want: T,
  node: YAMLMap | YAMLSeq,
  targets: Map<Alias, Node>,
  src: string,
): T {
  const items = new Map(want.items as Map<Segment, Tree>);
  const children: [Segment, Node | null][] = isMap(node)
    ? [...livePairs(node)].map(([name, pair]) => [name, pair.value as Node | null])
    : (node.items as (Node | null)[]).map((item, index) => [index, item]);
  for (const [segment, child] of children) {
    const resolved = isAlias(child) ? (targets.get(child) ?? null) : child;
    const wanted = items.get(segment);
    if (resolved === null || isScalar(resolved)) {
      if (wanted === undefined && textOf(resolved as Scalar | null) === undefined) {
        items.set(segment, { kind: 'raw', source: rawSource(resolved as Scalar | null, src) });
      }
    } else if (isMap(resolved) || isSeq(resolved)) {
      const kind = kindOf(resolved);
      if (wanted !== undefined && (typeof wanted !== 'object' || wanted.kind !== kind)) continue;
      const base = (wanted as TreeMap | TreeSeq | undefined) ?? { kind, items: new Map() };
      const inner = withRawValues(base, resolved, targets, src);
      if (inner.items.size > 0) items.set(segment, inner);
    }
  }
  if (want.kind === 'seq') {
    const sorted = [...items].sort((a, b) => (a[0] as number) - (b[0] as number));
    return { kind: 'seq', items: new Map(sorted) } as T;
  }
  return { kind: 'map', items } as T;
}

/** A file node's current content in flow style, aliases written out: for an alias whose anchor changed. */
function fileFlowText(node: Node | null, targets: Map<Alias, Node>, src: string): string {
  const resolved = isAlias(node) ? (targets.get(node) ?? null) : node;
  if (resolved === null || isScalar(resolved)) {
    const text = textOf(resolved as Scalar | null);
    return text === undefined
      ? rawSource(resolved as Scalar | null, src)
      : renderScalar(text, { flow: true, column: 0, unit: 2, block: false });
  }
  if (isMap(resolved)) {
    const pairs = [...livePairs(resolved)].map(
      ([name, pair]) => `${renderKey(name, true)}: ${fileFlowText(pair.value as Node | null, targets, src)}`,
    );
    return `{${pairs.join(', ')}}`;
  }
  if (isSeq(resolved)) {
    return `[${(resolved.items as (Node | null)[]).map((item) => fileFlowText(item, targets, src)).join(', ')}]`;
  }
  return '~';
}

/** How a file indents its lists: below their key (`  - x`) or level with it (`- x`, Psych's way). */
function detectSeqIndent(doc: Document, src: string): boolean {
  let found: boolean | undefined;
  const visit = (node: unknown, keyColumn: number | undefined): void => {
    if (found !== undefined) return;
    if (isSeq(node) && !node.flow && keyColumn !== undefined && node.range) {
      const start = node.range[0];
      found = start - (src.lastIndexOf('\n', start - 1) + 1) > keyColumn;
      return;
    }
    if (isMap(node) && !node.flow) {
      for (const pair of node.items as Pair[]) {
        const at = (pair.key as Node | null)?.range?.[0];
        visit(pair.value, at === undefined ? undefined : at - (src.lastIndexOf('\n', at - 1) + 1));
      }
    } else if (isSeq(node)) for (const item of node.items) visit(item, undefined);
  };
  visit(doc.contents, undefined);
  return found ?? false;
}

/**
 * Writes over an existing YAML file by editing its text: a changed text replaces its scalar (its
 * quoting kept when it can hold the new text), a removed key's lines go (a list item in the middle
 * becomes `~`, so later items keep their index), new keys go at the end of their mapping or list.
 * Everything else keeps its bytes. A file whose layout cannot hold the asked structure (nested
 * mappings when flat is asked, dotted key names when nested is asked) is rewritten, keeping only
 * its locale root and style.
 */
function serializeOver(entries: Entries, existing: string, options: SerializeOptions): string {
  const reading = read(existing, {});
  const { file } = reading;
  const locale = options.locale ?? file.locale;
  const indent = options.style?.indent ?? detectIndent(existing);
  const trailingNewline = options.style?.trailingNewline ?? endsWithNewline(existing);
  // A file with neither nesting nor dotted names fits both layouts and is edited in place.
  const fits = options.structure === 'nested' ? !file.dottedNames : file.structure === 'flat';
  const rewrite = (): string =>
    serializeYaml(entries, {
      structure: options.structure,
      indent,
      trailingNewline,
      ...(locale === undefined ? {} : { locale }),
    });
  if (!fits || reading.top === undefined) return rewrite();
  if (file.locale === undefined && options.locale !== undefined && file.entries.size === 0) return rewrite();
  const tree = buildTree(entries, options.structure);
  // Edits are made on text that ends with a line break, so that new lines can follow the last one.
  const crlf = existing.includes('\r\n');
  const src = existing.endsWith('\n') ? existing : `${existing}${crlf ? '\r\n' : '\n'}`;
  const style: BlockStyle = { unit: unitOf(indent), seqIndent: detectSeqIndent(reading.doc, src) };
  const editor = new Rewrite(reading, src, style);
  if (reading.root && locale !== undefined && locale !== file.locale) {
    const key = reading.root.key as Node;
    editor.edit(key.range?.[0] ?? 0, key.range?.[1] ?? 0, renderKey(locale, false));
  }
  editor.top(reading.top, tree);
  editor.materializeAliases();
  if (crlf) {
    for (const edit of editor.edits) edit.text = edit.text.replace(/\r?\n/g, '\r\n');
  }
  return withTrailingNewline(editor.apply(), trailingNewline);
}

/** YAML, Rails-style (locale root key) or plain, nested or flat; keys are joined with dots. */
export const yaml: TranslationFormat = {
  name: 'yaml',
  extensions: ['.yml', '.yaml'],
  parse: (content, options) => parseYaml(content, { warn: options?.warn }).entries,
  serialize: (entries, { structure, style, locale }) =>
    serializeYaml(entries, {
      structure,
      ...(locale === undefined ? {} : { locale }),
      ...(style?.indent !== undefined && { indent: style.indent }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
  detectStyle,
  serializeOver,
};
