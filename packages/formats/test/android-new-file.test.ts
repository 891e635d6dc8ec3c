// A new locale's strings.xml takes the default file's shape as Weblate writes one (KeePassDX's
// values-de keeps values/strings.xml's licence comment and `<resources xmlns:tools=… tools:ignore=…>`)
// and holds only the translated resources: Android reads the rest from the default folder.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getFormat, loadFormats, renderOver } from '../src/index.ts';

await loadFormats(['android']);
const android = getFormat('android');
const here = path.dirname(fileURLToPath(import.meta.url));
const keepassdx = path.join(here, 'fixtures/keepassdx/app/src/main/res');
const newpipe = path.resolve(here, '../../..', '../shared/corpus/newpipe/app/src/main/res');

/** A new `values-<locale>/strings.xml` written by a pull from the default file `template`. */
function created(template: string, entries: Map<string, string>, locale = 'de', folder = 'res'): string {
  return renderOver(android, entries, 'flat', undefined, {
    locale,
    path: `${folder}/values-${locale}/strings.xml`,
    template,
  });
}

describe('a new strings.xml takes the default file shape', () => {
  // Shaped as Wikipedia's and NewPipe's default files: a licence, the tools namespace, string
  // attributes, sections headed by a comment and a blank line, comments on the line above a string.
  const source = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<!-- Licensed under the Apache License, Version 2.0 -->',
    '<resources xmlns:tools="http://schemas.android.com/tools" tools:ignore="MissingTranslation">',
    '    <string name="app_name" translatable="false">Wikipedia</string>',
    '    <string name="app_name_beta" tools:ignore="UnusedResources">Wikipedia Beta</string>',
    '',
    '    <!-- Saved pages -->',
    '',
    '    <string name="share_via">Share via</string>',
    '    <!-- %s is an article title -->',
    '    <string name="history_item_deleted">%s removed from history</string>',
    '    <!-- Zero is no special case in some languages -->',
    '    <plurals name="subscribers">',
    '        <item quantity="one">%s subscriber</item>',
    '        <item quantity="other">%s subscribers</item>',
    '    </plurals>',
    '    <bool name="is_tablet">false</bool>',
    '',
    '    <!-- Long press menu -->',
    '',
    '    <string name="menu_long_press_open_page">Open</string>',
    '    <string-array name="units">',
    '        <item>bytes</item>',
    '        <item>KB</item>',
    '    </string-array>',
    '    <!-- The end -->',
    '</resources>',
    '',
  ].join('\n');

  it('keeps the declaration, the header comments, the attributes and the comments of written strings', () => {
    const text = created(
      source,
      new Map([
        ['app_name_beta', 'Wikipedia Beta'],
        ['history_item_deleted', '%s aus dem Verlauf entfernt'],
        ['subscribers[one]', '%s Abonnent'],
        ['subscribers[other]', '%s Abonnenten'],
      ]),
    );
    expect(text).toBe(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<!-- Licensed under the Apache License, Version 2.0 -->',
        '<resources xmlns:tools="http://schemas.android.com/tools" tools:ignore="MissingTranslation">',
        '    <string name="app_name_beta" tools:ignore="UnusedResources">Wikipedia Beta</string>',
        '',
        '    <!-- Saved pages -->',
        '',
        '    <!-- %s is an article title -->',
        '    <string name="history_item_deleted">%s aus dem Verlauf entfernt</string>',
        '    <!-- Zero is no special case in some languages -->',
        '    <plurals name="subscribers">',
        '        <item quantity="one">%s Abonnent</item>',
        '        <item quantity="other">%s Abonnenten</item>',
        '    </plurals>',
        '    <!-- The end -->',
        '</resources>',
        '',
      ].join('\n'),
    );
  });

  it('never writes a translatable="false" resource, another resource type or the comment of an unwritten one', () => {
    // Every key, with app_name too: the service may hold it from an older source file.
    const text = created(
      source,
      new Map([
        ['app_name', 'Wikipedia'],
        ['share_via', 'Teilen über'],
        ['menu_long_press_open_page', 'Öffnen'],
      ]),
    );
    expect(text).not.toContain('translatable');
    expect(text).not.toContain('<bool');
    expect(text).not.toContain('%s is an article title');
    expect(text).not.toContain('Zero is no special case');
    expect(text).toContain('    <!-- Saved pages -->\n\n    <string name="share_via">Teilen über</string>');
    expect(text).toContain(
      '    <!-- Long press menu -->\n\n    <string name="menu_long_press_open_page">Öffnen</string>',
    );
  });

  it('writes the items an array and a plurals have, and keys the source lacks after the rest', () => {
    const text = created(
      source,
      new Map([
        ['units[1]', 'KB'],
        ['subscribers[other]', '%s Abonnenten'],
        ['only_here', 'Nur hier'],
      ]),
    );
    expect(android.parse(text)).toEqual(
      new Map([
        ['subscribers[other]', '%s Abonnenten'],
        ['units[0]', ''],
        ['units[1]', 'KB'],
        ['only_here', 'Nur hier'],
      ]),
    );
    expect(text).not.toContain('quantity="one"');
    expect(text).toContain(
      '    <string name="only_here">Nur hier</string>\n    <!-- The end -->\n</resources>\n',
    );
  });

  it('with no text yet holds the header and an empty <resources>', () => {
    expect(created(source, new Map())).toBe(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<!-- Licensed under the Apache License, Version 2.0 -->',
        '<resources xmlns:tools="http://schemas.android.com/tools" tools:ignore="MissingTranslation">',
        '    <!-- The end -->',
        '</resources>',
        '',
      ].join('\n'),
    );
  });

  it("leaves out the root's tools:locale, the default file's language, whatever the namespace's prefix", () => {
    const english = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<resources xmlns:t="http://schemas.android.com/tools" t:locale="en" t:ignore="MissingTranslation">',
      '    <string name="ok">OK</string>',
      '</resources>',
      '',
    ].join('\n');
    expect(created(english, new Map([['ok', 'Gut']]))).toBe(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<resources xmlns:t="http://schemas.android.com/tools" t:ignore="MissingTranslation">',
        '    <string name="ok">Gut</string>',
        '</resources>',
        '',
      ].join('\n'),
    );
  });

  it('writes Compose Multiplatform texts over the source in its own encoding', () => {
    const compose = '<resources>\n    <string name="quote">Don\'t</string>\n</resources>\n';
    const text = renderOver(android, new Map([['quote', "N'est pas"]]), 'flat', undefined, {
      locale: 'fr',
      path: 'src/commonMain/composeResources/values-fr/strings.xml',
      template: compose,
    });
    expect(text).toBe('<resources>\n    <string name="quote">N\'est pas</string>\n</resources>\n');
  });
});

