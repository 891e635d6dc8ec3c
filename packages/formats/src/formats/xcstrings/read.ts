import type { Node } from 'jsonc-parser';
import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import type { JsonDocument } from '../json/model.ts';
import { membersOf, readJsonDocument } from '../json/read.ts';
import { type Catalog, type CatalogString, PLURAL_FORMS, type Segment, type Unit, unitKey } from './model.ts';

/**
 * Reads an Xcode String Catalog. Refuses what Xcode refuses to open: a file that is not a JSON
 * object, no `sourceLanguage`, no `strings` object, a text that is not a string. Unknown members
 * (Xcode's future ones) are left alone: they are kept byte for byte by a rewrite.
 */
export function readCatalog(content: string, options: ParseOptions = {}): Catalog {
  const doc = readJsonDocument(content, 'not an Xcode String Catalog: the file must hold a JSON object');
  const top = membersOf(doc.root);
  const source = top.get('sourceLanguage')?.value;
  if (source?.type !== 'string' || source.value === '') {
    throw new FormatError(
      'not an Xcode String Catalog: "sourceLanguage" is missing or not a locale (Xcode writes e.g. "sourceLanguage" : "en")',
      { line: 1 },
    );
  }
  const stringsNode = top.get('strings')?.value;
  if (stringsNode?.type !== 'object') {
    throw new FormatError('not an Xcode String Catalog: "strings" is missing or not an object', { line: 1 });
  }
  const strings: CatalogString[] = [];
  const byKey = new Map<string, CatalogString>();
  for (const { name, value } of membersOf(stringsNode).values()) {
    checkKeyLength(name, doc.lineOf(value.offset));
    if (value.type !== 'object') throw notObject(doc, value, `the string "${name}"`);
    const members = membersOf(value);
    const translatable = members.get('shouldTranslate')?.value.value !== false;
    const units = new Map<string, Unit[]>();
    const localizations = members.get('localizations')?.value;
    if (localizations?.type === 'object') {
      for (const { name: locale, value: localization } of membersOf(localizations).values()) {
        if (localization.type !== 'object') throw notObject(doc, localization, `"${name}" in ${locale}`);
        const found: Unit[] = [];
        collectUnits(doc, name, localization, [], found, options, true);
        units.set(locale, found);
      }
    }
    const entry: CatalogString = { key: name, node: value, translatable, units };
    strings.push(entry);
    byKey.set(name, entry);
  }
  return { doc, sourceLanguage: source.value as string, strings, byKey };
}

function notObject(doc: JsonDocument, node: Node, what: string): FormatError {
  const line = doc.lineOf(node.offset);
  return new FormatError(`invalid Xcode String Catalog at line ${line}: ${what} must be a JSON object`, {
    line,
  });
}

/** Adds the units under a localization (or one of its variations) in file order. */
function collectUnits(
  doc: JsonDocument,
  key: string,
  node: Node,
  segments: Segment[],
  found: Unit[],
  options: ParseOptions,
  atLocalization: boolean,
): void {
  for (const { name, value } of membersOf(node).values()) {
    if (name === 'stringUnit') {
      found.push(readUnit(doc, key, value, segments));
    } else if (name === 'variations' && value.type === 'object') {
      for (const { name: kind, value: byName } of membersOf(value).values()) {
        if ((kind !== 'plural' && kind !== 'device') || byName.type !== 'object') {
          options.warn?.({
            message: `"${key}" has variations by "${kind}", which locale-sync does not read; they are kept as written`,
            line: doc.lineOf(byName.offset),
            key,
          });
          continue;
        }
        for (const { name: variant, value: child } of membersOf(byName).values()) {
          if (child.type !== 'object') throw notObject(doc, child, `variation "${variant}" of "${key}"`);
          if (kind === 'plural' && !(PLURAL_FORMS as readonly string[]).includes(variant)) {
            throw new FormatError(
              `invalid Xcode String Catalog at line ${doc.lineOf(child.offset)}: "${key}" has the plural variation "${variant}"; expected one of ${PLURAL_FORMS.join(', ')}`,
              { line: doc.lineOf(child.offset), key },
            );
          }
          const segment: Segment =
            kind === 'plural' ? { kind: 'plural', form: variant } : { kind: 'device', device: variant };
          collectUnits(doc, key, child, [...segments, segment], found, options, false);
        }
      }
    } else if (name === 'substitutions' && atLocalization && value.type === 'object') {
      for (const { name: argument, value: substitution } of membersOf(value).values()) {
        if (substitution.type !== 'object')
          throw notObject(doc, substitution, `substitution "${argument}" of "${key}"`);
        collectUnits(
          doc,
          key,
          substitution,
          [...segments, { kind: 'substitution', name: argument }],
          found,
          options,
          false,
        );
      }
    }
  }
}

