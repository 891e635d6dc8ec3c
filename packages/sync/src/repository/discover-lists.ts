// JSON files in a locale's place whose root is a list (Laravel-Lang's `locales/de/_excludes.json`, the
// keys it leaves untranslated): they hold no keys to texts, so discovery leaves them out, says so, and
// puts them in the `ignore` of the entry whose wildcard would read them.

import path from 'node:path';
import type { FoundLayout, LeftOut } from './discover-model.ts';
import { compareStrings } from './discovery.ts';
import { compilePattern, pathRegex } from './file-pattern.ts';

/** The first bytes of a JSON file whose root is a list. */
const LIST_HEAD = /^\uFEFF?\s*\[/;

/** True when `file` is JSON and its first bytes open a list. */
export function isJsonList(file: string, head: string | undefined): boolean {
  return path.posix.extname(file).toLowerCase() === '.json' && head !== undefined && LIST_HEAD.test(head);
}

/** List files by the path they share with `*` for the locale (`locales/*\/_excludes.json`). */
export type ListFiles = Map<string, string[]>;

/** Adds `file`, whose path with the locale taken out is `template` (`\0` for the locale). */
export function addList(lists: ListFiles, template: string, file: string): void {
  const pattern = template.replace('\0', '*');
  lists.set(pattern, [...(lists.get(pattern) ?? []), file]);
}

/** One line per shared path, for the log's "left out". */
export function listsLeftOut(lists: ListFiles): LeftOut[] {
  return [...lists.keys()]
    .sort(compareStrings)
    .map((pattern) => ({ path: pattern, reason: 'JSON lists at their root, not keys to texts' }));
}

/**
 * Puts each shared path in the `ignore` of the entries that would read one of its files, and takes
 * the files out of the layouts' sources (a wildcard's sources are every file of its shape).
 */
export function ignoreLists(layouts: FoundLayout[], lists: ListFiles): void {
  const listed = new Set([...lists.values()].flat());
  for (const layout of lists.size > 0 ? layouts : []) {
    layout.sources = layout.sources.filter((file) => !listed.has(file));
    const shapes = [layout.entry.source, ...(layout.entry.translation ? [layout.entry.translation] : [])];
    const matchers = shapes.map((shape) =>
      pathRegex(compilePattern(shape.replaceAll('{path}', '**').replaceAll(/\{[a-z_]+\}/g, '*'), [])),
    );
    const ignore = [...lists]
      .filter(([, files]) => files.some((file) => matchers.some((m) => m.test(file))))
      .map(([pattern]) => pattern)
      .sort(compareStrings);
    if (ignore.length > 0) layout.entry.ignore = [...(layout.entry.ignore ?? []), ...ignore];
  }
}
