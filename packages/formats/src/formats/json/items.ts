// JSON arrays (slang's lists, as LocalSend writes `"description": ["…", "…"]`) and the keys of their
// items. The key scheme is the YAML format's for Rails' lists: names joined with the delimiter, an
// item's index appended in brackets (`aboutPage.description[0]`, `list[1].name`, `grid[0][2]`), so
// the service sees one spelling for list items whatever the file's format.
import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import { DEFAULT_DELIMITER, type Entries } from '../../model.ts';
import { keyOfPath as keyOfSegments, pathOfParts, type Segment } from '../../shared/item-keys.ts';
import { splitKey } from './model.ts';

export type { Segment };

/** A nested value to write: a text, an object (Map: names are data), or an array. */
export type JsonValue = string | JsonObject | JsonList;
export type JsonObject = Map<string, JsonValue>;
/** An array's items by index; sparse: an index without an item is written as `null`. */
export interface JsonList {
  kind: 'list';
  items: Map<number, JsonValue>;
  /** The items the array has when more than its last item's index + 1: trailing holes (`["x", null]`). */
  length?: number;
}

/** The entry key of a path: names joined with the delimiter, indexes appended as `[i]`. */
export function keyOfPath(path: readonly Segment[], delimiter: string = DEFAULT_DELIMITER): string {
  return keyOfSegments(path, delimiter);
}

/**
 * The path a key is written at when nested: `a.b[1]` is `a`, `b`, 1. Refuses what has no nested
 * form (see splitKey) and an index past LIMITS.maxEntries, which no file may hold that many items for.
 */
export function pathOfKey(key: string, delimiter: string = DEFAULT_DELIMITER): Segment[] {
  const path = pathOfParts(key, splitKey(key, delimiter), 'array');
  if (path.length > LIMITS.maxKeySegments) {
    throw new FormatError(
      `key "${key.slice(0, 60)}…" has ${path.length} parts, more than ${LIMITS.maxKeySegments} (LIMITS.maxKeySegments); pull with structure "flat" or shorten the key`,
      { key: key.slice(0, 60) },
    );
  }
  return path;
}

function collision(a: string, b: string): FormatError {
  return new FormatError(
    `keys "${a}" and "${b}" cannot both be written nested: one would be both a text and an object or array; pull with structure "flat" or rename one key`,
    { key: a },
  );
}

/** Who first wrote under each object and array being built, to name them in a collision. */
export interface Placing {
  delimiter: string;
  owners: Map<JsonValue, string>;
}

/**
 * Puts `value` at `path` below `top`, creating objects and arrays on the way; refuses a path that
 * meets a text, or an object where it wants an array (or the reverse), naming both keys.
 */
export function placeValue(
  top: JsonObject | JsonList,
  path: readonly Segment[],
  value: string,
  key: string,
  placing: Placing,
): void {
  let node: JsonObject | JsonList = top;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i] as Segment;
    const items = (node instanceof Map ? node : node.items) as Map<Segment, JsonValue>;
    const existing = items.get(segment);
    // A text's own key is its path (the whole path is the key's when `top` is the root).
    const owner = (found: JsonValue): string =>
      typeof found === 'string'
        ? keyOfPath(path.slice(0, i + 1), placing.delimiter)
        : (placing.owners.get(found) ?? key);
    if (i === path.length - 1) {
      if (existing !== undefined) throw collision(owner(existing), key);
      items.set(segment, value);
      return;
    }
    const wantList = typeof path[i + 1] === 'number';
    if (existing === undefined) {
      const child: JsonObject | JsonList = wantList ? { kind: 'list', items: new Map() } : new Map();
      items.set(segment, child);
      placing.owners.set(child, key);
      node = child;
    } else if (typeof existing !== 'string' && existing instanceof Map !== wantList) {
      node = existing;
    } else {
      throw collision(owner(existing), key);
    }
  }
}

/**
 * The nested form of entries, with `[i]` keys as arrays. A key that is both a text and a prefix of
 * others (`a` and `a.b`), or both an object and an array (`a.b` and `a[0]`), is an error naming both.
 */
export function buildValueTree(entries: Entries, delimiter: string = DEFAULT_DELIMITER): JsonObject {
  const root: JsonObject = new Map();
  const placing: Placing = { delimiter, owners: new Map() };
  for (const [key, value] of entries) placeValue(root, pathOfKey(key, delimiter), value, key, placing);
  return root;
}
