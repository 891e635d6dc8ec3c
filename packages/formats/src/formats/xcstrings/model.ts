import type { Node } from 'jsonc-parser';
import type { JsonDocument } from '../json/model.ts';

/**
 * The model of an Xcode String Catalog (`.xcstrings`): one JSON file holding every locale. A string
 * (`strings.<key>`) has, per locale, a `localizations.<locale>` object holding a `stringUnit`
 * (`state`, `value`), `variations` by `plural` category or by `device`, and `substitutions` (named
 * arguments `%#@name@` whose own plural variations are texts too). Each text is one unit, and each
 * unit is one key of the key → text model (see `unitKey`).
 */

/** CLDR plural categories, the names Xcode uses for `variations.plural`. */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** One step from a localization to a text: a plural form, a device, or a substitution. */
export type Segment =
  | { kind: 'plural'; form: string }
  | { kind: 'device'; device: string }
  | { kind: 'substitution'; name: string };

/** One text of one locale, with the nodes a rewrite edits. */
export interface Unit {
  key: string;
  segments: Segment[];
  value: string;
  /** The `state` of its `stringUnit` (`translated`, `needs_review`, `new`…), when written. */
  state: string | undefined;
  /** The string node of `value`. */
  valueNode: Node;
  /** The string node of `state`, when written. */
  stateNode: Node | undefined;
}

/** One entry of `strings`, with its units per locale (as the file spells the locale). */
export interface CatalogString {
  key: string;
  /** The entry's object node. */
  node: Node;
  /** `shouldTranslate: false`: no locale has a text for it; it is not a key. */
  translatable: boolean;
  units: Map<string, Unit[]>;
}

/** A catalog read with the offsets of every text. */
export interface Catalog {
  doc: JsonDocument;
  sourceLanguage: string;
  strings: CatalogString[];
  byKey: Map<string, CatalogString>;
}

/** The bracket that spells a segment in a key: `[one]`, `[device:iphone]`, `[@name]`. */
export function segmentText(segment: Segment): string {
  if (segment.kind === 'plural') return `[${segment.form}]`;
  if (segment.kind === 'device') return `[device:${segment.device}]`;
  return `[@${segment.name}]`;
}

/**
 * The key of a unit: the string's key, then one bracket per step. `items[one]` is a plural form (the
 * spelling the checks read as a plural group, as Android's), `label[device:ipad]` a device variation,
 * `count[@files][one]` a plural form of the substitution `%#@files@`.
 */
export function unitKey(key: string, segments: readonly Segment[]): string {
  return key + segments.map(segmentText).join('');
}

/** One bracketed step at the end of a key. */
export const TRAILING_SEGMENT = /\[(zero|one|two|few|many|other|device:[^[\]]+|@[^[\]]+)\]$/;

/** The step a bracket's inside spells. */
export function segmentOf(inner: string): Segment {
  if (inner.startsWith('device:')) return { kind: 'device', device: inner.slice('device:'.length) };
  if (inner.startsWith('@')) return { kind: 'substitution', name: inner.slice(1) };
  return { kind: 'plural', form: inner };
}

/**
 * The string and steps a key names, reading brackets off its end until what is left is a key
 * `isString` accepts (the longest such key wins, so a catalog key that itself ends in `[one]` is
 * read as written). Undefined when no prefix is a string.
 */
export function splitKey(
  key: string,
  isString: (candidate: string) => boolean,
): { key: string; segments: Segment[] } | undefined {
  const segments: Segment[] = [];
  let rest = key;
  for (;;) {
    if (isString(rest)) return { key: rest, segments };
    const match = TRAILING_SEGMENT.exec(rest);
    if (!match) return undefined;
    segments.unshift(segmentOf(match[1] as string));
    rest = rest.slice(0, match.index);
  }
}

/**
 * Whether a list of steps has a shape Xcode writes: none, a plural form, a device, a device's plural
 * form, or a substitution's plural form (substitutions belong to the localization, not to a device).
 */
export function validPath(segments: readonly Segment[]): boolean {
  const kinds = segments.map((segment) => segment.kind).join(',');
  return ['', 'plural', 'device', 'device,plural', 'substitution,plural'].includes(kinds);
}
