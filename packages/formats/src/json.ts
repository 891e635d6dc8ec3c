import {
  createScanner,
  type Node,
  type ParseError,
  parse as parseTolerant,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser';
import { FormatError } from './errors.ts';
import { detectEol } from './formats/blocks.ts';
import { detectIndent, endsWithNewline, lineLocator } from './formats/lines.ts';
import { LIMITS } from './limits.ts';
import {
  checkEntryCount,
  checkKeyLength,
  DEFAULT_DELIMITER,
  type Entries,
  type FileStyle,
  type Structure,
} from './model.ts';
import type { FormatWarning, ParseOptions, SerializeOptions, TranslationFormat } from './registry.ts';

export interface JsonOptions {
  delimiter?: string;
  /** Receives warnings (a name defined twice); see ParseOptions. */
  warn?: ParseOptions['warn'];
}

export interface JsonWriteOptions extends JsonOptions {
  structure: Structure;
  indent?: string;
  trailingNewline?: boolean;
}

/** A JSON file read with the offsets of every value, so that a rewrite can edit it in place. */
export interface JsonDocument {
  /** The file's byte order mark, if any; offsets count from after it. */
  bom: string;
  text: string;
  /** The root object. */
  root: Node;
  /** 1-based line of an offset in `text`. */
  lineOf(offset: number): number;
}

// SyntaxKind is a const enum, which type stripping cannot inline: its values, as jsonc-parser has them.
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const EOF = 17;

/**
 * Reads a JSON file whose root must be an object (`rootMessage` says so otherwise). Nesting deeper
 * than LIMITS.maxDepth is refused before the (recursive) parser sees it.
 */
export function readJsonDocument(
  content: string,
  rootMessage = 'the file must hold a JSON object of keys to texts',
): JsonDocument {
  const bom = content.startsWith('\uFEFF') ? '\uFEFF' : '';
  // A BOM is legal at the start of a UTF-8 file but not in JSON text.
  const text = content.slice(bom.length);
  checkDepth(text);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0) throw jsonSyntaxError(text, new Error('invalid JSON'));
  if (root?.type !== 'object') throw new FormatError(rootMessage, { line: 1 });
  const locate = lineLocator(text);
  return { bom, text, root, lineOf: (offset) => locate(offset).line };
}

/** Refuses nesting deeper than LIMITS.maxDepth, counting brackets with jsonc-parser's (iterative) scanner. */
function checkDepth(text: string): void {
  const scanner = createScanner(text, true);
  let depth = 0;
  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    if (kind === OPEN_BRACE || kind === OPEN_BRACKET) {
      depth++;
      if (depth > LIMITS.maxDepth) {
        const line = scanner.getTokenStartLine() + 1;
        throw new FormatError(
          `the file nests objects deeper than ${LIMITS.maxDepth} levels (LIMITS.maxDepth) at line ${line}; translation files need a few levels at most`,
          { line },
        );
      }
    } else if (kind === CLOSE_BRACE || kind === CLOSE_BRACKET) {
      depth--;
    }
  }
}

/** One name of an object as JSON.parse keeps it: the last definition, in the place of the first. */
export interface JsonMember {
  name: string;
  /** The property node (name, colon and value) of the last definition. */
  property: Node;
  value: Node;
}

/**
 * The members of an object node by name, in file order. A name written twice counts once, with
 * its last value, as JavaScript and Dart read it; `onDuplicate` hears of each repeat.
 */
export function membersOf(
  object: Node,
  onDuplicate?: (name: string, first: Node, repeat: Node) => void,
): Map<string, JsonMember> {
  const members = new Map<string, JsonMember>();
  for (const property of object.children ?? []) {
    const [nameNode, value] = property.children as [Node, Node];
    const name = nameNode.value as string;
    const earlier = members.get(name);
    if (earlier) onDuplicate?.(name, earlier.property, property);
    members.set(name, { name, property, value });
  }
  return members;
}

