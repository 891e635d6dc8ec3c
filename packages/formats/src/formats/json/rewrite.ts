import type { Node } from 'jsonc-parser';
import type { SerializeOptions } from '../../contract.ts';
import { DEFAULT_DELIMITER, type Entries } from '../../model.ts';
import { detectEol } from '../../shared/blocks.ts';
import { pathOfParts } from '../../shared/item-keys.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import {
  buildValueTree,
  type JsonList,
  type JsonObject,
  type JsonValue,
  keyOfPath,
  type Placing,
  pathOfKey,
  placeValue,
  type Segment,
} from './items.ts';
import type { JsonDocument } from './model.ts';
import { type JsonMember, membersOf, readJsonDocument, readJsonEntries } from './read.ts';
import { fits, indentOf, type Layout, renderValue, serializeJson, structureOf } from './write.ts';

/** What a rewrite does with one member of an object. */
export type MemberChange =
  | { kind: 'keep' }
  | { kind: 'drop' }
  /** Replace the value with this text, written as a JSON string in the file's escaping. */
  | { kind: 'value'; value: string }
  /**
   * The value is an object or array: apply the same plan to its members or items (dropped if none
   * is left).
   */
  | { kind: 'descend' };

/**
 * How to rewrite a JSON document: a change per member (and array item), and members to append per
 * object (and items per array). A path holds names, and indexes where it passes through arrays.
 */
export interface JsonEditPlan {
  change(path: readonly Segment[], member: JsonMember): MemberChange;
  /** Members to append to the object at `path` (texts, or trees for new nested objects). */
  additions(path: readonly Segment[]): JsonObject | undefined;
  /** The change of the array item `path[index]`; without it, items are kept. */
  item?(path: readonly Segment[], index: number, node: Node): MemberChange;
  /**
   * Items to put in the array at `path`, by index: over a hole or a dropped item, or past its end
   * (the indexes between written as `null`, so later items keep theirs).
   */
  itemAdditions?(path: readonly Segment[]): Map<number, JsonValue> | undefined;
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

/** How a rewrite writes new text into `doc`: its indentation, line ending, colon and string escaping. */
export function documentLayout(doc: JsonDocument): Layout {
  const { text } = doc;
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
    colon: documentColon(doc),
    escape: quote,
  };
}

/** Members looked at to tell a document's usual colon: enough to outvote a few odd ones. */
const COLON_SAMPLE = 64;

/**
 * The colon most members of the document are written with (`": "`, `" : "`, `":"`), counted over
 * its first members in file order; `": "` for a document with none.
 */
function documentColon(doc: JsonDocument): string {
  const counts = new Map<string, number>();
  let seen = 0;
  const visit = (node: Node): void => {
    for (const child of node.children ?? []) {
      if (seen >= COLON_SAMPLE) return;
      if (child.type === 'property') {
        const colon = colonOf(doc.text, child);
        if (colon !== undefined) {
          counts.set(colon, (counts.get(colon) ?? 0) + 1);
          seen++;
        }
        const value = child.children?.[1];
        if (value !== undefined) visit(value);
      } else {
        visit(child);
      }
    }
  };
  visit(doc.root);
  let best = ': ';
  let most = 0;
  for (const [colon, count] of counts) {
    if (count > most) {
      best = colon;
      most = count;
    }
  }
  return best;
}

/** The text between a member's name and its value, when it is only the colon and spaces. */
function colonOf(text: string, property: Node): string | undefined {
  const [nameNode, valueNode] = property.children ?? [];
  if (nameNode === undefined || valueNode === undefined) return undefined;
  const colon = text.slice(endOf(nameNode), valueNode.offset);
  return /^[ \t]*:[ \t]*$/.test(colon) ? colon : undefined;
}

/**
 * The colon new members of `object` are written with: as its own last member writes it (Nextcloud
 * writes `"translations": {` but `"Notes" : "Notizen"` inside), else as the document usually does.
 */
export function objectColon(text: string, object: Node, layout: Layout): string {
  const properties = object.children ?? [];
  for (let i = properties.length - 1; i >= 0; i--) {
    const colon = colonOf(text, properties[i] as Node);
    if (colon !== undefined) return colon;
  }
  return layout.colon;
}

/**
 * What goes between members written on one line (`,` or `, `), as the document's first object of
 * several members on one line writes it; undefined when it has none.
 */
function inlineComma(root: Node, text: string): string | undefined {
  // Breadth first, so a large flat file answers from its first two members.
  const queue: Node[] = [root];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i] as Node;
    const between = node.type === 'object' ? memberSeparator(text, node) : undefined;
    if (between !== undefined && !between.includes('\n')) return between;
    for (const child of node.children ?? []) {
      const value = child.type === 'property' ? child.children?.[1] : child;
      if (value?.type === 'object' || value?.type === 'array') queue.push(value);
    }
  }
  return undefined;
}

