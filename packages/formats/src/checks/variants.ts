import type { Entries } from '../model.ts';
import { pluralGroupOf } from './plurals.ts';

/** An attribute of a Fluent term, `-brand-name.gender` (Fluent identifiers hold no `.`). */
const TERM_ATTRIBUTE = /^(-[A-Za-z][\w-]*)\.[A-Za-z][\w-]*$/;

/**
 * The source key that a key only translations have is kept beside (a variant of it), or undefined: a
 * plural form the source language lacks (`items_few`, beside its group's `other` key) or, in a Fluent
 * file, an attribute of a source term (`-brand-name.gender`): Fluent gives a term's attributes to its
 * localizers, for the grammatical facts of their language that their own messages select on, and the
 * source's term need not have them.
 */
export function variantBaseOf(key: string, source: Entries, format?: string): string | undefined {
  const group = pluralGroupOf(key, source);
  if (group) return group.otherKey;
  if (format !== 'fluent' || key.charCodeAt(0) !== 45 /* - */) return undefined;
  const term = TERM_ATTRIBUTE.exec(key)?.[1];
  return term !== undefined && source.has(term) ? term : undefined;
}
