import type { Entries } from '../model.ts';
import { pluralGroupOf } from './plurals.ts';

/** An attribute of a Fluent term, `-brand-name.gender` (Fluent identifiers hold no `.`). */
const TERM_ATTRIBUTE = /^(-[A-Za-z][\w-]*)\.[A-Za-z][\w-]*$/;

/**
 * The source key that a key only translations have is kept beside (a variant of it), or undefined: a
 * plural form the source language lacks (`items_few`, beside its group's `other` key) or, in a Fluent
 * file, an attribute of a source term (`-brand-name.gender`): Fluent gives a term's attributes to its
 * localizers, for the grammatical facts of their language that their own messages select on, and the
 * source's term need not have them. With `translation` (the file the key comes from), a group the
 * source holds only as its `other` form counts when the translation holds it whole: Android's
 * `<plurals>` of one `other` item in English, `one`, `few` and `other` in Slovak.
 */
export function variantBaseOf(
  key: string,
  source: Entries,
  format?: string,
  translation?: Entries,
): string | undefined {
  const group = translation ? pluralGroupOf(key, source, translation) : pluralGroupOf(key, source);
  if (group && source.has(group.otherKey)) return group.otherKey;
  if (format !== 'fluent' || key.charCodeAt(0) !== 45 /* - */) return undefined;
  const term = TERM_ATTRIBUTE.exec(key)?.[1];
  return term !== undefined && source.has(term) ? term : undefined;
}
