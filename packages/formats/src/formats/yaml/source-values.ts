// What a YAML file written anew takes from its source file besides texts: the values that are not
// texts (Rails' `date.order: [:day, :month, :year]`, `precision: 2`, `significant: false`, the nil
// first item of `month_names`), which the service never stores. As i18n-tasks' add-missing and
// Crowdin's export do, the new file has them as the source writes them, in the source's order.
import {
  type Alias,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  type Node,
  type Scalar,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import type { Structure } from '../../model.ts';
import type { Raw, Segment, Tree, TreeMap, TreeSeq } from './model.ts';
import { livePairs, read, textOf } from './read.ts';

/** A value that is not a text as `src` writes it: a nil written as nothing stays so (`-`, `- `). */
export function rawOf(node: Scalar | null, src: string): Raw {
  const [start, end] = node?.range ?? [0, 0];
  if (start !== end) return { kind: 'raw', source: src.slice(start, end).trimEnd() };
  return { kind: 'raw', source: '', spaced: /[ \t]/.test(src[start - 1] ?? '') };
}

/** `want` with the source's values that are not texts where `want` has nothing, in the source's order. */
function merge<T extends TreeMap | TreeSeq>(
  want: T,
  node: YAMLMap | YAMLSeq,
  targets: Map<Alias, Node>,
  src: string,
): T {
  const wanted = want.items as Map<Segment, Tree>;
  const items = new Map<Segment, Tree>();
  const children: [Segment, Node | null][] = isMap(node)
    ? [...livePairs(node)].map(([name, pair]) => [name, pair.value as Node | null])
    : (node.items as (Node | null)[]).map((item, index) => [index, item]);
  for (const [segment, child] of children) {
    const resolved = isAlias(child) ? (targets.get(child) ?? null) : child;
    const mine = wanted.get(segment);
    if (resolved === null || isScalar(resolved)) {
      if (mine !== undefined) items.set(segment, mine);
      else if (textOf(resolved as Scalar | null) === undefined)
        items.set(segment, rawOf(resolved as Scalar | null, src));
    } else if (isMap(resolved) || isSeq(resolved)) {
      const kind = isMap(resolved) ? 'map' : 'seq';
      if (mine !== undefined && (typeof mine !== 'object' || mine.kind !== kind)) {
        items.set(segment, mine);
        continue;
      }
      const base = (mine as TreeMap | TreeSeq | undefined) ?? { kind, items: new Map() };
      const inner = merge(base, resolved, targets, src);
      if (inner.items.size > 0) items.set(segment, inner);
    }
  }
  for (const [segment, child] of wanted) if (!items.has(segment)) items.set(segment, child);
  if (want.kind === 'seq') {
    const sorted = [...items].sort((a, b) => (a[0] as number) - (b[0] as number));
    return { kind: 'seq', items: new Map(sorted) } as T;
  }
  return { kind: 'map', items } as T;
}

/**
 * Adds to a new file's tree the source file's values that are not texts; undefined when the source
 * cannot be read or is laid out otherwise (flat where the new file is nested, or the reverse).
 */
export function sourceValuesOf(
  template: string,
  structure: Structure,
): ((tree: TreeMap) => TreeMap) | undefined {
  try {
    const { top, targets, file } = read(template, {});
    if (top === undefined || file.structure !== structure) return undefined;
    return (tree) => merge(tree, top, targets, template);
  } catch {
    return undefined;
  }
}
