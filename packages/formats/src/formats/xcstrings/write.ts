import { FormatError } from '../../errors.ts';
import type { Entries } from '../../model.ts';
import { type Segment, segmentOf, segmentText, TRAILING_SEGMENT, validPath } from './model.ts';

/** A JSON value as a rewrite builds it: objects keep their keys in the order given. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [name: string]: JsonValue };

/** Xcode orders a dictionary's names by code point (locales, plural forms, `state` before `value`). */
export function xcodeOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A value as Xcode writes a catalog: two spaces a level, `" : "` between a name and its value, names
 * sorted, an empty object as `{`, an empty line and `}`; strings as `JSON.stringify` escapes them
 * (Xcode too leaves non-ASCII and `/` as they are).
 */
export function renderXcodeJson(value: JsonValue, indent: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return `[\n\n${indent}]`;
    return `[\n${value.map((item) => inner + renderXcodeJson(item, inner)).join(',\n')}\n${indent}]`;
  }
  const names = Object.keys(value).sort(xcodeOrder);
  if (names.length === 0) return `{\n\n${indent}}`;
  const members = names.map(
    (name) => `${inner}${JSON.stringify(name)} : ${renderXcodeJson(value[name] as JsonValue, inner)}`,
  );
  return `{\n${members.join(',\n')}\n${indent}}`;
}

/** A `stringUnit` holding a translated text. */
export function stringUnit(value: string): JsonValue {
  return { state: 'translated', value };
}

/** The object path from a localization to a unit's `stringUnit` object. */
export function unitPath(segments: readonly Segment[]): string[] {
  const path: string[] = [];
  for (const segment of segments) {
    if (segment.kind === 'plural') path.push('variations', 'plural', segment.form);
    else if (segment.kind === 'device') path.push('variations', 'device', segment.device);
    else path.push('substitutions', segment.name);
  }
  path.push('stringUnit');
  return path;
}

/** Sets `value` at `path` in a tree of plain objects, creating the objects on the way. */
export function setPath(
  tree: { [name: string]: JsonValue },
  path: readonly string[],
  value: JsonValue,
): void {
  let node = tree;
  for (const name of path.slice(0, -1)) {
    const next = node[name];
    if (next === undefined || next === null || typeof next !== 'object' || Array.isArray(next)) {
      const created: { [name: string]: JsonValue } = {};
      node[name] = created;
      node = created;
    } else {
      node = next;
    }
  }
  node[path.at(-1) as string] = value;
}

/** Xcode lists a catalog's strings in the order of a collation (`•` before `a`, `a` before `B`). */
const STRINGS_ORDER = new Intl.Collator('en', { sensitivity: 'variant', numeric: false });

/**
 * Where a key goes in a new catalog: `items[one]` is the plural form `one` of `items` when
 * `items[other]` is there too and `items` is not a key of its own; `label[device:mac]` a device
 * variation of `label` under the same condition; any other key is a string of its own.
 */
function place(key: string, entries: Entries): { name: string; segments: Segment[] } {
  const parts: Segment[] = [];
  let rest = key;
  for (let match = TRAILING_SEGMENT.exec(rest); match; match = TRAILING_SEGMENT.exec(rest)) {
    parts.unshift(segmentOf(match[1] as string));
    rest = rest.slice(0, match.index);
  }
  for (let kept = 0; kept < parts.length; kept++) {
    const segments = parts.slice(kept);
    const name = rest + parts.slice(0, kept).map(segmentText).join('');
    if (!validPath(segments) || entries.has(name)) continue;
    const last = segments.at(-1) as Segment;
    const group = name + segments.slice(0, -1).map(segmentText).join('');
    if (last.kind === 'plural' && !entries.has(`${group}[other]`)) continue;
    if (segments.some((segment) => segment.kind === 'substitution')) {
      throw new FormatError(
        `"${key}" is a plural form of a substitution, whose argument number and format only an existing catalog holds; write it over the catalog that defines "${name}"`,
        { key },
      );
    }
    return { name, segments };
  }
  return { name: key, segments: [] };
}

/**
 * Writes a new catalog holding one locale as its source, formatted as Xcode writes catalogs (no
 * final line break). Plural forms and device variations become `variations`.
 */
export function serializeCatalog(entries: Entries, locale = 'en'): string {
  const strings = new Map<string, { [name: string]: JsonValue }>();
  for (const [key, value] of entries) {
    const { name, segments } = place(key, entries);
    let entry = strings.get(name);
    if (!entry) {
      entry = {};
      strings.set(name, entry);
    }
    setPath(entry, ['localizations', locale, ...unitPath(segments)], stringUnit(value));
  }
  const names = [...strings.keys()].sort((a, b) => STRINGS_ORDER.compare(a, b) || xcodeOrder(a, b));
  const body =
    names.length === 0
      ? '\n'
      : `${names.map((name) => `    ${JSON.stringify(name)} : ${renderXcodeJson(strings.get(name) as JsonValue, '    ')}`).join(',\n')}\n`;
  return `{\n  "sourceLanguage" : ${JSON.stringify(locale)},\n  "strings" : {\n${body}  },\n  "version" : "1.0"\n}`;
}
