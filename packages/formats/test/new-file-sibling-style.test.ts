// A new file follows what its sibling translations share and its source does not show: Firefly III's
// one-line `locales.json`, a `.properties` bundle's separator, Thunderbird's XML declaration, the
// prolog of Tusky's, KeePassXC's and Ghostfolio's translations.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getFormat, loadFormats, renderOver } from '../src/index.ts';

await loadFormats(['json', 'properties', 'android', 'qt', 'xliff', 'strings']);
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

  it("XML: the siblings' prolog, not the source's licence (Tusky's values-de, written by Weblate)", () => {
    const android = getFormat('android');
    const tusky = path.join(here, 'fixtures/tusky');
    const en = readFileSync(path.join(tusky, 'values/strings.xml'), 'utf8');
    const de = readFileSync(path.join(tusky, 'values-de/strings.xml'), 'utf8');
    const sk = readFileSync(path.join(tusky, 'values-sk/strings.xml'), 'utf8');
    const out = renderOver(android, android.parse(sk), 'flat', undefined, {
      locale: 'sk',
      path: 'res/values-sk/strings.xml',
      template: en,
      sibling: de,
    });
    expect(en.startsWith('<!--\n  ~ Copyright 2023 Tusky Contributors')).toBe(true);
    expect(out.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<resources>\n')).toBe(true);
    expect(out).not.toContain('Copyright');
    expect(android.parse(out)).toEqual(android.parse(sk));
  });

  it("XML: the source's comment where the sibling has it, translators' names added or not (KeePassDX)", () => {
    const android = getFormat('android');
    const res = path.join(here, 'fixtures/keepassdx/app/src/main/res');
    const en = readFileSync(path.join(res, 'values/strings.xml'), 'utf8');
    const licence = en.slice(en.indexOf('<!--'), en.indexOf('-->') + 3);
    // KeePassDX's values-de head at 00ca4524: the licence, then its translators' names, in one comment.
    const de = `<?xml version="1.0" encoding="utf-8"?>\n${licence.slice(0, -3)}\n    Translations from BoDEAN\n-->${en.slice(en.indexOf('<resources'), en.indexOf('>', en.indexOf('<resources')) + 1)}\n    <string name="contact">Kontakt</string>\n</resources>\n`;
    const out = renderOver(android, new Map([['contact', 'Contact']]), 'flat', undefined, {
      locale: 'fr',
      path: 'res/values-fr/strings.xml',
      template: en,
      sibling: de,
    });
    expect(out.startsWith(`<?xml version="1.0" encoding="utf-8"?>\n${licence}<resources`)).toBe(true);
    expect(out).not.toContain('BoDEAN');
  });

  it("Qt: Transifex's one-line prolog and language spelling (KeePassXC's keepassxc_<locale>.ts)", () => {
    const qt = getFormat('qt');
    const dir = path.join(here, 'fixtures/keepassxc');
    const en = readFileSync(path.join(dir, 'keepassxc_en.ts'), 'utf8');
    const de = readFileSync(path.join(dir, 'keepassxc_de.ts'), 'utf8');
    const fr = readFileSync(path.join(dir, 'keepassxc_fr.ts'), 'utf8');
    const out = renderOver(qt, qt.parse(de), 'flat', undefined, {
      locale: 'de',
      path: 'share/translations/keepassxc_de.ts',
      template: en,
      sibling: fr,
    });
    expect(
      en.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="en_US">',
      ),
    ).toBe(true);
    expect(out.startsWith('<?xml version="1.0" ?><!DOCTYPE TS><TS version="2.1" language="de">\n')).toBe(
      true,
    );
    // Every German text is written; messages German lacks stay unfinished, as lupdate leaves them.
    const written = qt.parse(out);
    for (const [key, text] of qt.parse(de)) expect(written.get(key)).toBe(text);
    // Without a sibling, what lupdate writes.
    const alone = renderOver(qt, qt.parse(de), 'flat', undefined, { locale: 'de', template: en });
    expect(
      alone.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de_DE">',
      ),
    ).toBe(true);
  });

  const ghostfolio = path.join(corpus, 'ghostfolio/apps/client/src/locales');
  it.skipIf(!existsSync(ghostfolio))(
    "XLIFF: no declaration, target-language after source-language, as Ghostfolio's translations",
    () => {
      const xliff = getFormat('xliff');
      const en = readFileSync(path.join(ghostfolio, 'messages.xlf'), 'utf8');
      const de = readFileSync(path.join(ghostfolio, 'messages.de.xlf'), 'utf8');
      const fr = readFileSync(path.join(ghostfolio, 'messages.fr.xlf'), 'utf8');
      const out = renderOver(xliff, xliff.parse(de), 'flat', undefined, {
        locale: 'de',
        path: 'apps/client/src/locales/messages.de.xlf',
        template: en,
        sibling: fr,
      });
      expect(out.slice(0, out.indexOf('<body>'))).toBe(de.slice(0, de.indexOf('<body>')));
      expect(xliff.parse(out)).toEqual(xliff.parse(de));
    },
  );

  const iceCubes = path.join(corpus, 'ice-cubes/IceCubesActionExtension');
  it.skipIf(!existsSync(iceCubes))(
    ".strings: the source's header comment where the siblings have it (Ice Cubes' InfoPlist.strings)",
    () => {
      const strings = getFormat('strings');
      const en = readFileSync(path.join(iceCubes, 'en.lproj/InfoPlist.strings'), 'utf8');
      const uk = readFileSync(path.join(iceCubes, 'uk.lproj/InfoPlist.strings'), 'utf8');
      const entries = new Map([['CFBundleDisplayName', 'Obre a Ice Cubes']]);
      const options = { locale: 'ca', path: 'ca.lproj/InfoPlist.strings', template: en };
      // Xcode copied the file, header and all, into uk.lproj: a new ca.lproj keeps it too.
      const ca = renderOver(strings, entries, 'flat', undefined, { ...options, sibling: uk });
      expect(ca).toBe(en.replace('"Open in Ice Cubes"', '"Obre a Ice Cubes"'));
      // Beside a translation that starts at its first string (uk's without its header, as a
      // translation service writes one), the new file does too.
      const bare = uk.slice(uk.indexOf('"CFBundleDisplayName"'));
      const without = renderOver(strings, entries, 'flat', undefined, { ...options, sibling: bare });
      expect(without).toBe('"CFBundleDisplayName" = "Obre a Ice Cubes";\n');
    },
  );
});
