import type { Node } from 'jsonc-parser';
import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import { checkKeyLength, DEFAULT_DELIMITER, type Entries, type Structure } from '../../model.ts';

export interface JsonOptions {
  delimiter?: string;
  /** Receives warnings (a name defined twice); see ParseOptions. */
  warn?: ParseOptions['warn'];
}

export interface JsonWriteOptions extends JsonOptions {
  structure: Structure;
  indent?: string;
  trailingNewline?: boolean;
  /** Between a name and its value: `": "` unless given. */
  colon?: string;
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

/** A nested tree of texts, in key order; a Map so that no name can reach a prototype. */
export type JsonTree = Map<string, string | JsonTree>;

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
export function splitKey(key: string, delimiter: string): string[] {
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
