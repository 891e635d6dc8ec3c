import {
  type Alias,
  type Document,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  type Scalar,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import type { SerializeOptions } from '../../contract.ts';
import type { Entries } from '../../model.ts';
import { detectIndent, endsWithNewline, withTrailingNewline } from '../../shared/lines.ts';
import {
  buildTree,
  flattenTree,
  keyOf,
  type Raw,
  rawAfterIndicator,
  type Segment,
  type Tree,
  type TreeMap,
  type TreeSeq,
} from './model.ts';
import { pathByNames } from './names-as-written.ts';
import { writtenByPsych } from './psych-style.ts';
import { keyName, livePairs, type Reading, read, textOf } from './read.ts';
import { rootKeyFor } from './root-key.ts';
import { rawOf } from './source-values.ts';
import {
  type BlockStyle,
  blockLines,
  flowText,
  renderKey,
  renderScalar,
  serializeYaml,
  unitOf,
} from './write.ts';

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
      const kept = pairs.filter((pair) => !gone.has(keyName(pair.key) as string));
      const last: Array<[string, Tree]> = [];
      for (const item of this.style.sortedKeys === true
        ? added.sort(([a], [b]) => compareKeys(a, b))
        : added) {
        // In a file whose keys are sorted (i18n-tasks normalize), a new key goes where it sorts.
        const before =
          this.style.sortedKeys === true
            ? kept.find((pair) => compareKeys(keyName(pair.key) as string, item[0]) > 0)
            : undefined;
        const at = (before?.key as Node | undefined)?.range?.[0];
        if (at === undefined || !/^[ \t]*$/.test(this.src.slice(this.lineStart(at), at))) {
          last.push(item);
          continue;
        }
        const tree: TreeMap = { kind: 'map', items: new Map([item]) };
        this.insert(this.lineStart(at), blockLines(tree, column, this.style, []));
      }
      if (last.length > 0) {
        const tree: TreeMap = { kind: 'map', items: new Map(last) };
        this.insert(this.lineEnd(this.contentEnd(map)), blockLines(tree, column, this.style, []));
      }
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

  /** Writes nil in place of a list item: as the file writes its nils, else `~`. */
  private nil(item: Node | null, indicatorEnd: number): void {
    if (this.style.nil !== undefined) {
      this.edit(indicatorEnd, this.lineEnd(this.contentEnd(item)), `${rawAfterIndicator(this.style.nil)}\n`);
    } else if (item === null || isScalar(item) || isAlias(item)) {
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
      psych: this.style.psych,
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
          ? renderScalar(want, {
              flow: false,
              column: place.column,
              unit: this.style.unit,
              block: true,
              psych: this.style.psych,
            })
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
        items.set(segment, rawOf(resolved as Scalar | null, src));
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

/** Code-unit order, as Ruby compares the key strings i18n-tasks sorts. */
function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Neighbouring keys found in order before a file counts as sorted (a few may be by chance). */
const SORTED_EVIDENCE = 8;

/**
 * Whether every mapping of a file without comments lists its keys in sorted order, with enough keys
 * to say so: the shape `i18n-tasks normalize` writes (Mastodon's locale files).
 */
function keysSorted(doc: Document, src: string): boolean {
  if (/^[ \t]*#/m.test(src)) return false;
  let evidence = 0;
  let sorted = true;
  const visit = (node: unknown): void => {
    if (!sorted) return;
    if (isMap(node)) {
      const names = (node.items as Pair[]).map((pair) => keyName(pair.key));
      evidence += Math.max(0, names.length - 1);
      for (let i = 1; i < names.length; i++) {
        const previous = names[i - 1];
        const name = names[i];
        if (previous === undefined || name === undefined || compareKeys(previous, name) >= 0) sorted = false;
      }
      for (const pair of node.items as Pair[]) visit(pair.value);
    } else if (isSeq(node)) {
      for (const item of node.items as unknown[]) visit(item);
    }
  };
  visit(doc.contents);
  return sorted && evidence >= SORTED_EVIDENCE;
}

/** How a file indents its lists: below their key (`  - x`) or level with it (`- x`, Psych's way). */
/** Texts looked at to tell whether a file quotes every text alike. */
const QUOTE_SAMPLE = 64;

/**
 * The quotes a file writes its texts in, when its first texts (values and list items) all have
 * the same (rails-i18n's `key: "…"`); undefined when any is plain, a block scalar, or mixed.
 */
export function detectQuote(doc: Document): 'QUOTE_DOUBLE' | 'QUOTE_SINGLE' | undefined {
  const seen = new Set<Scalar['type']>();
  let count = 0;
  const visit = (node: unknown): void => {
    if (count >= QUOTE_SAMPLE) return;
    if (isScalar(node) && typeof node.value === 'string') {
      seen.add(node.type);
      count++;
    } else if (isMap(node) || isSeq(node)) {
      for (const item of node.items as unknown[]) visit(isPair(item) ? item.value : item);
    }
  };
  visit(doc.contents);
  const [only] = seen;
  return seen.size === 1 && (only === 'QUOTE_DOUBLE' || only === 'QUOTE_SINGLE') ? only : undefined;
}

/** How the file writes a nil item of a block list (`-`, `- `, `- ~`), for a hole a rewrite adds. */
function blockNilOf(doc: Document, src: string): Raw | undefined {
  const visit = (node: unknown): Raw | undefined => {
    if (isMap(node)) {
      for (const pair of node.items as Pair[]) {
        const found = visit(pair.value);
        if (found) return found;
      }
    } else if (isSeq(node) && !node.flow) {
      for (const item of node.items) {
        if (item === null || (isScalar(item) && item.value === null))
          return rawOf(item as Scalar | null, src);
        const found = visit(item);
        if (found) return found;
      }
    }
    return undefined;
  };
  return visit(doc.contents);
}

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
export function serializeOver(entries: Entries, existing: string, options: SerializeOptions): string {
  const reading = read(existing, {});
  const { file } = reading;
  const locale = options.locale ?? file.locale;
  const indent = options.style?.indent ?? detectIndent(existing);
  const trailingNewline = options.style?.trailingNewline ?? endsWithNewline(existing);
  // A file with neither nesting nor dotted names fits both layouts and is edited in place; a nested
  // one with dotted names is edited by its own mappings (names-as-written.ts).
  const namesAsWritten =
    options.structure === 'nested' &&
    file.structure === 'nested' &&
    file.dottedNames &&
    reading.top !== undefined;
  const fits =
    options.structure === 'nested' ? !file.dottedNames || namesAsWritten : file.structure === 'flat';
  const quote = detectQuote(reading.doc);
  const rewrite = (): string =>
    serializeYaml(entries, {
      structure: options.structure,
      indent,
      trailingNewline,
      ...(locale === undefined ? {} : { locale }),
      scalars: {
        ...(quote !== undefined && { quote }),
        ...(quote === undefined && writtenByPsych(reading.doc) && { psych: true }),
        ...(/^---[ \t]*\r?\n/.test(existing) && { documentStart: true }),
      },
    });
  if (!fits || reading.top === undefined) return rewrite();
  if (file.locale === undefined && options.locale !== undefined && file.entries.size === 0) return rewrite();
  const top = reading.top;
  const tree = namesAsWritten
    ? buildTree(entries, options.structure, (key) => pathByNames(top, key))
    : buildTree(entries, options.structure);
  // Edits are made on text that ends with a line break, so that new lines can follow the last one.
  const crlf = existing.includes('\r\n');
  const src = existing.endsWith('\n') ? existing : `${existing}${crlf ? '\r\n' : '\n'}`;
  const style: BlockStyle = {
    unit: unitOf(indent),
    seqIndent: detectSeqIndent(reading.doc, src),
    ...(quote !== undefined && { quote }),
    ...(quote === undefined && writtenByPsych(reading.doc) && { psych: true }),
    ...(keysSorted(reading.doc, src) && { sortedKeys: true }),
  };
  const nil = blockNilOf(reading.doc, src);
  if (nil !== undefined) style.nil = nil;
  const editor = new Rewrite(reading, src, style);
  if (reading.root && locale !== undefined && !sameLanguage(locale, file.locale)) {
    const key = reading.root.key as Node;
    editor.edit(key.range?.[0] ?? 0, key.range?.[1] ?? 0, renderKey(rootKeyFor(locale, options.path), false));
  }
  editor.top(reading.top, tree);
  editor.materializeAliases();
  if (crlf) {
    for (const edit of editor.edits) edit.text = edit.text.replace(/\r?\n/g, '\r\n');
  }
  return withTrailingNewline(editor.apply(), trailingNewline);
}

/**
 * Whether a Rails root key already names the asked locale's language, however the repository spells
 * it (`pt-br` for `pt-BR`, a legacy `mo` given its own code `ro-x-mo`): Rails reads the root as the
 * locale, so a root the repository chose is kept; only another language's (a copied `en:`) is renamed.
 */
function sameLanguage(asked: string, root: string | undefined): boolean {
  if (root === undefined) return false;
  try {
    return (
      new Intl.Locale(asked.replace(/_/g, '-')).language === new Intl.Locale(root.replace(/_/g, '-')).language
    );
  } catch {
    return asked === root;
  }
}
