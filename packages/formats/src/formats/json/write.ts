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

/** Serialises entries as JSON, flat or nested, in the order given. */
export function serializeJson(entries: Entries, options: JsonWriteOptions): string {
  const delimiter = options.delimiter ?? DEFAULT_DELIMITER;
  const tree = options.structure === 'nested' ? buildTree(entries, delimiter) : flatTree(entries);
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
export function renderTree(tree: JsonTree, layout: Layout, indent: string): string {
  if (tree.size === 0) return '{}';
  const inner = indent + layout.indent;
  const members: string[] = [];
  // Iterative over siblings; recursion only follows nesting, which buildTree bounds.
  for (const [name, value] of tree) {
    const text = typeof value === 'string' ? layout.escape(value) : renderTree(value, layout, inner);
    members.push(`${layout.escape(name)}${layout.colon}${text}`);
  }
  if (layout.indent === '') return `{${members.join(',')}}`;
  return `{${layout.eol}${inner}${members.join(`,${layout.eol}${inner}`)}${layout.eol}${indent}}`;
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
    if (member.value.type === 'object') return 'nested';
  }
  return 'flat';
}

/**
 * Whether the file can be edited in place in `structure`: a flat file has no objects in objects; a
 * nested one has no name with the delimiter in it. A file of plain names fits both.
 */
export function fits(doc: JsonDocument, structure: Structure, delimiter: string): boolean {
  if (structure === 'flat') return structureOf(doc) === 'flat';
  // Recursion is bounded by LIMITS.maxDepth, checked when the document was read.
  const plainNames = (object: Node): boolean =>
    [...membersOf(object).values()].every(
      ({ name, value }) => !name.includes(delimiter) && (value.type !== 'object' || plainNames(value)),
    );
  return plainNames(doc.root);
}

export function indentOf(text: string): string {
  return /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text)?.[1] ?? detectIndent(text);
}
