import { describe, expect, it } from 'vitest';
import {
  type Entries,
  FormatError,
  formatForExtension,
  getFormat,
  knownExtensions,
  renderOver,
} from '../src/index.ts';

/** One real-world-shaped text per kind of trouble, as each format's key convention spells keys. */
const samples: Record<string, Entries> = {
  json: new Map([
    ['home.title', 'Hallo {name} 😀'],
    ['cart.items_one', '{{count}} Artikel'],
    ['cart.items_other', '{{count}} Artikel'],
  ]),
  yaml: new Map([
    ['home.title', 'Hallo %{name} 😀'],
    ['cart.items.one', '1 Artikel'],
    ['cart.items.other', '%{count} Artikel'],
  ]),
  properties: new Map([
    ['home.title', 'Hallo {0} 😀'],
    ['multi', 'a\nb'],
  ]),
  po: new Map([
    ['Hello %s', 'Hallo %s 😀'],
    ['menu\u0004Open', 'Öffnen'],
    ['%d file[msgid_plural]', '%d files'],
    ['%d file[0]', '%d Datei'],
    ['%d file[1]', '%d Dateien'],
  ]),
  arb: new Map([
    ['title', 'Hallo {name} 😀'],
    ['items', '{count, plural, one{1 Artikel} other{{count} Artikel}}'],
  ]),
  xliff: new Map([
    ['home.title', 'Hallo {name} & 😀'],
    ['inline', 'Hallo <x id="PH"/>'],
  ]),
  strings: new Map([
    ['home.title', 'Hallo %@ 😀'],
    ['quote', 'Er sagte "Hallo"'],
  ]),
  android: new Map([
    ['home_title', "Hallo %1$s, it's 😀"],
    ['items[one]', '%d Artikel'],
    ['items[other]', '%d Artikel'],
  ]),
  xcstrings: new Map([
    ['home.title', 'Hallo %@ 😀'],
    ['items[one]', '%lld Artikel'],
    ['items[other]', '%lld Artikel'],
    ['label[device:mac]', 'Klicken'],
    ['label[device:other]', 'Tippen'],
  ]),
};

describe('registry', () => {
  it('knows every format by name and by extension', () => {
    expect(Object.keys(samples).map((name) => getFormat(name).name)).toEqual(Object.keys(samples));
    const extensions = knownExtensions();
    expect(new Set(extensions).size).toBe(extensions.length);
    for (const extension of extensions) expect(formatForExtension(extension)).toBeDefined();
    expect(formatForExtension('.txt')).toBeUndefined();
    expect(() => getFormat('xlsx')).toThrow(FormatError);
    expect(() => getFormat('xlsx')).toThrow(
      /known formats: json, yaml, properties, po, arb, xliff, strings, android/,
    );
  });

  for (const [name, entries] of Object.entries(samples)) {
    it(`${name}: a push then a pull through a key → text store gives back the same data and bytes`, () => {
      const format = getFormat(name);
      const structure = name === 'yaml' ? 'nested' : 'flat';
      const pulled = format.serialize(entries, { structure, locale: 'de' });
      // What a server stores from a push is the parsed map; pulling renders it again.
      const stored = new Map(format.parse(pulled));
      expect([...stored]).toEqual([...entries]);
      expect(format.serialize(stored, { structure, locale: 'de' })).toBe(pulled);
      // Pulling over the file that is already there changes nothing.
      expect(renderOver(format, stored, structure, pulled, { locale: 'de' })).toBe(pulled);
      // One changed text changes that text only.
      const [firstKey] = entries.keys();
      const changed = new Map(stored).set(firstKey as string, 'Geändert');
      const rewritten = renderOver(format, changed, structure, pulled, { locale: 'de' });
      expect([...format.parse(rewritten)]).toEqual([...changed]);
      expect(rewritten.split('\n').length).toBe(pulled.split('\n').length);
    });
  }
});
