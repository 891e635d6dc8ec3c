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
import { readPlainJson } from './fast-read.ts';
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
  /** Between members written on one line (when `indent` is empty): `","` unless given. */
  comma?: string;
  escape: (text: string) => string;
}

/**
 * Serialises entries as JSON, flat or nested, in the order given. With `arrays`, a nested key
 * ending in an index (`list[0]`) is an array item (see items.ts); without, it is a name.
 */
export function serializeJson(
  entries: Entries,
  options: JsonWriteOptions & { arrays?: boolean; holesLike?: unknown },
): string {
  const delimiter = options.delimiter ?? DEFAULT_DELIMITER;
  const tree: JsonObject =
    options.structure !== 'nested'
      ? flatTree(entries)
      : options.arrays
        ? buildValueTree(entries, delimiter)
        : buildTree(entries, delimiter);
  if (options.holesLike !== undefined) keepTrailingHoles(tree, options.holesLike);
  const layout: Layout = {
    indent: options.indent ?? '  ',
    eol: '\n',
    colon: options.colon ?? ': ',
    escape: JSON.stringify,
  };
  // One text built once: the members' pieces are joined in bounded runs, never one string per member
  // nor the whole text copied again for its trailing newline (a pull writes 1,000,000 strings this way).
  const out = new TextBuilder();
  writeTree(tree, layout, '', out);
  if (options.trailingNewline !== false) out.add('\n');
  return out.text();
}

/**
 * Gives each array of `tree` the length of the source's array at its place (`source`, the source
 * file as JSON.parse reads it), so that a hole at its end (`["x", null]`) stays where the source has it.
 */
function keepTrailingHoles(tree: JsonValue, source: unknown): void {
  if (typeof tree === 'string' || typeof source !== 'object' || source === null) return;
  if (tree instanceof Map) {
    if (Array.isArray(source)) return;
    for (const [name, value] of tree) {
      if (Object.hasOwn(source, name)) keepTrailingHoles(value, (source as Record<string, unknown>)[name]);
    }
    return;
  }
  if (!Array.isArray(source)) return;
  if (source.length > 0 && source.at(-1) === null) tree.length = source.length;
  for (const [index, value] of tree.items) keepTrailingHoles(value, source[index]);
}

function flatTree(entries: Entries): JsonTree {
  entries.forEach((_text, key) => {
    if (key === '') {
      throw new FormatError('an empty key cannot be written to JSON: give the text a name', { key });
    }
    checkKeyLength(key);
  });
  return entries;
}

/** JSON text of a tree (written by hand: an object would move number-like names first). */
export function renderTree(tree: JsonObject, layout: Layout, indent: string): string {
  const out = new TextBuilder();
  writeTree(tree, layout, indent, out);
  return out.text();
}

/** JSON text of a text, an object or an array, whose first line is indented by `indent`. */
export function renderValue(value: JsonValue, layout: Layout, indent: string): string {
  if (typeof value === 'string') return layout.escape(value);
  const out = new TextBuilder();
  writeValue(value, layout, indent, out);
  return out.text();
}

/** JSON text of an array; an index without an item (a hole) is `null`. */
export function renderList(list: JsonList, layout: Layout, indent: string): string {
  const out = new TextBuilder();
  writeList(list, layout, indent, out);
  return out.text();
}

/**
 * A text built from many small pieces: they are joined a run at a time into flat parts, and the
 * parts once at the end, so the pieces are held in a small array (not one slot, and one string, per
 * member of a 10,000-key file) and the text is copied once.
 */
class TextBuilder {
  // A fixed array, filled and joined again and again: emptying an array gives its slots back, and
  // growing it again cost more than the text itself.
  #pieces: string[] = new Array<string>(RUN).fill('');
  #count = 0;
  #parts: string[] = [];

  add(piece: string): void {
    this.#pieces[this.#count++] = piece;
    if (this.#count === RUN) {
      this.#parts.push(this.#pieces.join(''));
      this.#count = 0;
    }
  }

