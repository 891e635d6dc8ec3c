import {
  type Alias,
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  type Scalar,
  type YAMLMap,
} from 'yaml';
import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import type { Entries } from '../../model.ts';
import { GO_I18N_HINT } from '../../shared/hints.ts';
import { INDEXED_NAME, keyOf, type Segment, type YamlFile } from './model.ts';
import { depthError, parseYamlDocument } from './parse.ts';

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
export function psychReadsAsText(plain: string): boolean {
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
export function textOf(node: Scalar | null): string | undefined {
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
export function keyName(node: unknown): string | undefined {
  if (!isScalar(node)) return undefined;
  return typeof node.value === 'string' ? node.value : (node.source ?? String(node.value));
}

// ---------------------------------------------------------------------------------------------
// Reading

/** A file read for parsing and for writing over. */
export interface Reading {
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
  /** Receives each text's scalar style by its key (a new file quotes each text as its source does). */
  styles?: Map<string, Scalar['type']> | undefined;
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
export function livePairs(map: YAMLMap): Map<string, Pair> {
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
export function read(content: string, options: ReadOptions): Reading {
  const { doc, lineOf } = parseYamlDocument(content);
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
    const goI18n = isSeq(doc.contents) && opensWithId(content);
    const message = 'the file must hold a YAML mapping of keys to texts';
    throw new FormatError(goI18n ? `${message}; ${GO_I18N_HINT}` : message, {
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
    if (options.styles !== undefined && isScalar(at)) options.styles.set(key, at.type);
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
    // BCP 47's extended language form, which Intl.Locale refuses: rails-i18n's `zh-YUE:` (`yue`).
    const extended = /^[a-zA-Z]{2,3}[-_]([a-zA-Z]{3})$/.exec(name)?.[1]?.toLowerCase();
    return extended !== undefined && languageNames.of(extended) !== undefined;
  }
}

const LEADING = /\s+|#[^\n]*/y;
const ID_ITEM = /-\s+id\s*:/y;

/**
 * Whether a YAML text's first item, after blank lines and comments, opens with `id:` (go-i18n's v1
 * list). A loop over the lead: `^(?:\s|#[^\n]*)*` keeps a backtracking entry per character, and V8
 * overflows its stack on ten million blank lines.
 */
function opensWithId(content: string): boolean {
  let at = 0;
  for (LEADING.lastIndex = 0; LEADING.exec(content) !== null; LEADING.lastIndex = at) at = LEADING.lastIndex;
  ID_ITEM.lastIndex = at;
  return ID_ITEM.test(content);
}
