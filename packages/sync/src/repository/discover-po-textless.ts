// A gettext catalog of the source locale that holds no text of its own beside its template: Babel's
// `pybabel init -l en` (and Django's `makemessages -l en`) writes every msgstr empty, so the catalog
// translates the template's msgids into nothing yet. SearXNG keeps `searx/translations/messages.pot`
// beside `searx/translations/en/LC_MESSAGES/messages.po` so: the template is the source, and the
// English catalog is a translation of it. A catalog that holds texts (msgids as keys, its msgstrs the
// English) is another reading, which still stops the run with both entries.
import type { DiscoverOptions, Group } from './discover-model.ts';

/** Catalogs read past this many bytes are taken as holding texts: a budget, not a guess. */
const MAX_CATALOG_BYTES = 4 * 1024 * 1024;

/**
 * The source-locale catalogs (`.po`) beside a group's template (`.pot`) whose every msgstr but the
 * header's is empty.
 */
export async function textlessSourceCatalogs(
  groups: readonly Group[],
  sourceLocale: string,
  head: DiscoverOptions['head'],
): Promise<Set<string>> {
  const textless = new Set<string>();
  if (head === undefined) return textless;
  for (const group of groups) {
    if (!group.companion?.endsWith('.pot') || group.ext !== '.po') continue;
    for (const reading of group.members.get(sourceLocale) ?? []) {
      const text = await head(reading.path, MAX_CATALOG_BYTES);
      if (text !== undefined && text.length < MAX_CATALOG_BYTES && !holdsTexts(text))
        textless.add(reading.path);
    }
  }
  return textless;
}

/** True when a catalog's text has a non-empty msgstr (or msgstr[n]) outside its header entry. */
export function holdsTexts(text: string): boolean {
  let field: 'msgid' | 'msgstr' | 'other' = 'other';
  let msgidEmpty = true;
  let entryHasTexts = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"$/.exec(line);
    if (keyword !== null) {
      const [, name, value] = keyword as unknown as [string, string, string];
      if (name === 'msgctxt' || name === 'msgid') {
        // A new entry starts at its msgctxt or msgid.
        if (name === 'msgid' && field !== 'msgid') msgidEmpty = value === '';
        if (name === 'msgctxt') msgidEmpty = false;
        field = 'msgid';
        entryHasTexts = false;
      } else if (name === 'msgid_plural') {
        msgidEmpty = false;
        field = 'msgid';
      } else {
        field = 'msgstr';
        entryHasTexts = value !== '';
      }
    } else if (line.startsWith('"')) {
      if (field === 'msgid' && line !== '""') msgidEmpty = false;
      if (field === 'msgstr' && line !== '""') entryHasTexts = true;
    }
    // The header is the entry whose msgid is empty; any other entry with a msgstr text holds texts.
    if (field === 'msgstr' && entryHasTexts && !msgidEmpty) return true;
  }
  return false;
}
