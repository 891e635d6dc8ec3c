import {
  Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  type Pair,
  parseDocument,
  type YAMLMap,
} from 'yaml';
import { FormatError } from '../errors.ts';
import { nest } from '../json.ts';
import { DEFAULT_DELIMITER, type Entries, type FileStyle, type Structure } from '../model.ts';
import type { SerializeOptions, TranslationFormat } from '../registry.ts';
import { detectIndent, endsWithNewline, withTrailingNewline } from './lines.ts';

/**
 * YAML is read and written as YAML 1.1, the version Ruby's Psych (and so Rails) speaks: a text such
 * as `yes` or `on` is written quoted, so no reader turns it into a boolean.
 */
const VERSION = '1.1' as const;

/** A parsed YAML translation file: its entries, and the locale root key when it is Rails-style. */
export interface YamlFile {
  entries: Entries;
  /** The root key of a Rails-style file (`en:` holding every key), or undefined for a plain file. */
  locale: string | undefined;
  structure: Structure;
  /** Whether some key name itself holds a dot (`"a.b": x`), which only a flat layout can write back. */
  dottedNames: boolean;
}

/**
 * Parses a YAML translation file. A file whose root mapping has exactly one key that is a known
 * language code (`en`, `pt-BR`, `zh_Hant`), holding a mapping, is Rails-style: that key is the locale
 * and is not part of the keys. Pass `locale` to require that root key instead of guessing.
 */
export function parseYaml(content: string, options: { locale?: string } = {}): YamlFile {
  const lineCounter = new LineCounter();
  // Duplicate keys are found in walk below, by the text a key reads as: the yaml package's own check
  // compares every pair with every other one, too slow for files of thousands of keys.
  const doc = parseDocument(content, { version: VERSION, lineCounter, uniqueKeys: false });
  const error = doc.errors[0];
  if (error) {
    const line = error.linePos?.[0].line;
    const column = error.linePos?.[0].col;
    const message = error.message.split('\n')[0] ?? error.message;
    throw new FormatError(`invalid YAML: ${message}`, { line, column });
  }
  const lineOf = (node: Node | null | undefined): number | undefined =>
    node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
  if (doc.contents === null) {
    return { entries: new Map(), locale: undefined, structure: 'flat', dottedNames: false };
  }
  if (!isMap(doc.contents)) {
    throw new FormatError('the file must hold a YAML mapping of keys to texts', {
      line: lineOf(doc.contents),
    });
  }
  const root = localeRoot(doc.contents, options.locale);
  const top = root ? (root.value as YAMLMap) : doc.contents;
  const entries: Entries = new Map();
  let nested = false;
  let dottedNames = false;
  const walk = (map: YAMLMap, prefix: string[]): void => {
    const names = new Set<string>();
    for (const pair of map.items) {
      const keyNode = pair.key as Node | null;
      const name = keyName(keyNode);
      if (name !== undefined && names.has(name)) {
        const key = [...prefix, name].join(DEFAULT_DELIMITER);
        throw new FormatError(`invalid YAML: key "${key}" is defined twice in one mapping`, {
          key,
          line: lineOf(keyNode),
        });
      }
      if (name !== undefined) names.add(name);
      if (name === undefined || name === '' || name === '<<') {
        throw new FormatError(
          name === '<<'
            ? 'merge keys (<<) are not supported in translation files; write the keys out'
            : `a key under "${prefix.join(DEFAULT_DELIMITER) || '(root)'}" is empty or not a plain text`,
          { line: lineOf(keyNode) },
        );
      }
      if (name.includes(DEFAULT_DELIMITER)) dottedNames = true;
      const path = [...prefix, name];
      const key = path.join(DEFAULT_DELIMITER);
      let value = pair.value as Node | null;
      if (isAlias(value)) value = value.resolve(doc) ?? null;
      if (isMap(value)) {
        nested = true;
        walk(value, path);
      } else if (isScalar(value) && value.value !== null) {
        if (entries.has(key)) {
          throw new FormatError(`key "${key}" is defined twice`, { key, line: lineOf(keyNode) });
        }
        // A number or boolean keeps the text it was written as: `3`, `yes`.
        entries.set(
          key,
          typeof value.value === 'string' ? value.value : (value.source ?? String(value.value)),
        );
      } else {
        const what = isSeq(value) ? 'a list' : 'no value';
        throw new FormatError(
          `key "${key}" has ${what}; only texts and mappings are allowed${what === 'no value' ? ' (write "" for an empty text)' : ''}`,
          { key, line: lineOf(keyNode) },
        );
      }
    }
  };
  walk(top, []);
  return {
    entries,
    locale: root ? keyName(root.key) : undefined,
    structure: nested ? 'nested' : 'flat',
    dottedNames,
  };
}

