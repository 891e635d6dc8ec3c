// The order of a file's keys when its tool sorts them: Matomo's translation tool writes every
// `lang/<locale>.json` with its names sorted at each level (PHP's ksort, by bytes), while its English
// source is in the order its developers wrote.
import { DEFAULT_DELIMITER, type Entries } from '../model.ts';

/**
 * Compares two keys as a tool sorting the file's names compares them: by UTF-16 code units (the
 * order of bytes for the ASCII names files use), name by name at each level of a nested file.
 */
export function compareKeys(a: string, b: string, nested: boolean): number {
  if (!nested) return a < b ? -1 : a > b ? 1 : 0;
  const left = a.split(DEFAULT_DELIMITER);
  const right = b.split(DEFAULT_DELIMITER);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const order = compareKeys(left[i] as string, right[i] as string, false);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

/** True when `keys` (two or more) are in `compareKeys` order. */
export function isSortedByKey(keys: readonly string[], nested: boolean): boolean {
  if (keys.length < 2) return false;
  for (let i = 1; i < keys.length; i++) {
    if (compareKeys(keys[i - 1] as string, keys[i] as string, nested) > 0) return false;
  }
  return true;
}

/** `entries` in `compareKeys` order. */
export function sortedByKey(entries: Entries, nested: boolean): Entries {
  return new Map([...entries].sort(([a], [b]) => compareKeys(a, b, nested)));
}
