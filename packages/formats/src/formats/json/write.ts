import type { Node } from 'jsonc-parser';
import { FormatError } from '../../errors.ts';
import {
  checkKeyLength,
  DEFAULT_DELIMITER,
  type Entries,
  type FileStyle,
  type Structure,
} from '../../model.ts';
import { detectIndent, endsWithNewline } from '../../shared/lines.ts';
import { buildValueTree, type JsonList, type JsonObject, type JsonValue } from './items.ts';
import {
  buildTree,
  type JsonDocument,
  type JsonOptions,
  type JsonTree,
  type JsonWriteOptions,
} from './model.ts';
import { membersOf, readJsonDocument, readJsonEntries } from './read.ts';

/** How JSON text is laid out when written. */
export interface Layout {
  indent: string;
  eol: string;
  /** Between a name and its value, as the file writes it: `": "` or `":"`. */
  colon: string;
  escape: (text: string) => string;
}

/**
 * Serialises entries as JSON, flat or nested, in the order given. With `arrays`, a nested key
 * ending in an index (`list[0]`) is an array item (see items.ts); without, it is a name.
 */
export function serializeJson(entries: Entries, options: JsonWriteOptions & { arrays?: boolean }): string {
  const delimiter = options.delimiter ?? DEFAULT_DELIMITER;
  const tree: JsonObject =
    options.structure !== 'nested'
      ? flatTree(entries)
      : options.arrays
        ? buildValueTree(entries, delimiter)
        : buildTree(entries, delimiter);
  const layout: Layout = { indent: options.indent ?? '  ', eol: '\n', colon: ': ', escape: JSON.stringify };
  const text = renderTree(tree, layout, '');
  return options.trailingNewline === false ? text : `${text}\n`;
}

function flatTree(entries: Entries): JsonTree {
  for (const key of entries.keys()) {
    if (key === '') {
      throw new FormatError('an empty key cannot be written to JSON: give the text a name', { key });
    }
    checkKeyLength(key);
  }
  return entries;
}

/** JSON text of a tree (written by hand: an object would move number-like names first). */
export function renderTree(tree: JsonObject, layout: Layout, indent: string): string {
  if (tree.size === 0) return '{}';
  const inner = indent + layout.indent;
  const members: string[] = [];
  // Iterative over siblings; recursion only follows nesting, which buildTree bounds.
  for (const [name, value] of tree) {
    members.push(`${layout.escape(name)}${layout.colon}${renderValue(value, layout, inner)}`);
  }
  return enclose('{', members, '}', layout, indent);
}

/** JSON text of a text, an object or an array, whose first line is indented by `indent`. */
export function renderValue(value: JsonValue, layout: Layout, indent: string): string {
  if (typeof value === 'string') return layout.escape(value);
  return value instanceof Map ? renderTree(value, layout, indent) : renderList(value, layout, indent);
}

/** JSON text of an array; an index without an item (a hole) is `null`. */
export function renderList(list: JsonList, layout: Layout, indent: string): string {
  const inner = indent + layout.indent;
  let last = -1;
  for (const index of list.items.keys()) last = Math.max(last, index);
  const items: string[] = [];
  for (let i = 0; i <= last; i++) {
    const item = list.items.get(i);
    items.push(item === undefined ? 'null' : renderValue(item, layout, inner));
  }
  return items.length === 0 ? '[]' : enclose('[', items, ']', layout, indent);
}

function enclose(open: string, parts: string[], close: string, layout: Layout, indent: string): string {
  if (layout.indent === '') return `${open}${parts.join(',')}${close}`;
  const inner = indent + layout.indent;
  return `${open}${layout.eol}${inner}${parts.join(`,${layout.eol}${inner}`)}${layout.eol}${indent}${close}`;
}

/** Reads the indentation, trailing newline and key order of an existing JSON file. */
export function detectJsonStyle(content: string, options: JsonOptions = {}): FileStyle {
  const doc = readJsonDocument(content);
  return {
    structure: structureOf(doc),
    indent: indentOf(doc.text),
    trailingNewline: endsWithNewline(content),
    keyOrder: [...readJsonEntries(doc, options).keys()],
  };
}

function structureOf(doc: JsonDocument): Structure {
  for (const member of membersOf(doc.root).values()) {
    if (member.value.type === 'object' || member.value.type === 'array') return 'nested';
  }
  return 'flat';
}

/**
 * Whether the file can be edited in place in `structure`: a flat file has no objects or arrays in
 * its root; a nested one has no name with the delimiter in it. A file of plain names fits both.
 */
export function fits(doc: JsonDocument, structure: Structure, delimiter: string): boolean {
  if (structure === 'flat') return structureOf(doc) === 'flat';
  // Recursion is bounded by LIMITS.maxDepth, checked when the document was read.
  const plain = (node: Node): boolean => {
    if (node.type === 'array') return (node.children ?? []).every(plain);
    if (node.type !== 'object') return true;
    return [...membersOf(node).values()].every(
      ({ name, value }) => !name.includes(delimiter) && plain(value),
    );
  };
  return plain(doc.root);
}

export function indentOf(text: string): string {
  return /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text)?.[1] ?? detectIndent(text);
}