/** The warning for a name written twice in one object. */
export function duplicateWarning(doc: JsonDocument, key: string, first: Node, repeat: Node): FormatWarning {
  const line = doc.lineOf(repeat.offset);
  return {
    message: `"${key}" is defined twice (lines ${doc.lineOf(first.offset)} and ${line}); the last value is used`,
    line,
    key,
  };
}

/**
 * Parses a JSON translation file, flat or nested, into entries in file order. Every value must be a
 * string; a nested object contributes its keys joined with the delimiter. A name written twice in
 * one object keeps its last value (with a warning); two paths that flatten to one key are an error.
 */
export function parseJson(content: string, options: JsonOptions = {}): Entries {
  return readJsonEntries(readJsonDocument(content), options);
}

function readJsonEntries(doc: JsonDocument, options: JsonOptions): Entries {
  const delimiter = options.delimiter ?? DEFAULT_DELIMITER;
  const entries: Entries = new Map();
  const origin = new Map<string, string>();
  // Recursion is bounded by LIMITS.maxDepth, checked when the document was read.
  const walk = (node: Node, prefix: string[]): void => {
    const members = membersOf(node, (name, first, repeat) =>
      options.warn?.(duplicateWarning(doc, [...prefix, name].join(delimiter), first, repeat)),
    );
    for (const { name, property, value } of members.values()) {
      const path = [...prefix, name];
      const key = path.join(delimiter);
      const line = doc.lineOf(property.offset);
      if (name === '') {
        throw new FormatError(`empty key under "${prefix.join(delimiter) || '(root)'}"`, { key, line });
      }
      if (value.type === 'string') {
        checkKeyLength(key, line);
        const earlier = origin.get(key);
        if (earlier !== undefined) {
          throw new FormatError(
            `key "${key}" is defined twice (as "${earlier}" and "${path.join('" > "')}")`,
            { key, line },
          );
        }
        origin.set(key, path.join('" > "'));
        entries.set(key, value.value as string);
        checkEntryCount(entries.size, line);
      } else if (value.type === 'object') {
        walk(value, path);
      } else {
        throw new FormatError(
          `key "${key}" has a${value.type === 'array' ? 'n' : ''} ${value.type} value; only strings and objects are allowed`,
          { key, line },
        );
      }
    }
  };
  walk(doc.root, []);
  return entries;
}

/** A nested tree of texts, in key order; a Map so that no name can reach a prototype. */
export type JsonTree = Map<string, string | JsonTree>;

