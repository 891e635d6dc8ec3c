import type { Node } from 'jsonc-parser';
import type { SerializeOptions } from '../../contract.ts';
import { DEFAULT_DELIMITER, type Entries } from '../../model.ts';
import { detectEol } from '../../shared/blocks.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { buildTree, type JsonDocument, type JsonTree, splitKey } from './model.ts';
import { type JsonMember, membersOf, readJsonDocument, readJsonEntries } from './read.ts';
import { fits, indentOf, type Layout, renderTree, serializeJson } from './write.ts';

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

/** How a rewrite writes new text into `doc`: its indentation, line ending, colon and string escaping. */
export function documentLayout(doc: JsonDocument): Layout {
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