/** How an object's arrays are written when each stays on one line: `["a","b"]`, `[ "a", "b" ]`. */
interface InlineListStyle {
  open: string;
  separator: string;
  close: string;
}

/**
 * The style of the object's arrays of several texts when the first of them is on one line (as
 * Nextcloud writes its plural forms); undefined when it has none, or it spans lines.
 */
function inlineListStyle(text: string, object: Node): InlineListStyle | undefined {
  for (const property of object.children ?? []) {
    const list = property.children?.[1];
    const items = list?.children ?? [];
    if (list?.type !== 'array' || items.length < 2 || items.some((item) => item.type !== 'string')) continue;
    if (text.slice(list.offset, endOf(list)).includes('\n')) return undefined;
    const separator = text.slice(endOf(items[0] as Node), (items[1] as Node).offset);
    if (!/^[ \t]*,[ \t]*$/.test(separator)) return undefined;
    return {
      open: text.slice(list.offset + 1, (items[0] as Node).offset),
      separator,
      close: text.slice(endOf(items.at(-1) as Node), endOf(list) - 1),
    };
  }
  return undefined;
}

/** A new array of texts with no holes, on one line in `style`; undefined for any other value. */
function renderInlineList(value: JsonValue, style: InlineListStyle, layout: Layout): string | undefined {
  if (typeof value === 'string' || value instanceof Map) return undefined;
  const texts: string[] = [];
  for (let i = 0; i < value.items.size; i++) {
    const item = value.items.get(i);
    if (typeof item !== 'string') return undefined;
    texts.push(layout.escape(item));
  }
  return `[${style.open}${texts.join(style.separator)}${style.close}]`;
}

/**
 * What goes between two members of `object` (comma included), as the file writes it between its
 * last two; undefined when it has fewer than two or comments stand between them.
 */
function memberSeparator(text: string, object: Node): string | undefined {
  const properties = object.children ?? [];
  if (properties.length < 2) return undefined;
  const between = text.slice(endOf(properties.at(-2) as Node), (properties.at(-1) as Node).offset);
  return /^\s*,\s*$/.test(between) ? between : undefined;
}

/** The rewritten text of one object, or undefined when it had members and none is left. */
function editObject(
  doc: JsonDocument,
  object: Node,
  path: Segment[],
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
    } else if (value.type !== 'object' && value.type !== 'array') {
      result = raw;
    } else {
      const inner = editContainer(
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
    const separator =
      memberSeparator(text, object) ??
      (multiline ? `,${memberLead}` : (inlineComma(doc.root, text) ?? `,${lead}`));
    const colon = objectColon(text, object, layout);
    const nestedLayout = multiline
      ? { ...layout, colon }
      : { ...layout, colon, indent: '', comma: separator.includes('\n') ? ',' : separator };
    const lists = inlineListStyle(text, object);
    for (const [name, value] of additions) {
      const valueText =
        (lists && renderInlineList(value, lists, layout)) ?? renderValue(value, nestedLayout, inner);
      pieces.push(
        `${pieces.length === 0 ? memberLead : separator}${layout.escape(name)}${colon}${valueText}`,
      );
    }
    if (properties.length === 0) tail = multiline ? layout.eol + indent : '';
  }
  if (pieces.length === 0) return path.length > 0 ? undefined : '{}';
  return `{${pieces.join('')}${tail}}`;
}

function editContainer(
  doc: JsonDocument,
  node: Node,
  path: Segment[],
  plan: JsonEditPlan,
  layout: Layout,
  indent: string,
): string | undefined {
  return node.type === 'array'
    ? editArray(doc, node, path, plan, layout, indent)
    : editObject(doc, node, path, plan, layout, indent);
}

/**
 * The rewritten text of one array, or undefined when it had items and none is left. A dropped item
 * before a kept one becomes `null`, so that the items after it keep their indexes; dropped items at
 * the end go with the separators before them. Untouched items keep their bytes and their spacing.
 */