/** Writes entries as YAML, nested or flat, under a Rails-style `locale` root key when one is given. */
export function serializeYaml(
  entries: Entries,
  options: { structure: Structure; locale?: string; indent?: string; trailingNewline?: boolean },
): string {
  // Refuses a text that is also a prefix of other keys, naming both.
  if (options.structure === 'nested') nest(entries, DEFAULT_DELIMITER);
  const doc = new Document({}, { version: VERSION });
  const prefix = options.locale ? [options.locale] : [];
  if (options.locale) setPath(doc, prefix, {});
  // Built key by key, not from a JavaScript object, which would move number-like keys ("1") first.
  for (const [key, value] of entries) {
    setPath(
      doc,
      [...prefix, ...(options.structure === 'nested' ? key.split(DEFAULT_DELIMITER) : [key])],
      value,
    );
  }
  return withTrailingNewline(doc.toString(toStringOptions(options.indent)), options.trailingNewline ?? true);
}

function toStringOptions(indent: string | undefined) {
  // lineWidth 0: never fold long texts, so a changed text changes one line in a diff.
  return { indent: Math.max(1, (indent ?? '  ').replace(/\t/g, '  ').length), lineWidth: 0 };
}

/** The root pair of a Rails-style file, or undefined for a plain one. */
function localeRoot(map: YAMLMap, locale: string | undefined) {
  if (map.items.length !== 1) return undefined;
  const pair = map.items[0];
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

function detectStyle(content: string): FileStyle {
  const file = parseYaml(content);
  return {
    structure: file.structure,
    indent: detectIndent(content),
    trailingNewline: endsWithNewline(content),
    keyOrder: [...file.entries.keys()],
  };
}

/**
 * Writes over an existing YAML file by editing its document: comments, blank lines, quoting styles
 * and the locale root of the texts that did not change are kept; texts that changed are replaced in
 * place; keys that are gone are removed (with mappings left empty); new keys go at the end of their
 * mapping. A file whose layout cannot hold the asked structure (nested mappings when flat is asked,
 * dotted key names when nested is asked) is rewritten, keeping only its locale root and style.
 */
function serializeOver(entries: Entries, existing: string, options: SerializeOptions): string {
  const file = parseYaml(existing);
  const locale = options.locale ?? file.locale;
  const indent = options.style?.indent ?? detectIndent(existing);
  const trailingNewline = options.style?.trailingNewline ?? endsWithNewline(existing);
  // A file with neither nesting nor dotted names fits both layouts and is edited in place.
  const fits = options.structure === 'nested' ? !file.dottedNames : file.structure === 'flat';
  if (!fits) {
    return serializeYaml(entries, {
      structure: options.structure,
      indent,
      trailingNewline,
      ...localeOption(locale),
    });
  }
  const doc = parseDocument(existing, { version: VERSION, uniqueKeys: false });
  let prefix: string[] = [];
  if (file.locale !== undefined) {
    const root = (doc.contents as YAMLMap).items[0];
    if (root && locale !== undefined && locale !== file.locale) {
      (root.key as { value: unknown }).value = locale;
    }
    prefix = [locale ?? file.locale];
  } else if (locale !== undefined && options.locale !== undefined && file.entries.size === 0) {
    return serializeYaml(entries, { structure: options.structure, indent, trailingNewline, locale });
  }
  if (doc.contents === null) doc.contents = doc.createNode({}) as never;
  // Refuses a text that is also a prefix of other keys, naming both, before anything is edited.
  if (options.structure === 'nested') nest(entries, DEFAULT_DELIMITER);
  const pathOf = (key: string): string[] => [
    ...prefix,
    ...(options.structure === 'nested' ? key.split(DEFAULT_DELIMITER) : [key]),
  ];
  for (const key of file.entries.keys()) {
    if (!entries.has(key)) deleteAndPrune(doc, pathOf(key), prefix.length);
  }
  for (const [key, value] of entries) {
    // An unchanged text keeps its node as it is, an alias included.
    if (file.entries.get(key) === value) continue;
    const path = pathOf(key);
    const node = nodeAt(doc, path);
    if (isScalar(node)) {
      node.value = value;
      // The old style may not fit the new text (`yes` plain, a block scalar for one line): only
      // double quotes, which can hold any text, are kept; otherwise the yaml package chooses.
      if (node.type !== 'QUOTE_DOUBLE') node.type = undefined;
      if (value.includes('\n') && /(^|\n)[ \t]+(\n|$)/.test(value)) node.type = 'QUOTE_DOUBLE';
      const parent = nodeAt(doc, path.slice(0, -1));
      if (isMap(parent) && parent.flow) node.type = 'QUOTE_DOUBLE';
    } else {
      setPath(doc, path, value);
    }
  }
  return withTrailingNewline(doc.toString(toStringOptions(indent)), trailingNewline);
}

function localeOption(locale: string | undefined): { locale?: string } {
  return locale === undefined ? {} : { locale };
}

/**
 * A key's text. A key such as `no:`, `on:` or `1:` keeps the text it was written as, not the
 * boolean or number YAML 1.1 reads.
 */
function keyName(node: unknown): string | undefined {
  if (!isScalar(node)) return undefined;
  return typeof node.value === 'string' ? node.value : (node.source ?? String(node.value));
}

/** Each mapping's pairs by the text their keys read as, built once per mapping and kept up to date. */
const pairIndex = new WeakMap<YAMLMap, Map<string, Pair>>();

/** The pair of `map` whose key reads as `name`. */
function pairOf(map: YAMLMap, name: string): Pair | undefined {
  let index = pairIndex.get(map);
  if (!index) {
    index = new Map();
    for (const pair of map.items) {
      const key = keyName(pair.key);
      if (key !== undefined && !index.has(key)) index.set(key, pair as Pair);
    }
    pairIndex.set(map, index);
  }
  return index.get(name);
}

/** Adds a pair at the end of `map`, keeping the index. */
function addPair(doc: Document, map: YAMLMap, name: string, value: unknown): void {
  const pair = doc.createPair(name, value);
  map.items.push(pair);
  pairIndex.get(map)?.set(name, pair);
}

/** The node at `path`, matching keys as `parseYaml` reads them. */
function nodeAt(doc: Document, path: string[]): unknown {
  let node: unknown = doc.contents;
  for (const part of path) {
    if (!isMap(node)) return undefined;
    node = pairOf(node, part)?.value;
  }
  return node;
}

/**
 * Sets a text at `path`, creating plain mappings on the way (the yaml package's own `setIn` makes
 * them `!!omap` under YAML 1.1).
 */
function setPath(doc: Document, path: string[], value: string | Record<string, never>): void {
  let map = doc.contents as YAMLMap;
  for (const part of path.slice(0, -1)) {
    const child = pairOf(map, part)?.value;
    if (isMap(child)) {
      map = child;
    } else {
      const created = doc.createNode({}) as YAMLMap;
      map.flow = false;
      addPair(doc, map, part, created);
      map = created;
    }
  }
  // The yaml package can write a multi-line plain text inside a flow mapping (`{a: x}`) that no
  // reader accepts; a mapping that gains a key is written in block style.
  map.flow = false;
  addPair(doc, map, path[path.length - 1] as string, textNode(doc, value));
}

/**
 * A scalar for a text. A multi-line text with a line of only spaces is written double-quoted: in a
 * block scalar (`|`) the yaml package and YAML readers disagree on such lines.
 */
function textNode(doc: Document, value: string | Record<string, never>) {
  const node = doc.createNode(value);
  if (
    typeof value === 'string' &&
    isScalar(node) &&
    /(^|\n)[ \t]+(\n|$)/.test(value) &&
    value.includes('\n')
  ) {
    node.type = 'QUOTE_DOUBLE';
  }
  return node;
}

/** Deletes the value at `path` and then every mapping that this leaves empty, down to `keep` levels. */
function deleteAndPrune(doc: Document, path: string[], keep: number): void {
  for (let depth = path.length; depth > keep; depth--) {
    const parent = nodeAt(doc, path.slice(0, depth - 1));
    if (!isMap(parent)) return;
    const name = path[depth - 1] as string;
    const pair = pairOf(parent, name);
    if (pair) {
      parent.items.splice(parent.items.indexOf(pair), 1);
      pairIndex.get(parent)?.delete(name);
    }
    if (parent.items.length > 0) return;
  }
}

/** YAML, Rails-style (locale root key) or plain, nested or flat; keys are joined with dots. */
export const yaml: TranslationFormat = {
  name: 'yaml',
  extensions: ['.yml', '.yaml'],
  parse: (content) => parseYaml(content).entries,
  serialize: (entries, { structure, style, locale }) =>
    serializeYaml(entries, {
      structure,
      ...localeOption(locale),
      ...(style?.indent !== undefined && { indent: style.indent }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
  detectStyle,
  serializeOver,
};