/** How JSON text is laid out when written. */
interface Layout {
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
function renderTree(tree: JsonTree, layout: Layout, indent: string): string {
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
function fits(doc: JsonDocument, structure: Structure, delimiter: string): boolean {
  if (structure === 'flat') return structureOf(doc) === 'flat';
  // Recursion is bounded by LIMITS.maxDepth, checked when the document was read.
  const plainNames = (object: Node): boolean =>
    [...membersOf(object).values()].every(
      ({ name, value }) => !name.includes(delimiter) && (value.type !== 'object' || plainNames(value)),
    );
  return plainNames(doc.root);
}

function indentOf(text: string): string {
  return /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text)?.[1] ?? detectIndent(text);
}

/**
 * Builds the nested tree of entries. A key that is both a text and a prefix of other keys (`a` and
 * `a.b`) has no nested form: that is an error naming both keys, never a silent overwrite. So has a
 * key with an empty segment (`a..b`, `.a`) or more than LIMITS.maxKeySegments segments.
 */
export function buildTree(entries: Entries, delimiter: string = DEFAULT_DELIMITER): JsonTree {
  const root: JsonTree = new Map();
  for (const [key, value] of entries) {
    const parts = splitKey(key, delimiter);
    let node = root;
    for (let i = 0; i < parts.length - 1; i++) {
      const part = parts[i] as string;
      const next = node.get(part);
      if (typeof next === 'string') throw collision(parts.slice(0, i + 1).join(delimiter), key);
      if (next === undefined) {
        const child: JsonTree = new Map();
        node.set(part, child);
        node = child;
      } else {
        node = next;
      }
    }
    const last = parts[parts.length - 1] as string;
    const existing = node.get(last);
    if (existing !== undefined) {
      // Keys are unique, so a name already present here is an object: the other key lies below it.
      throw collision(key, typeof existing === 'string' ? key : firstLeaf(existing, key, delimiter));
    }
    node.set(last, value);
  }
  return root;
}

/**
 * The nested form of entries as null-prototype objects (so that `__proto__` is just a name), for
 * callers that want plain data; see buildTree for what has no nested form.
 */
export function nest(entries: Entries, delimiter: string = DEFAULT_DELIMITER): Record<string, unknown> {
  const toObject = (tree: JsonTree): Record<string, unknown> => {
    const object: Record<string, unknown> = Object.create(null);
    for (const [name, value] of tree) object[name] = typeof value === 'string' ? value : toObject(value);
    return object;
  };
  return toObject(buildTree(entries, delimiter));
}

/** The segments of a key written nested, refusing what has no nested form. */
function splitKey(key: string, delimiter: string): string[] {
  const parts = key.split(delimiter, LIMITS.maxKeySegments + 1);
  if (parts.length > LIMITS.maxKeySegments) {
    throw new FormatError(
      `key "${key.slice(0, 60)}…" has more than ${LIMITS.maxKeySegments} segments (LIMITS.maxKeySegments), too many for a nested file; pull with structure "flat" or shorten the key`,
      { key: key.slice(0, 60) },
    );
  }
  checkKeyLength(key);
  if (parts.includes('')) {
    throw new FormatError(
      `key "${key}" has an empty segment, which a nested file cannot hold; pull with structure "flat" or rename the key`,
      { key },
    );
  }
  return parts;
}

function firstLeaf(node: JsonTree, prefix: string, delimiter: string): string {
  let current: string | JsonTree = node;
  let key = prefix;
  while (typeof current !== 'string') {
    const first: [string, string | JsonTree] | undefined = current.entries().next().value;
    if (first === undefined) break;
    key += delimiter + first[0];
    current = first[1];
  }
  return key;
}

function collision(valueKey: string, nestedKey: string): FormatError {
  return new FormatError(
    `keys "${valueKey}" and "${nestedKey}" cannot both be written nested: "${valueKey}" would be both a text and an object; pull with structure "flat" or rename one key`,
    { key: valueKey },
  );
}

/** What a rewrite does with one member of an object. */
export type MemberChange =
  | { kind: 'keep' }
  | { kind: 'drop' }
  /** Replace the value with this text, written as a JSON string in the file's escaping. */
  | { kind: 'value'; value: string }
  /** The value is an object: apply the same plan to its members (dropped if none is left). */
  | { kind: 'descend' };

/** How to rewrite a JSON document: a change per member, and members to append per object. */
export interface JsonEditPlan {
  change(path: readonly string[], member: JsonMember): MemberChange;
  /** Members to append to the object at `path` (texts, or trees for new nested objects). */
  additions(path: readonly string[]): JsonTree | undefined;
}

/**
 * Rewrites a JSON document by `plan`, changing only the text of the members it changes: every other
 * member, the spacing between them and the escaping of untouched strings stay as written. A name
 * written twice keeps its earlier definition's bytes; the plan sees and edits the last one.
 */
export function editJson(doc: JsonDocument, plan: JsonEditPlan): string {
  const layout = documentLayout(doc);
  const root = editObject(doc, doc.root, [], plan, layout, '') ?? '{}';
  const { text } = doc;
  return doc.bom + text.slice(0, doc.root.offset) + root + text.slice(doc.root.offset + doc.root.length);
}

function documentLayout(doc: JsonDocument): Layout {
  const { text } = doc;
  const [nameNode, valueNode] = doc.root.children?.[0]?.children ?? [];
  const colon = nameNode && valueNode ? text.slice(endOf(nameNode), valueNode.offset) : ': ';
  // A file that writes every non-ASCII character as \uXXXX (and has none raw) keeps doing so; likewise `\/`.
  const asciiOnly =
    /\\u(?:00[89a-fA-F]|0[1-9a-fA-F]|[1-9a-fA-F])/.test(text) && !/[\u007f-\uffff]/.test(text);
  const slashes = text.includes('\\/') && !/(?<!\\)\//.test(text);
  const quote = (value: string): string => {
    let out = JSON.stringify(value);
    if (asciiOnly)
      out = out.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    if (slashes) out = out.replaceAll('/', '\\/');
    return out;
  };
  return {
    indent: indentOf(text),
    eol: detectEol(text),
    colon: colon.trim() === ':' ? colon : ': ',
    escape: quote,
  };
}

/** The rewritten text of one object, or undefined when it had members and none is left. */
function editObject(
  doc: JsonDocument,
  object: Node,
  path: string[],
  plan: JsonEditPlan,
  layout: Layout,
  indent: string,
): string | undefined {
  const { text } = doc;
  const properties = object.children ?? [];
  const members = membersOf(object);
  const results = new Map<string, string | undefined>();
  let changed = false;
  for (const member of members.values()) {
    const { property, value } = member;
    const change = plan.change(path, member);
    let result: string | undefined;
    const raw = text.slice(property.offset, property.offset + property.length);
    if (change.kind === 'keep') {
      result = raw;
    } else if (change.kind === 'value') {
      result = text.slice(property.offset, value.offset) + layout.escape(change.value);
    } else if (change.kind === 'drop') {
      result = undefined;
    } else if (value.type !== 'object') {
      result = raw;
    } else {
      const inner = editObject(
        doc,
        value,
        [...path, member.name],
        plan,
        layout,
        lineIndent(text, property.offset),
      );
      result = inner === undefined ? undefined : text.slice(property.offset, value.offset) + inner;
    }
    if (result !== raw) changed = true;
    results.set(member.name, result);
  }
  const additions = plan.additions(path);
  if (!changed && (additions === undefined || additions.size === 0)) {
    return text.slice(object.offset, object.offset + object.length);
  }
  const closing = object.offset + object.length - 1;
  const lead = properties.length > 0 ? text.slice(object.offset + 1, (properties[0] as Node).offset) : '';
  const multiline = properties.length === 0 ? layout.indent !== '' : lead.includes('\n');
  const inner =
    properties.length > 0 && multiline
      ? lineIndent(text, (properties[0] as Node).offset)
      : indent + layout.indent;
  const pieces: string[] = [];
  properties.forEach((property, i) => {
    const name = property.children?.[0]?.value as string;
    const result = results.get(name);
    if (result === undefined) return;
    const own = members.get(name)?.property === property;
    const piece = own ? result : text.slice(property.offset, property.offset + property.length);
    const before = pieces.length === 0 ? lead : text.slice(endOf(properties[i - 1] as Node), property.offset);
    pieces.push(before + piece);
  });
  let tail = properties.length > 0 ? text.slice(endOf(properties.at(-1) as Node), closing) : '';
  if (additions !== undefined && additions.size > 0) {
    const memberLead = multiline ? layout.eol + inner : lead;
    const nestedLayout = multiline ? layout : { ...layout, indent: '' };
    for (const [name, value] of additions) {
      const valueText =
        typeof value === 'string' ? layout.escape(value) : renderTree(value, nestedLayout, inner);
      pieces.push(
        `${pieces.length === 0 ? memberLead : `,${memberLead}`}${layout.escape(name)}${layout.colon}${valueText}`,
      );
    }
    if (properties.length === 0) tail = multiline ? layout.eol + indent : '';
  }
  if (pieces.length === 0) return path.length > 0 ? undefined : '{}';
  return `{${pieces.join('')}${tail}}`;
}

function endOf(node: Node): number {
  return node.offset + node.length;
}

/** The white space that starts the line holding `offset`. */
function lineIndent(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start, offset))?.[0] ?? '';
}