function editArray(
  doc: JsonDocument,
  array: Node,
  path: Segment[],
  plan: JsonEditPlan,
  layout: Layout,
  indent: string,
): string | undefined {
  const { text } = doc;
  const items = array.children ?? [];
  const added = plan.itemAdditions?.(path);
  // One result per index: the item's text, or undefined for a dropped item.
  const results: Array<string | undefined> = [];
  let changed = false;
  items.forEach((item, index) => {
    const raw = text.slice(item.offset, item.offset + item.length);
    const change = plan.item?.(path, index, item) ?? { kind: 'keep' };
    let result: string | undefined;
    if (change.kind === 'keep') result = raw;
    else if (change.kind === 'value') result = layout.escape(change.value);
    else if (change.kind === 'drop') result = undefined;
    else if (item.type !== 'object' && item.type !== 'array') result = raw;
    else result = editContainer(doc, item, [...path, index], plan, layout, lineIndent(text, item.offset));
    results.push(result);
    if (result !== raw) changed = true;
  });
  const inner = items.length > 0 ? lineIndent(text, (items[0] as Node).offset) : indent + layout.indent;
  const multiline =
    items.length > 0
      ? text.slice(array.offset + 1, (items[0] as Node).offset).includes('\n')
      : layout.indent !== '';
  const itemLayout = multiline ? layout : { ...layout, indent: '' };
  for (const [index, value] of added ?? []) {
    while (results.length < index) results.push('null');
    results[index] = renderValue(value, itemLayout, multiline ? inner : '');
    changed = true;
  }
  if (!changed) return text.slice(array.offset, array.offset + array.length);
  while (results.length > 0 && results.at(-1) === undefined) results.pop();
  if (results.length === 0) return items.length > 0 ? undefined : '[]';
  const lead =
    items.length > 0
      ? text.slice(array.offset + 1, (items[0] as Node).offset)
      : multiline
        ? layout.eol + inner
        : '';
  // Between items as the file writes them (its second item's), for items past the original end.
  const between =
    items.length > 1
      ? text.slice(endOf(items[0] as Node), (items[1] as Node).offset)
      : multiline
        ? `,${layout.eol}${inner}`
        : layout.indent === ''
          ? ','
          : ', ';
  const pieces: string[] = [];
  results.forEach((result, index) => {
    const before =
      index === 0
        ? lead
        : index < items.length
          ? text.slice(endOf(items[index - 1] as Node), (items[index] as Node).offset)
          : between;
    pieces.push(before + (result ?? 'null'));
  });
  const closing = array.offset + array.length - 1;
  const tail =
    items.length === 0
      ? multiline
        ? layout.eol + indent
        : ''
      : text.slice(endOf(items[items.length - 1] as Node), closing);
  return `[${pieces.join('')}${tail}]`;
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
 * object it belongs to (created where missing, for nested files). An array item is edited in place;
 * a removed one before others becomes `null` so that the later items keep their indexes, items past
 * the end are appended. A file in the other structure is rewritten whole, in its indentation.
 */
export function serializeJsonOver(
  entries: Entries,
  existing: string,
  options: SerializeOptions & { delimiter?: string },
): string {
  const delimiter = options.delimiter ?? DEFAULT_DELIMITER;
  const doc = readJsonDocument(existing);
  // Nextcloud's l10n/*.json nest English sentences ("Reading notes has failed.") under
  // "translations": names holding the delimiter, which a rewrite from the keys alone cannot nest
  // back. The file's own objects say where each key goes.
  const namesAsWritten =
    options.structure === 'nested' && structureOf(doc) === 'nested' && holdsDelimitedNames(doc, delimiter);
  if (!namesAsWritten && !fits(doc, options.structure, delimiter)) {
    return (
      doc.bom +
      serializeJson(entries, {
        structure: options.structure,
        arrays: true,
        indent: options.style?.indent ?? indentOf(doc.text),
        trailingNewline: options.style?.trailingNewline ?? endsWithNewline(existing),
      })
    );
  }
  const nested = options.structure === 'nested';
  // The entries' own nested form must exist before any of it is written.
  if (nested && !namesAsWritten) buildValueTree(entries, delimiter);
  const known = new Set(readJsonEntries(doc, { delimiter }).keys());
  const additions = new Map<Node, JsonObject | JsonList>();
  const placing: Placing = { delimiter, owners: new Map() };
  for (const [key, value] of entries) {
    if (known.has(key)) continue;
    if (!nested) {
      placeAt(additions, doc.root, [key], value, key, placing);
      continue;
    }
    const { node: start, rest: parts } = namesAsWritten
      ? ownerByNames(doc.root, key, delimiter)
      : { node: doc.root, rest: pathOfKey(key, delimiter) };
    let node = start;
    let depth = 0;
    // Follow the objects and arrays the file already has, where the key wants that kind; the rest
    // of the key is created under the last one.
    while (depth < parts.length - 1) {
      const child = childOf(node, parts[depth] as Segment);
      const want = typeof parts[depth + 1] === 'number' ? 'array' : 'object';
      if (child?.type !== want) break;
      node = child;
      depth++;
    }
    placeAt(additions, node, parts.slice(depth), value, key, placing);
  }
  const byPath = new Map<string, JsonObject | JsonList>();
  for (const [node, tree] of additions) byPath.set(pathKey(pathOf(node)), tree);
  const textChange = (path: readonly Segment[], node: Node): MemberChange => {
    if (node.type === 'object' || node.type === 'array') return { kind: 'descend' };
    if (node.type !== 'string') return { kind: 'keep' };
    const value = entries.get(keyOfPath(path, delimiter));
    if (value === undefined) return { kind: 'drop' };
    if (value === node.value) return { kind: 'keep' };
    return { kind: 'value', value };
  };
  return editJson(doc, {
    change: (path, member) => textChange([...path, member.name], member.value),
    additions: (path) => {
      const found = byPath.get(pathKey(path));
      return found instanceof Map ? found : undefined;
    },
    item: (path, index, node) => textChange([...path, index], node),
    itemAdditions: (path) => {
      const found = byPath.get(pathKey(path));
      return found === undefined || found instanceof Map ? undefined : found.items;
    },
  });
}

/**
 * A new nested file in the shape of its source file (`template`), when the source's names hold the
 * delimiter (Nextcloud's sentences under "translations"): the keys alone cannot say how to nest
 * them, the source can. The source's texts without a translation are left out. Undefined when the
 * source is not such a file (or not JSON at all): the file is then written from the keys.
 */
export function serializeJsonLikeSource(
  entries: Entries,
  template: string,
  options: SerializeOptions & { delimiter?: string },
): string | undefined {
  const delimiter = options.delimiter ?? DEFAULT_DELIMITER;
  if (options.structure !== 'nested') return undefined;
  let doc: JsonDocument;
  try {
    doc = readJsonDocument(template);
  } catch {
    return undefined;
  }
  if (structureOf(doc) !== 'nested' || !holdsDelimitedNames(doc, delimiter)) return undefined;
  return serializeJsonOver(entries, template, options);
}

/** True when an object of the nested document has a name holding the delimiter. */
function holdsDelimitedNames(doc: JsonDocument, delimiter: string): boolean {
  if (doc.root.type !== 'object') return false;
  // Recursion is bounded by LIMITS.maxDepth, checked when the document was read.
  const holds = (node: Node): boolean => {
    if (node.type === 'array') return (node.children ?? []).some(holds);
    if (node.type !== 'object') return false;
    return [...membersOf(node).values()].some(({ name, value }) => name.includes(delimiter) || holds(value));
  };
  return holds(doc.root);
}

/**
 * Where a new key goes in a file whose names may hold the delimiter: down the objects whose names
 * (as written) start the key, longest name first; under the last one, the rest of the key is one
 * name when that object's names hold the delimiter (`translations` → `Sync is done.`), else split as
 * usual. Trailing `[i]` are array indexes either way.
 */
function ownerByNames(root: Node, key: string, delimiter: string): { node: Node; rest: Segment[] } {
  let node = root;
  let rest = key;
  for (;;) {
    const members = [...membersOf(node).values()];
    const next = members
      .filter(({ name, value }) => value.type === 'object' && rest.startsWith(name + delimiter))
      .sort((a, b) => b.name.length - a.name.length)[0];
    if (next === undefined) {
      const whole = members.some(({ name }) => name.includes(delimiter));
      return { node, rest: whole ? pathOfParts(key, [rest], 'array') : pathOfKey(rest, delimiter) };
    }
    node = next.value;
    rest = rest.slice(next.name.length + delimiter.length);
  }
}

/** The member or item of an object or array node at `segment`, if it has one of that kind. */
function childOf(node: Node, segment: Segment): Node | undefined {
  if (typeof segment === 'number') return node.type === 'array' ? node.children?.[segment] : undefined;
  return node.type === 'object' ? membersOf(node).get(segment)?.value : undefined;
}

/** Files `value` under `parts` among the additions to `node` (the entries' tree has no collisions). */
function placeAt(
  additions: Map<Node, JsonObject | JsonList>,
  node: Node,
  parts: Segment[],
  value: string,
  key: string,
  placing: Placing,
): void {
  let tree = additions.get(node);
  if (tree === undefined) {
    tree = node.type === 'array' ? { kind: 'list', items: new Map() } : new Map();
    additions.set(node, tree);
  }
  placeValue(tree, parts, value, key, placing);
}

/** The names and indexes leading from the root to an object or array node. */
function pathOf(node: Node): Segment[] {
  const path: Segment[] = [];
  for (let current = node; current.parent !== undefined; ) {
    const parent: Node = current.parent;
    if (parent.type === 'property') {
      path.unshift(parent.children?.[0]?.value as string);
      current = parent.parent as Node;
    } else {
      path.unshift(parent.children?.indexOf(current) ?? 0);
      current = parent;
    }
  }
  return path;
}

function pathKey(path: readonly Segment[]): string {
  return JSON.stringify(path);
}
