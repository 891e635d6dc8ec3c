// The registry as a bundled action sees it: through core.ts, with no format loaded but JSON
// (index.ts loads every format, so this file must not import it).
import { describe, expect, it } from 'vitest';
import {
  FormatError,
  formatForExtension,
  formatInfoForExtension,
  formatInfoForPath,
  formatInfos,
  getFormat,
  knownExtensions,
  loadAllFormats,
  loadFormat,
  loadFormats,
} from '../src/core.ts';

describe('formats loaded on demand', () => {
  it('answers JSON at once, and names the call to make for a format not loaded yet', async () => {
    expect(getFormat('json').name).toBe('json');
    expect(() => getFormat('po')).toThrow(/format "po" is not loaded yet/);
    expect(() => getFormat('yaml')).toThrow(FormatError);
    expect(() => getFormat('yaml')).toThrow(
      /format "yaml" is not loaded yet: call `await loadFormats\(\["yaml"\]\)`/,
    );
    expect(() => formatForExtension('.yml')).toThrow(/not loaded yet/);
    // What discovery needs is there without loading anything.
    expect(formatInfoForExtension('.YML')).toEqual({ name: 'yaml', extensions: ['.yml', '.yaml'] });
    expect(formatInfoForExtension('.txt')).toBeUndefined();
    await loadFormats(['yaml', 'yaml']);
    expect(getFormat('yaml').parse('de:\n  a: b\n')).toEqual(new Map([['a', 'b']]));
    expect(formatForExtension('.yaml')?.name).toBe('yaml');
    expect((await loadFormat('strings')).name).toBe('strings');
    // A loaded format is answered as it is, the same object each time.
    expect(await loadFormat('strings')).toBe(getFormat('strings'));
    expect(await loadFormat('json')).toBe(getFormat('json'));
  });

  it('refuses an unknown format by name, listing the known ones, whether loading or getting', async () => {
    const known =
      /unknown format "xlsx"; known formats: json, yaml, properties, po, arb, xliff, strings, android/;
    await expect(loadFormats(['json', 'xlsx'])).rejects.toThrow(known);
    await expect(loadFormat('xlsx')).rejects.toBeInstanceOf(FormatError);
    expect(() => getFormat('xlsx')).toThrow(known);
  });

  it('answers the formats from one list built once, which no caller can change', () => {
    const infos = formatInfos();
    expect(formatInfos()).toBe(infos);
    expect(Object.isFrozen(infos)).toBe(true);
    expect(infos.every((info) => Object.isFrozen(info))).toBe(true);
    // The answers by path are the list's own entries: a Chrome messages file by its pattern, any
    // other JSON file by its extension.
    expect(formatInfoForPath('_locales/de/messages.json')).toBe(infos.find((f) => f.name === 'chrome'));
    expect(formatInfoForPath('locales/de/common.json')).toBe(infos.find((f) => f.name === 'json'));
  });

  it('describes each format as its code does, once loaded', async () => {
    await loadAllFormats();
    for (const info of formatInfos()) {
      const format = getFormat(info.name);
      expect(info.extensions, info.name).toEqual(format.extensions);
      expect(info.structures, info.name).toEqual(format.structures);
    }
    // Once each: Chrome's messages.json shares `.json` with JSON; Twine's `.txt` is owned by no format.
    expect(knownExtensions()).toEqual([
      ...new Set(
        formatInfos()
          .filter((f) => !f.namedOnly)
          .flatMap((f) => [...f.extensions]),
      ),
    ]);
  });
});
