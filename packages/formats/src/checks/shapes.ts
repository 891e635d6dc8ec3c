// One message, two shapes: a translation may hold a key as a plural where its source has a plain text,
// or the reverse. Each format's own tool accepts that: Rails' `pluralize` uses a translation's
// `one`/`other` hash whatever the default locale holds and returns a plain string as it is; go-i18n,
// Android and Xcode pick a locale's plural forms from that locale's file alone; a `.stringsdict`
// translator may write `%#@COUNT@ Dateien` where the source has a lone variable. The keys of the two
// shapes differ (`items` against `items.one`, `items.other`), so they must be recognised as one
// message: else a pull writes both shapes (a conflict no nested file can hold, an Android resource
// defined twice) or fills the translated message with the source text. i18next's JSON v1–v3 are read
// too: a source's `key` and `key_plural`, and a v3 translation's `key_0`…`key_5` (the index of the
// language's plural form: Invidious's `ru.json` beside its `en-US.json`).
import type { Entries } from '../model.ts';
import { mayNamePluralForm, PLURAL_CATEGORIES } from './plural-categories.ts';

const CATEGORY = `(?:${PLURAL_CATEGORIES.join('|')})`;
/**
 * What a plural shape adds to its message's key, one group per kind of shape: a Rails form (`.one`),
 * an i18next suffix (`_one`), a bracketed form (`[one]`: Android, go-i18n, Qt, `.xcstrings`,
 * `.stringsdict`), a gettext msgstr index or `[msgid_plural]`, and a substitution's form
 * (`[@COUNT][one]`: `.stringsdict` and `.xcstrings`, beside the plain key holding the format).
 */
const SHAPE_TAIL = new RegExp(
  `^(.+?)(?:(\\.${CATEGORY})|(_${CATEGORY})|(\\[${CATEGORY}\\])|(\\[(?:\\d+|msgid_plural)\\])|(\\[@[^\\]]*\\]\\[${CATEGORY}\\]))$`,
  's',
);

/** A key's shape: plain (0), the SHAPE_TAIL group its plural form matched (1 to 5), or i18next v1–v3's (6, 7). */
type Shape = number;

/** i18next v1–v3's plural form beside its singular `key`, a source's (or a language of two forms'). */
const I18NEXT_PLURAL = '_plural';
/** i18next JSON v3's numbered form `key_0`…`key_5`: the index of the language's plural form. */
const I18NEXT_NUMBERED = /^(.+)_([0-5])$/s;
const SHAPE_I18NEXT_PLURAL = 6;
const SHAPE_I18NEXT_NUMBERED = 7;

/**
 * Whether `base` is an i18next v1–v3 plural in one of `maps`: a map holds `base` and `base_plural`
 * (the source's pair), or `base_0` and `base_1` (v3 numbered forms). A key that merely ends in
 * `_plural` or `_2` (`step_2` beside `step`) is no plural form.
 */
function isI18nextPlural(base: string, maps: readonly Entries[]): boolean {
  return maps.some(
    (map) =>
      (map.has(base) && map.has(base + I18NEXT_PLURAL)) || (map.has(`${base}_0`) && map.has(`${base}_1`)),
  );
}

/** The i18next v1–v3 plural form `key` is in `maps`, if it is one (`key_plural`, `key_0`…`key_5`). */
function i18nextShapeOf(
  key: string,
  maps: readonly Entries[],
): { message: string; shape: Shape } | undefined {
  if (maps.length === 0) return undefined;
  const last = key.charCodeAt(key.length - 1);
  if (last === 0x6c && key.endsWith(I18NEXT_PLURAL)) {
    const base = key.slice(0, -I18NEXT_PLURAL.length);
    if (base !== '' && isI18nextPlural(base, maps)) return { message: base, shape: SHAPE_I18NEXT_PLURAL };
  } else if (last >= 0x30 && last <= 0x35) {
    const base = I18NEXT_NUMBERED.exec(key)?.[1];
    if (base !== undefined && isI18nextPlural(base, maps))
      return { message: base, shape: SHAPE_I18NEXT_NUMBERED };
  }
  return undefined;
}

function shapeOf(key: string, maps: readonly Entries[] = []): { message: string; shape: Shape } {
  const i18next = i18nextShapeOf(key, maps);
  if (i18next !== undefined) return i18next;
  if (!mayNamePluralForm(key)) return { message: key, shape: 0 };
  const match = SHAPE_TAIL.exec(key);
  if (match === null) return { message: key, shape: 0 };
  return {
    message: match[1] as string,
    shape: match.findIndex((group, i) => i > 1 && group !== undefined) - 1,
  };
}

/**
 * The message `key` is one shape of: `items` for `items.one`, `items_one`, `items[one]`, `items[0]`,
 * `items[msgid_plural]` and `files[@COUNT][one]`; the key itself when it names no plural form. With
 * `maps` (the source, the translation), i18next v1–v3's forms too: `items` for `items_plural` and
 * `items_0`…`items_5` where a map holds `items` and `items_plural` (or `items_0` and `items_1`).
 */
export function messageOf(key: string, ...maps: Entries[]): string {
  return shapeOf(key, maps).message;
}

/** A message one map holds in one shape while another map would add it in another. */
export interface ShapeConflict {
  message: string;
  /** The kept map's keys of the message, in its order. */
  ours: string[];
  /** The incoming map's keys of the message that `ours` lacks and that are of the other shape. */
  theirs: string[];
}

/**
 * The messages `incoming` would add to `kept` in another shape: a plain key where `kept` has only
 * plural forms of it, or plural forms where `kept` has it plain. More forms of a shape `kept` has (a
 * Russian `items.few` beside `items.one` and `items.other`) are not a conflict, nor are shapes that
 * `incoming` holds beside one `kept` has too (i18next's `items` beside `items_one`: both are the
 * source's). Only the keys `incoming` adds are read closely, and `kept` only when there are some, so a
 * pull whose texts are all in its file costs one lookup per key.
 */
export function shapeConflicts(kept: Entries, incoming: Entries): Map<string, ShapeConflict> {
  const conflicts = new Map<string, ShapeConflict>();
  const added = new Map<string, Map<Shape, string[]>>();
  const maps = [kept, incoming];
  incoming.forEach((_value, key) => {
    if (!kept.has(key)) addKey(added, key, maps);
  });
  if (added.size === 0) return conflicts;
  const keptShapes = new Map<string, Map<Shape, string[]>>();
  kept.forEach((_value, key) => {
    if (added.has(key) || added.has(shapeOf(key, maps).message)) addKey(keptShapes, key, maps);
  });
  for (const [message, theirShapes] of added) {
    const ourShapes = keptShapes.get(message);
    if (ourShapes === undefined) continue;
    const shared = [...ourShapes.values()].some((keys) => keys.some((key) => incoming.has(key)));
    if (shared) continue;
    const theirs = [...theirShapes].flatMap(([shape, keys]) => (ourShapes.has(shape) ? [] : keys));
    if (theirs.length > 0) conflicts.set(message, { message, ours: [...ourShapes.values()].flat(), theirs });
  }
  return conflicts;
}

/** Files `key` under its message and shape. */
function addKey(byMessage: Map<string, Map<Shape, string[]>>, key: string, maps: readonly Entries[]): void {
  const { message, shape } = shapeOf(key, maps);
  let shapes = byMessage.get(message);
  if (shapes === undefined) {
    shapes = new Map();
    byMessage.set(message, shapes);
  }
  const keys = shapes.get(shape);
  if (keys === undefined) shapes.set(shape, [key]);
  else keys.push(key);
}
