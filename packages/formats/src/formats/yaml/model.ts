import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import type { Entries, Structure } from '../../model.ts';
import { INDEXED_NAME, keyOfPath, pathOfParts, type Segment } from '../../shared/item-keys.ts';

export { INDEXED_NAME, type Segment };

/**
 * YAML is read as YAML 1.1, the version Ruby's Psych (and so Rails) speaks, and which plain scalars
 * are texts is decided as Psych decides it (see `psychReadsAsText`).
 */
export const VERSION = '1.1' as const;

/** A parsed YAML translation file: its entries, and the locale root key when it is Rails-style. */
export interface YamlFile {
  entries: Entries;
  /** The root key of a Rails-style file (`en:` holding every key), or undefined for a plain file. */
  locale: string | undefined;
  structure: Structure;
  /**
   * Whether some key name cannot be told apart from the nested key syntax: it holds a dot
   * (`"a.b": x`) or ends in an index (`"a[0]": x`). Only a flat layout can write such a file back.
   */
  dottedNames: boolean;
}

/** A key path as an entry key: names joined with dots, indexes as `[i]` (`date.day_names[0]`). */
export function keyOf(path: readonly Segment[]): string {
  return keyOfPath(path, '.');
}

/** The path an entry key is written at when nested: `a.b[1]` is `a`, `b`, 1. */
function pathOfKey(key: string): Segment[] {
  const path = pathOfParts(key, key.split('.'), 'list');
  if (path.length > LIMITS.maxKeySegments) {
    throw new FormatError(
      `key "${key.slice(0, 60)}…" has ${path.length} parts, more than ${LIMITS.maxKeySegments} (LIMITS.maxKeySegments); write it flat or shorten it`,
      { key },
    );
  }
  return path;
}

// ---------------------------------------------------------------------------------------------
// The tree entries are written as

/** Entries as the tree they are written as. Maps, not objects: keys such as `__proto__` are data. */
export type Tree = TreeMap | TreeSeq | string | Raw;
export interface TreeMap {
  kind: 'map';
  items: Map<string, Tree>;
}
export interface TreeSeq {
  kind: 'seq';
  /** Sparse: a missing index is written as `~` (nil). */
  items: Map<number, Tree>;
}
/** A value that is not a text (`3`, `false`, `~`, `:day`), kept as the file writes it. */
export interface Raw {
  kind: 'raw';
  /** `''` for a nil written as nothing (`-`, `key:`): written so in block style, `~` in flow style. */
  source: string;
  /** For a nil written as nothing: whether a space follows its `-` or `:` (Psych writes `- `). */
  spaced?: boolean;
}

/** A value that is not a text after its indicator (`-`, `key:`) in block style, as the file writes it. */
export function rawAfterIndicator(raw: Raw): string {
  if (raw.source === '') return raw.spaced === true ? ' ' : '';
  return ` ${raw.source}`;
}

function collision(a: string, b: string): FormatError {
  return new FormatError(
    `keys "${a}" and "${b}" cannot both be written nested: one would be both a text and a mapping or list; pull with structure "flat" or rename one key`,
    { key: a },
  );
}

/** The tree `entries` are written as; refuses keys that cannot be written together, naming both. */
export function buildTree(
  entries: Entries,
  structure: Structure,
  /** The path of a key written nested, when the file's own names say it (see names-as-written.ts). */
  pathOf: (key: string) => Segment[] = pathOfKey,
): TreeMap {
  const top: TreeMap = { kind: 'map', items: new Map() };
  // The first key under each branch, to name it in a collision; a leaf's key is its own path.
  const owners = new Map<Tree, string>();
  const owner = (existing: Tree, path: Segment[]): string =>
    typeof existing === 'string' ? keyOf(path) : (owners.get(existing) ?? keyOf(path));
  for (const [key, value] of entries) {
    const path = structure === 'nested' ? pathOf(key) : [key];
    let node: TreeMap | TreeSeq = top;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i] as Segment;
      const last = i === path.length - 1;
      const items = node.items as Map<Segment, Tree>;
      const existing = items.get(segment);
      if (last) {
        if (existing !== undefined) throw collision(owner(existing, path), key);
        items.set(segment, value);
        break;
      }
      const wanted = typeof path[i + 1] === 'number' ? 'seq' : 'map';
      if (existing === undefined) {
        const child: TreeMap | TreeSeq =
          wanted === 'seq' ? { kind: 'seq', items: new Map() } : { kind: 'map', items: new Map() };
        items.set(segment, child);
        owners.set(child, key);
        node = child;
      } else if (typeof existing === 'object' && existing.kind === wanted) {
        node = existing;
      } else {
        throw collision(owner(existing, path.slice(0, i + 1)), key);
      }
    }
  }
  return top;
}

/** The texts under a tree, keyed by their path below it. */
export function flattenTree(tree: Tree, path: Segment[], out: Map<string, string>): Map<string, string> {
  if (typeof tree === 'string') out.set(keyOf(path), tree);
  else if (tree.kind !== 'raw') {
    for (const [segment, child] of tree.items as Map<Segment, Tree>) {
      flattenTree(child, [...path, segment], out);
    }
  }
  return out;
}
