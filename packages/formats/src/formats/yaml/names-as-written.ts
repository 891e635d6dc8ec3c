// Where a key goes in a nested file whose names hold dots (Symfony's sentence keys beside nested
// ones, `'This value should not be blank.': …` next to `user: {login: …}`): the keys alone cannot be
// split back at their dots, so the file's own mappings say where each key goes.
import { isMap, type Pair, type YAMLMap } from 'yaml';
import { INDEXED_NAME, pathOfParts, type Segment } from '../../shared/item-keys.ts';
import { livePairs, read } from './read.ts';

/**
 * The path of `key` below `top`: down the mappings whose names (as written) start the key, longest
 * name first; then the rest of the key as the one name the mapping has, or as one new name when the
 * mapping's names hold dots (trailing `[i]` are list indexes), else split at its dots.
 */
export function pathByNames(top: YAMLMap, key: string): Segment[] {
  const path: Segment[] = [];
  let map: YAMLMap | undefined = top;
  let rest = key;
  while (map !== undefined) {
    const pairs: Map<string, Pair> = livePairs(map);
    if (pairs.has(rest)) return [...path, rest];
    let next: { name: string; value: YAMLMap } | undefined;
    for (const [name, pair] of pairs) {
      if (!isMap(pair.value) || !rest.startsWith(`${name}.`)) continue;
      if (next === undefined || name.length > next.name.length) next = { name, value: pair.value };
    }
    if (next === undefined) {
      const whole = [...pairs.keys()].some((name) => name.includes('.') || INDEXED_NAME.test(name));
      return [...path, ...pathOfParts(key, whole ? [rest] : rest.split('.'), 'list')];
    }
    path.push(next.name);
    rest = rest.slice(next.name.length + 1);
    map = next.value;
  }
  return [...path, ...pathOfParts(key, rest.split('.'), 'list')];
}

/**
 * The paths a new file's keys take from its source file (`template`), when the source is nested
 * and its names hold dots; undefined otherwise (or when the source cannot be read), and the keys are
 * then split at their dots.
 */
export function pathsOfSource(template: string): ((key: string) => Segment[]) | undefined {
  try {
    const { file, top } = read(template, {});
    if (top === undefined || file.structure !== 'nested' || !file.dottedNames) return undefined;
    return (key) => pathByNames(top, key);
  } catch {
    return undefined;
  }
}