  text(): string {
    const rest = this.#pieces.slice(0, this.#count).join('');
    if (this.#parts.length === 0) return rest;
    this.#parts.push(rest);
    return this.#parts.join('');
  }
}

/** Pieces joined at a time: a few KiB of text, well under what V8 allocates as a large object. */
const RUN = 1024;

/** Characters JSON.stringify writes as an escape: quotes, backslashes, controls, lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** Whether JSON.stringify writes `text` as it is between quotes (nothing in it is escaped). */
function isPlain(text: string, layout: Layout): boolean {
  return layout.escape === JSON.stringify && !NEEDS_ESCAPE.test(text);
}

/** A name or text as JSON, quoted around the text itself when nothing in it needs an escape. */
function writeString(text: string, layout: Layout, out: TextBuilder): void {
  if (isPlain(text, layout)) {
    out.add('"');
    out.add(text);
    out.add('"');
  } else {
    out.add(layout.escape(text));
  }
}

function writeTree(tree: JsonObject, layout: Layout, indent: string, out: TextBuilder): void {
  if (tree.size === 0) {
    out.add('{}');
    return;
  }
  const inner = indent + layout.indent;
  const open = layout.indent === '' ? '{' : `{${layout.eol}${inner}`;
  const separator = layout.indent === '' ? (layout.comma ?? ',') : `,${layout.eol}${inner}`;
  const close = layout.indent === '' ? '}' : `${layout.eol}${indent}}`;
  // A member whose name and text need no escape is four pieces: what comes before its name and its
  // opening quote, the name, `": "`, the text; its closing quote goes with what follows it.
  const between = `"${layout.colon}"`;
  // What comes before a member, built once per object: after a text whose quote is still open or
  // not, before a plain member (opening its name's quote) or not.
  const lead = {
    first: [open, `${open}"`],
    next: [separator, `${separator}"`],
    nextAfterOpen: [`"${separator}`, `"${separator}"`],
  };
  let first = true;
  let quoteOpen = false;
  // Iterative over siblings (forEach: no [name, value] array per member); recursion only follows
  // nesting, which buildTree bounds.
  tree.forEach((value, name) => {
    const leads = first ? lead.first : quoteOpen ? lead.nextAfterOpen : lead.next;
    first = false;
    if (typeof value === 'string' && isPlain(name, layout) && isPlain(value, layout)) {
      out.add(leads[1] as string);
      out.add(name);
      out.add(between);
      out.add(value);
      quoteOpen = true;
      return;
    }
    out.add(leads[0] as string);
    quoteOpen = false;
    writeString(name, layout, out);
    out.add(layout.colon);
    writeValue(value, layout, inner, out);
  });
  out.add(quoteOpen ? `"${close}` : close);
}

function writeValue(value: JsonValue, layout: Layout, indent: string, out: TextBuilder): void {
  if (typeof value === 'string') writeString(value, layout, out);
  else if (value instanceof Map) writeTree(value, layout, indent, out);
  else writeList(value, layout, indent, out);
}

function writeList(list: JsonList, layout: Layout, indent: string, out: TextBuilder): void {
  let last = -1;
  for (const index of list.items.keys()) last = Math.max(last, index);
  if (list.length !== undefined && last !== -1) last = Math.max(last, list.length - 1);
  if (last === -1) {
    out.add('[]');
    return;
  }
  const inner = indent + layout.indent;
  out.add(layout.indent === '' ? '[' : `[${layout.eol}${inner}`);
  const separator = layout.indent === '' ? ',' : `,${layout.eol}${inner}`;
  for (let i = 0; i <= last; i++) {
    if (i > 0) out.add(separator);
    const item = list.items.get(i);
    if (item === undefined) out.add('null');
    else writeValue(item, layout, inner, out);
  }
  out.add(layout.indent === '' ? ']' : `${layout.eol}${indent}]`);
}

/** Reads the indentation, trailing newline and key order of an existing JSON file. */
export function detectJsonStyle(content: string, options: JsonOptions = {}): FileStyle {
  // The common case at JSON.parse's speed: a pull asks for the style of every file it rewrites and
  // of each resource's source file, and the full reader's tree and lines said nothing more here.
  const plain = readPlainJson(content, options);
  if (plain !== undefined) {
    const text = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
    const colon = oneLineColon(text);
    return {
      structure: plain.nested ? 'nested' : 'flat',
      // A file on one line is not indented: a new file following it is written on one line too.
      indent: colon === undefined ? indentOf(text) : '',
      trailingNewline: endsWithNewline(content),
      keyOrder: [...plain.entries.keys()],
      ...(colon !== undefined && { syntax: colon }),
    };
  }
  return styleOfDocument(readJsonDocument(content), content, options);
}

/** `detectJsonStyle` read from the full reader's document (any JSON file that reader takes). */
export function styleOfDocument(doc: JsonDocument, content: string, options: JsonOptions = {}): FileStyle {
  const colon = oneLineColon(doc.text);
  return {
    structure: structureOf(doc),
    indent: colon === undefined ? indentOf(doc.text) : '',
    trailingNewline: endsWithNewline(content),
    keyOrder: [...readJsonEntries(doc, options).keys()],
    ...(colon !== undefined && { syntax: colon }),
  };
}

/** The first member of a file written on one line (`{"af_NA":"Afrikaans (Namibia)",…`). */
const ONE_LINE = /^[{[][ \t]*"(?:[^"\\\r\n]|\\.)*"([ \t]*:[ \t]*)/;

/**
 * `FileStyle.syntax` of a JSON file written on one line (Firefly III's `locales.json`, as PHP's
 * json_encode writes it): the colon after its first name (`":"`, `": "`), which a new file written on
 * one line takes; undefined for a file laid out on lines.
 */
export function oneLineColon(text: string): string | undefined {
  const colon = ONE_LINE.exec(text)?.[1];
  return colon === undefined || text.trimEnd().includes('\n') ? undefined : colon;
}

/** True when `syntax` is a colon `oneLineColon` answers. */
export function isJsonColon(syntax: string | undefined): syntax is string {
  return syntax !== undefined && /^[ \t]*:[ \t]*$/.test(syntax);
}

export function structureOf(doc: JsonDocument): Structure {
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
