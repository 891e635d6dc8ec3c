// A new file follows what its sibling translations share and its source does not show: Firefly III's
// one-line `locales.json`, a `.properties` bundle's separator, Thunderbird's XML declaration.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getFormat, loadFormats, renderOver } from '../src/index.ts';

await loadFormats(['json', 'properties', 'android']);
const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.resolve(here, '../../..', '../shared/corpus');

/** The spacing and spelling a pull gives a new file from a sibling (sync's usualStyle). */
function fromSibling(format: ReturnType<typeof getFormat>, sibling: string) {
  const style = format.detectStyle(sibling);
  return {
    indent: style.indent,
    trailingNewline: style.trailingNewline,
    ...(style.syntax !== undefined && { syntax: style.syntax }),
  };
}

describe('a new file takes its siblings’ style', () => {
  it('JSON: one line when the siblings are (Firefly III resources/locales/<locale>/locales.json)', () => {
    const json = getFormat('json');
    // The first members of Firefly III's de_DE file, written by PHP's json_encode: one line, no newline.
    const de = '{"af_NA":"Afrikaans (Namibia)","af_ZA":"Afrikaans (S\\u00fcdafrika)","ak_GH":"Akan (Ghana)"}';
    const source =
      '{\n    "af_NA": "Afrikaans (Namibia)",\n    "af_ZA": "Afrikaans (South Africa)",\n    "ak_GH": "Akan (Ghana)"\n}\n';
    const nl = new Map([
      ['af_NA', 'Afrikaans (Namibië)'],
      ['af_ZA', 'Afrikaans (Zuid-Afrika)'],
      ['ak_GH', 'Akan (Ghana)'],
    ]);
    const out = renderOver(json, nl, 'flat', undefined, {
      template: source,
      sibling: de,
      newFileStyle: fromSibling(json, de),
    });
    expect(out).toBe(
      '{"af_NA":"Afrikaans (Namibi\\u00eb)","af_ZA":"Afrikaans (Zuid-Afrika)","ak_GH":"Akan (Ghana)"}',
    );
    expect(json.parse(out)).toEqual(nl);
    // Files laid out on lines keep their indentation and say nothing of their colon.
    expect(json.detectStyle(source)).toMatchObject({ indent: '    ' });
    expect(json.detectStyle(source).syntax).toBeUndefined();
  });

  it('.properties: the siblings’ separator, over the source bundle (JabRef’s l10n)', () => {
    const properties = getFormat('properties');
    const l10n = path.join(corpus, 'jabref/jablib/src/main/resources/l10n');
    const en = readFileSync(path.join(l10n, 'JabRef_en.properties'), 'utf8')
      .split('\n')
      .slice(0, 40)
      .join('\n');
    const fr = properties.parse(readFileSync(path.join(l10n, 'JabRef_fr.properties'), 'utf8'));
    const entries = new Map(
      [...properties.parse(en).keys()].filter((k) => fr.has(k)).map((k) => [k, fr.get(k) as string]),
    );
    // A sibling written `key = value` (as NetBeans and IntelliJ's resource bundle editor write one).
    const sibling = 'Citation\\ count\\ fetcher\\: = Zitations-Recherchetool\\:\n';
    const out = renderOver(properties, entries, 'flat', undefined, { template: en, sibling });
    expect(properties.parse(out)).toEqual(entries);
    const lines = out.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(line).toMatch(/^(?:[^\\=:\s]|\\.)+ = /);
    // Without a sibling the source's `=` stays.
    const plain = renderOver(properties, entries, 'flat', undefined, { template: en });
    expect(plain.split('\n').filter((l) => l !== '' && !l.startsWith('#'))[0]).toMatch(
      /^(?:[^\\=:\s]|\\.)+=\S/,
    );
  });

  it('XML: the siblings’ declaration (Thunderbird openpgp-api, written by Weblate)', () => {
    const android = getFormat('android');
    const res = path.join(corpus, 'thunderbird-android/plugins/openpgp-api-lib/openpgp-api/src/main/res');
    const en = readFileSync(path.join(res, 'values/strings.xml'), 'utf8');
    const de = readFileSync(path.join(res, 'values-de/strings.xml'), 'utf8');
    const fr = readFileSync(path.join(res, 'values-fr/strings.xml'), 'utf8');
    const out = renderOver(android, android.parse(fr), 'flat', undefined, {
      locale: 'fr',
      path: 'res/values-fr/strings.xml',
      template: en,
      sibling: de,
    });
    expect(en.startsWith('<?xml version="1.0" encoding="utf-8"?>\n')).toBe(true);
    expect(out.startsWith("<?xml version='1.0' encoding='UTF-8'?>\n<resources>\n")).toBe(true);
    expect(android.parse(out)).toEqual(android.parse(fr));
  });
});
