import { LIMITS } from '../../limits.ts';
import { DEFAULT_DELIMITER, type Entries } from '../../model.ts';
import type { JsonOptions } from './model.ts';

/** A name JavaScript orders before the others (an array index), whatever its place in the file. */
const INDEX_NAME = /^(?:0|[1-9]\d*)$/;
/** A colon written as an escape: it would hide a repeated name from the count of colons below. */
const ESCAPED_COLON = /\\u003a/i;

/**
 * The common case of reading a JSON file's entries at `JSON.parse`'s speed, without the offsets and
 * lines the full reader (read.ts) keeps: undefined whenever the file is anything but plain nested
 * objects of strings that the full reader would read without a word, so the caller reads it again
 * with the full reader, which gives the errors, warnings and line numbers. That is: invalid JSON, a
 * root that is not an object, a value that is not a string or object (an array, a number…), an
 * empty name, a name written twice in one object (`JSON.parse` keeps the last silently, the full
 * reader warns), two paths that flatten to one key, a name that is an array index (`JSON.parse`
 * puts those first, the file's order is lost), and anything near a limit of LIMITS.
 */
export function readJsonFast(content: string, options: JsonOptions = {}): Entries | undefined {
  return readPlainJson(content, options)?.entries;
}

/** `readJsonFast`'s entries, and whether the root holds an object (the file's structure is nested). */
export function readPlainJson(
  content: string,
  options: JsonOptions = {},
): { entries: Entries; nested: boolean } | undefined {
  const text = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
  if (ESCAPED_COLON.test(text)) return undefined;
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(root)) return undefined;
  const delimiter = options.delimiter ?? DEFAULT_DELIMITER;
  const entries: Entries = new Map();
  /** Names read in every object, and the colons inside every name and text read. */
  let names = 0;
  let colonsInStrings = 0;
  let nested = false;
  // Recursion is bounded by LIMITS.maxDepth, checked before each step down.
  const walk = (object: Record<string, unknown>, prefix: string | undefined, depth: number): boolean => {
    for (const name of Object.keys(object)) {
      if (name === '' || INDEX_NAME.test(name)) return false;
      names++;
      colonsInStrings += colons(name);
      const key = prefix === undefined ? name : `${prefix}${delimiter}${name}`;
      const value = object[name];
      if (typeof value === 'string') {
        if (key.length > LIMITS.maxKeyLength || entries.has(key)) return false;
        colonsInStrings += colons(value);
        entries.set(key, value);
        if (entries.size > LIMITS.maxEntries) return false;
      } else if (!isObject(value) || depth >= LIMITS.maxDepth || !walk(value, key, depth + 1)) {
        return false;
      } else {
        nested = true;
      }
    }
    return true;
  };
  if (!walk(root, undefined, 1)) return undefined;
  // Every name as written is followed by one colon, and no colon outside a string is anything else;
  // a name written twice (and what it held) adds colons that the parsed objects do not have.
  if (colons(text) !== names + colonsInStrings) return undefined;
  return { entries, nested };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function colons(text: string): number {
  let count = 0;
  for (let i = text.indexOf(':'); i !== -1; i = text.indexOf(':', i + 1)) count++;
  return count;
}