/**
 * Writes entries over an existing JSON file, editing only what changed: a changed text is replaced
 * where it stands, a removed key goes with its line, a new key follows the last member of the
 * object it belongs to (created where missing, for nested files). A file in the other structure
 * is rewritten whole, in its indentation.
 */
export function serializeJsonOver(
  entries: Entries,
  existing: string,
  options: SerializeOptions & { delimiter?: string },
): string {
  const delimiter = options.delimiter ?? DEFAULT_DELIMITER;
  const doc = readJsonDocument(existing);
  if (!fits(doc, options.structure, delimiter)) {
    return (
      doc.bom +
      serializeJson(entries, {
        structure: options.structure,
        indent: options.style?.indent ?? indentOf(doc.text),
        trailingNewline: options.style?.trailingNewline ?? endsWithNewline(existing),
      })
    );
  }
  const nested = options.structure === 'nested';
  // The entries' own nested form must exist before any of it is written.
  if (nested) buildTree(entries, delimiter);
  const known = new Set(readJsonEntries(doc, { delimiter }).keys());
  const additions = new Map<Node, JsonTree>();
  for (const [key, value] of entries) {
    if (known.has(key)) continue;
    if (!nested) {
      addAt(additions, doc.root, [key], value);
      continue;
    }
    const parts = splitKey(key, delimiter);
    let node = doc.root;
    let depth = 0;
    // Follow the objects the file already has; the rest of the key is created under the last one.
    while (depth < parts.length - 1) {
      const member = membersOf(node).get(parts[depth] as string);
      if (member?.value.type !== 'object') break;
      node = member.value;
      depth++;
    }
    addAt(additions, node, parts.slice(depth), value);
  }
  const byPath = new Map<string, JsonTree>();
  for (const [node, tree] of additions) byPath.set(pathKey(pathOf(node)), tree);
  return editJson(doc, {
    change: (path, member) => {
      if (member.value.type === 'object') return { kind: 'descend' };
      if (member.value.type !== 'string') return { kind: 'keep' };
      const value = entries.get([...path, member.name].join(delimiter));
      if (value === undefined) return { kind: 'drop' };
      if (value === member.value.value) return { kind: 'keep' };
      return { kind: 'value', value };
    },
    additions: (path) => byPath.get(pathKey(path)),
  });
}

