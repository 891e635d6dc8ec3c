import type { XmlElement } from '../../shared/xml.ts';

/**
 * Apple `.stringsdict` keys. An entry whose format key is one variable alone (`%#@COUNT@`, what Xcode
 * and every exporter write) is a plural group: `key[one]`, `key[other]`… (the CLDR categories Foundation
 * picks among), as a String Catalog names the same string. Any other entry's format key is a text of
 * its own, `key`, and each plural variable's forms are `key[@files][one]`, `key[@files][other]`…, as
 * a catalog names its substitutions. The format key of a plural group, the spec and value types and
 * variables of other rule types are not texts: they stay as written.
 */
export const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export const FORMAT_KEY = 'NSStringLocalizedFormatKey';
export const SPEC_TYPE = 'NSStringFormatSpecTypeKey';
export const VALUE_TYPE = 'NSStringFormatValueTypeKey';
export const PLURAL_RULE = 'NSStringPluralRuleType';
/** A format key that is one variable alone: `%#@COUNT@` (also with a position, `%1$#@COUNT@`). */
export const SINGLE_VARIABLE = /^%(?:\d+\$)?#@([^@\s]+)@$/;
/** `key[@files][one]`: a form of a variable of a format key. */
export const VARIABLE_FORM = /^(.+)\[@([^\]]+)\]\[(zero|one|two|few|many|other)\]$/s;
/** `key[one]`: a form of a plural group. */
export const GROUP_FORM = /^(.+)\[(zero|one|two|few|many|other)\]$/s;

/** A `<key>` and the element after it, in a `<dict>`. */
export interface Pair {
  name: string;
  key: XmlElement;
  value: XmlElement;
}

/** One top-level entry of the file: its `<key>`, its `<dict>`, and the `<string>` of each text it gives. */
export interface StringsdictEntry {
  name: string;
  pair: Pair;
  /** Entry key → the `<string>` holding its text. */
  strings: Map<string, XmlElement>;
  /** Variable name → its `<dict>`, for the plural variables. */
  variables: Map<string, XmlElement>;
  /** The variable whose forms are `name[one]`…, when the format key is that variable alone. */
  single: string | undefined;
  /** The format key's `<string>`, when the entry has one. */
  format: XmlElement | undefined;
}
