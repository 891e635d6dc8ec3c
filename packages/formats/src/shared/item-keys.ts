// The key scheme of list items, shared by the formats that hold lists (YAML's sequences for Rails,
// JSON's arrays for slang): names joined with a delimiter, an item's index appended in brackets
// (`date.day_names[0]`, `list[1].name`, `grid[0][2]`), so the service sees one spelling for list
// items whatever the file's format.
import { FormatError } from '../errors.ts';
import { LIMITS } from '../limits.ts';

/** One step of a key path: a member's name, or an index into a list. */
export type Segment = string | number;

/** A name that ends in one or more indexes: `day_names[0]`, `grid[1][2]`. */
export const INDEXED_NAME = /^(.+?)((?:\[(?:0|[1-9][0-9]*)\])+)$/s;

/** The entry key of a path: names joined with `delimiter`, indexes appended as `[i]`. */
export function keyOfPath(path: readonly Segment[], delimiter: string): string {
  let key = '';
  for (const segment of path) {
    if (typeof segment === 'number') key += `[${segment}]`;
    else key = key === '' ? segment : `${key}${delimiter}${segment}`;
  }
  return key;
}

/**
 * The path of a key already split into its names (`a`, `b[1]` → `a`, `b`, 1). Refuses an index past
 * LIMITS.maxEntries, which no file may hold that many items for; `noun` names the format's lists.
 */
export function pathOfParts(key: string, parts: readonly string[], noun: 'array' | 'list'): Segment[] {
  const path: Segment[] = [];
  for (const part of parts) {
    const indexed = INDEXED_NAME.exec(part);
    if (!indexed) {
      path.push(part);
      continue;
    }
    path.push(indexed[1] as string);
    for (const index of (indexed[2] as string).slice(1, -1).split('][')) {
      const value = Number(index);
      if (value >= LIMITS.maxEntries) {
        const shown = key.slice(0, 60);
        throw new FormatError(
          `key "${shown}" has the ${noun} index ${value}, more than the ${LIMITS.maxEntries} entries a file may hold (LIMITS.maxEntries)`,
          { key: shown },
        );
      }
      path.push(value);
    }
  }
  return path;
}