/** Files `value` under `parts` among the additions to `node` (the entries' tree has no collisions). */
function addAt(additions: Map<Node, JsonTree>, node: Node, parts: string[], value: string): void {
  let tree: JsonTree = additions.get(node) ?? new Map();
  additions.set(node, tree);
  for (const part of parts.slice(0, -1)) {
    let child: string | JsonTree | undefined = tree.get(part);
    if (typeof child !== 'object') {
      child = new Map();
      tree.set(part, child);
    }
    tree = child;
  }
  tree.set(parts.at(-1) as string, value);
}

/** The names leading from the root to an object node. */
function pathOf(node: Node): string[] {
  const path: string[] = [];
  for (let property = node.parent; property !== undefined; property = property.parent?.parent) {
    path.unshift(property.children?.[0]?.value as string);
  }
  return path;
}

function pathKey(path: readonly string[]): string {
  return JSON.stringify(path);
}

/** JSON as a format: flat or nested; a rewrite edits the existing file in place. */
export const json: TranslationFormat = {
  name: 'json',
  extensions: ['.json'],
  parse: (content, options) => parseJson(content, options),
  serialize: (entries, { structure, style }) =>
    serializeJson(entries, {
      structure,
      ...(style?.indent !== undefined && { indent: style.indent }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
  detectStyle: (content) => detectJsonStyle(content),
  serializeOver: serializeJsonOver,
};

/** A FormatError with the line and column of the first JSON syntax error in `content`. */
export function jsonSyntaxError(content: string, err: unknown): FormatError {
  // JSON.parse does not always say where the problem is; jsonc-parser does, as an offset.
  const errors: ParseError[] = [];
  parseTolerant(content, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (!first) return new FormatError(`invalid JSON: ${err instanceof Error ? err.message : String(err)}`);
  const before = content.slice(0, first.offset);
  const line = before.split('\n').length;
  const column = first.offset - before.lastIndexOf('\n');
  return new FormatError(
    `invalid JSON at line ${line}, column ${column}: ${describe(printParseErrorCode(first.error))}`,
    {
      line,
      column,
    },
  );
}

function describe(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