function readUnit(doc: JsonDocument, key: string, node: Node, segments: Segment[]): Unit {
  if (node.type !== 'object') throw notObject(doc, node, `a stringUnit of "${key}"`);
  const members = membersOf(node);
  const valueNode = members.get('value')?.value;
  const line = doc.lineOf(node.offset);
  if (valueNode?.type !== 'string') {
    throw new FormatError(
      `invalid Xcode String Catalog at line ${line}: a stringUnit of "${key}" has no string "value"`,
      { line, key },
    );
  }
  const stateNode = members.get('state')?.value;
  const state = stateNode?.type === 'string' ? (stateNode.value as string) : undefined;
  return {
    key: unitKey(key, segments),
    segments,
    value: valueNode.value as string,
    state,
    valueNode,
    stateNode: stateNode?.type === 'string' ? stateNode : undefined,
  };
}

/**
 * The texts of one locale, keys in file order. The source locale's text of a string with no
 * localization of its own is its key, as Xcode builds it. A string marked `shouldTranslate: false`
 * and the empty key (which no service stores) are not entries; a translation whose state is `new`
 * (added, not translated) is not one either.
 */
export function localeEntries(catalog: Catalog, locale: string, options: ParseOptions = {}): Entries {
  const entries: Entries = new Map();
  const isSource = locale === catalog.sourceLanguage;
  for (const string of catalog.strings) {
    if (!string.translatable) continue;
    const units = string.units.get(locale);
    if (string.key === '') {
      if (isSource) {
        options.warn?.({
          message:
            'the empty key "" is not synchronised (no service stores an empty key); it is kept as written',
          line: catalog.doc.lineOf(string.node.offset),
          key: '',
        });
      }
      continue;
    }
    const texts =
      units === undefined
        ? isSource
          ? [{ key: string.key, value: string.key }]
          : []
        : units.filter((unit) => isSource || unit.state !== 'new');
    for (const { key, value } of texts) {
      if (entries.has(key)) {
        options.warn?.({
          message: `"${key}" is both a key of the catalog and a variation of another; the first is used, the other kept as written`,
          line: catalog.doc.lineOf(string.node.offset),
          key,
        });
        continue;
      }
      checkEntryCount(entries.size + 1, catalog.doc.lineOf(string.node.offset));
      entries.set(key, value);
    }
  }
  return entries;
}

/** Every locale the catalog holds texts for (the source first), as the file spells them. */
export function catalogLocales(catalog: Catalog): string[] {
  const locales = new Set([catalog.sourceLanguage]);
  for (const string of catalog.strings) for (const locale of string.units.keys()) locales.add(locale);
  return [...locales];
}

/** The texts of every locale the catalog holds, by locale as the file spells it (the source first). */
export function parseLocales(content: string, options: ParseOptions = {}): Map<string, Entries> {
  const catalog = readCatalog(content, options);
  return new Map(catalogLocales(catalog).map((locale) => [locale, localeEntries(catalog, locale, options)]));
}

/** The texts of the source locale: the single-locale view of a catalog. */
export function parseCatalog(content: string, options: ParseOptions = {}): Entries {
  const catalog = readCatalog(content, options);
  return localeEntries(catalog, catalog.sourceLanguage, options);
}