describe('on real files', () => {
  it("KeePassDX: a new values-mr holds the default file's licence and root attributes, the texts in its order", () => {
    const source = readFileSync(path.join(keepassdx, 'values/strings.xml'), 'utf8');
    const mr = android.parse(readFileSync(path.join(keepassdx, 'values-mr/strings.xml'), 'utf8'));
    const text = created(source, mr, 'mr', keepassdx);
    const root =
      '<resources xmlns:tools="http://schemas.android.com/tools" tools:ignore="MissingTranslation">';
    const prologue = source.slice(0, source.indexOf(root) + root.length);
    expect(prologue).toContain('Copyright 2020 Jeremy Jamet / Kunzisoft.');
    expect(text.startsWith(`${prologue}\n`)).toBe(true);
    expect(text.endsWith('\n</resources>\n')).toBe(true);
    expect(android.parse(text)).toEqual(mr);
    const order = [...android.parse(source).keys()].filter((key) => mr.has(key));
    expect([...android.parse(text).keys()]).toEqual(order);
  });

  it.skipIf(!existsSync(newpipe))(
    "NewPipe: a new values-fr holds the source's root attributes and only the comments of strings it writes",
    () => {
      const source = readFileSync(path.join(newpipe, 'values/strings.xml'), 'utf8');
      const fr = android.parse(readFileSync(path.join(newpipe, 'values-fr/strings.xml'), 'utf8'));
      // Not translated yet: the first string under <!-- error strings -->, the next ones are.
      fr.delete('general_error');
      expect(fr.has('download_to_sdcard_error_title')).toBe(true);
      const text = created(source, fr, 'fr', newpipe);
      expect(text).toContain(
        '<resources xmlns:tools="http://schemas.android.com/tools" tools:ignore="MissingTranslation">',
      );
      expect(text).not.toContain('translatable="false"');
      expect(android.parse(text)).toEqual(fr);
      // Each comment is the source's and stands on the line above a resource written.
      const lines = text.split('\n');
      for (const [index, line] of lines.entries()) {
        if (!line.includes('<!--')) continue;
        expect(source).toContain(line);
        expect(lines[index + 1]).toMatch(/^\s*<(string|plurals|string-array) name="/);
        const name = /name="([^"]+)"/.exec(lines[index + 1] as string)?.[1] as string;
        expect([...fr.keys()].some((key) => key === name || key.startsWith(`${name}[`))).toBe(true);
      }
      expect(text).not.toContain('<!-- error strings -->');
      expect(text).toContain('<string name="download_to_sdcard_error_title">');
    },
  );

  it("Tusky: a new values-sk gives a source <plurals> of `other` alone Slovak's one, few and other, in CLDR order", () => {
    const tusky = path.join(here, 'fixtures/tusky');
    const source = readFileSync(path.join(tusky, 'values/strings.xml'), 'utf8');
    const sk = android.parse(readFileSync(path.join(tusky, 'values-sk/strings.xml'), 'utf8'));
    const text = created(source, sk, 'sk');
    expect(android.parse(text)).toEqual(sk);
    expect(text).toContain(
      [
        '    <plurals name="hint_describe_for_visually_impaired">',
        '        <item quantity="one">Popis pre zrakovo postihnutých \\n(limit %1$d znak)</item>',
        '        <item quantity="few">Popis pre zrakovo postihnutých \\n(limit %1$d znaky)</item>',
        '        <item quantity="other">Popis pre zrakovo postihnutých \\n(limit %1$d znakov)</item>',
        '    </plurals>',
        '    <string name="set_focus_description">',
      ].join('\n'),
    );
    expect(text).toContain(
      '        <item quantity="one">%1$s hlas</item>\n        <item quantity="few">%1$s hlasy</item>\n        <item quantity="other">%1$s hlasov</item>',
    );
  });
});
