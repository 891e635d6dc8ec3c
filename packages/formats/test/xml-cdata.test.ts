// A text its file writes as CDATA stays CDATA when a pull writes over it, and a new file made from its
// source keeps the source's CDATA: Symfony demo's targets holding HTML, Thunderbird's Android strings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getFormat, loadFormats, renderOver } from '../src/index.ts';
import { asCdata, holdsCdata, scanElements } from '../src/shared/xml.ts';

await loadFormats(['xliff', 'android']);
const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.resolve(here, '../../..', '../shared/corpus');

// symfony/demo translations/messages+intl-icu.en.xlf (first units and one CDATA target), and the
// de file's units as Symfony demo writes them.
const symfonyEn = `<?xml version="1.0"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
    <file source-language="en" target-language="en" datatype="plaintext" original="file.ext">
        <body>
            <trans-unit id="note">
                <source>note</source>
                <target>NOTE</target>
            </trans-unit>
            <trans-unit id="http_error.suggestion">
                <source>http_error.suggestion</source>
                <target><![CDATA[Try loading this page again in some minutes or <a href="%url%">go back to the homepage</a>.]]></target>
            </trans-unit>
            <trans-unit id="title.homepage">
                <source>title.homepage</source>
                <target><![CDATA[Welcome to the <strong>Symfony Demo</strong> application]]></target>
            </trans-unit>
        </body>
    </file>
</xliff>
`;

describe('CDATA kept where the file writes it', () => {
  it('a recreated Symfony XLIFF file writes its targets as CDATA where the source does', () => {
    const xliff = getFormat('xliff');
    const de = new Map([
      ['note', 'HINWEIS'],
      [
        'http_error.suggestion',
        'Versuche, diese Seite in ein paar Minuten erneut zu laden, oder <a href="%url%">gehe zurück zur Startseite</a>.',
      ],
      ['title.homepage', 'Willkommen in der <strong>Symfony Demo</strong> Anwendung'],
    ]);
    const out = renderOver(xliff, de, 'flat', undefined, { locale: 'de', template: symfonyEn });
    expect(out).toBe(
      symfonyEn
        .replace('target-language="en"', 'target-language="de"')
        .replace('<target>NOTE</target>', '<target>HINWEIS</target>')
        .replace(
          /Try loading[^\]]*/,
          'Versuche, diese Seite in ein paar Minuten erneut zu laden, oder <a href="%url%">gehe zurück zur Startseite</a>.',
        )
        .replace(/Welcome to[^\]]*/, 'Willkommen in der <strong>Symfony Demo</strong> Anwendung'),
    );
    expect(xliff.parse(out)).toEqual(de);
  });

  it('an Android string written as CDATA (Thunderbird) stays CDATA, escapes and all', () => {
    const android = getFormat('android');
    const file = path.join(
      corpus,
      'thunderbird-android/feature/mail/message/list/internal/src/main/res/values-fr/strings.xml',
    );
    const content = readFileSync(file, 'utf8');
    const key = 'setup_archive_folder_dialog_create_and_set_new_folder';
    const entries = android.parse(content);
    const value = "Créer & définir l'<b>autre</b> dossier";
    const out = renderOver(android, new Map([...entries, [key, value]]), 'flat', content);
    expect(out).toBe(
      content.replace(
        '<![CDATA[Créer et définir un nouveau dossier]]>',
        "<![CDATA[Créer & définir l\\'<b>autre</b> dossier]]>",
      ),
    );
    expect(android.parse(out).get(key)).toBe(value);
  });

  it('splits `]]>` across two sections and leaves markup and character references as they are', () => {
    expect(asCdata('a]]&gt;b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
    expect(asCdata('a<byte value="x1"/>')).toBe('a<byte value="x1"/>');
    expect(asCdata('a&#13;b')).toBe('a&#13;b');
    const doc = '<r><a> <![CDATA[x]]> </a><b>x<![CDATA[y]]></b><c/></r>';
    const [, a, b, c] = scanElements(doc).flatMap((e) => [e, ...e.children]);
    expect([a, b, c].map((e) => holdsCdata(doc, e as never))).toEqual([true, false, false]);
  });
});
