import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getFormat, readXliff, renderOver } from '../src/index.ts';

const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus');
const read = (file: string): string => readFileSync(path.join(corpus, file), 'utf8');
const xliff = getFormat('xliff');

const symfony = 'symfony-validator/src/Symfony/Component/Validator/Resources/translations';
const ghostfolio = 'ghostfolio/apps/client/src/locales';
const boris = 'boris/power/src/locales';

const projects = [
  {
    name: 'symfony-validator',
    keying: 'source',
    source: `${symfony}/validators.en.xlf`,
    targets: ['de', 'fr', 'ru'].map((locale) => `${symfony}/validators.${locale}.xlf`),
  },
  {
    name: 'ghostfolio',
    keying: 'id',
    source: `${ghostfolio}/messages.xlf`,
    targets: ['de', 'fr', 'pl'].map((locale) => `${ghostfolio}/messages.${locale}.xlf`),
  },
  {
    name: 'boris',
    keying: 'id',
    source: `${boris}/messages.xlf`,
    targets: ['en', 'de-simple'].map((locale) => `${boris}/messages.${locale}.xlf`),
  },
] as const;

describe.skipIf(!existsSync(corpus))('XLIFF keys match across a project (corpus at ../shared/corpus)', () => {
  it.each(projects)(
    '$name: every target file has the keys of its source file',
    ({ keying, source, targets }) => {
      const base = readXliff(read(source));
      expect(base.keying).toBe(keying);
      for (const target of targets) {
        const file = readXliff(read(target));
        expect(file.keying).toBe(keying);
        // These files hold the same messages, so the sets are equal, not merely included.
        expect([...file.entries.keys()].sort()).toEqual([...base.entries.keys()].sort());
      }
    },
  );

  it('symfony-validator: a resname in a translation names the English source text it translates', () => {
    const en = readXliff(read(`${symfony}/validators.en.xlf`));
    const de = readXliff(read(`${symfony}/validators.de.xlf`));
    // Unit 37's English source was reworded; de keeps the old text as resname, which is en's source.
    expect(en.entries.get('This is not a valid IP address.')).toBe('This value is not a valid IP address.');
    expect(de.entries.get('This is not a valid IP address.')).toBe(
      'Dieser Wert ist keine gültige IP-Adresse.',
    );
    expect(de.sources.get('This is not a valid IP address.')).toBe('This value is not a valid IP address.');
  });

  it('symfony-validator: a rewrite finds units by their source text again, changing only the target', () => {
    const content = read(`${symfony}/validators.fr.xlf`);
    const entries = xliff.parse(content);
    const key = 'This value should be false.';
    entries.set(key, 'Faux & <archi> faux');
    entries.delete('This value should be true.');
    entries.set('A brand new message.', 'Un nouveau message.');
    const out = renderOver(xliff, entries, 'flat', content);
    expect([...xliff.parse(out)]).toEqual([...entries]);
    expect(out).toContain(
      `<source>${key}</source>\n                <target>Faux &amp; &lt;archi&gt; faux</target>`,
    );
    // Ids in these files count up; a new unit takes the next number and its text as the source.
    const ids = [...content.matchAll(/<trans-unit id="(\d+)"/g)].map((match) => Number(match[1]));
    expect(out).toContain(
      `<trans-unit id="${Math.max(...ids) + 1}">\n                <source>A brand new message.</source>\n                <target>Un nouveau message.</target>\n            </trans-unit>`,
    );
    expect(renderOver(xliff, entries, 'flat', out)).toBe(out);
  });
});

describe('XLIFF keying read from the file', () => {
  const unit =
    '<trans-unit id="7" resname="greeting"><source>Hello</source><target>Hallo</target></trans-unit>';
  const file = (attributes: string, header = ''): string =>
    `<xliff version="1.2"><file source-language="en" target-language="de" ${attributes}>${header}<body>${unit}</body></file></xliff>`;

  it('keys Angular units by id even when they carry a resname', () => {
    expect(readXliff(file('original="ng2.template"'))).toMatchObject({ keying: 'id' });
    expect([...xliff.parse(file('original="ng2.template"')).keys()]).toEqual(['7']);
  });

  it('keys Symfony units by resname, else source text: original="file.ext" or a symfony tool header', () => {
    expect([...xliff.parse(file('original="file.ext"')).keys()]).toEqual(['greeting']);
    const noResname = file('original="file.ext"').replace(' resname="greeting"', '');
    expect([...xliff.parse(noResname).keys()]).toEqual(['Hello']);
    const tool = file('original="app"', '<header><tool tool-id="symfony" tool-name="Symfony"/></header>');
    expect(readXliff(tool.replace(' resname="greeting"', ''))).toMatchObject({ keying: 'source' });
    expect([...xliff.parse(tool.replace(' resname="greeting"', '')).keys()]).toEqual(['Hello']);
  });

  it('reads a Symfony unit without a target as its source, as Symfony does, and writes the value as a target', () => {
    const content = file('original="file.ext"')
      .replace('<target>Hallo</target>', '')
      .replace(' resname="greeting"', '');
    expect([...xliff.parse(content)]).toEqual([['Hello', 'Hello']]);
    const out = renderOver(xliff, new Map([['Hello', 'Hallo']]), 'flat', content);
    expect(out).toContain('<source>Hello</source><target>Hallo</target>');
    expect([...xliff.parse(out)]).toEqual([['Hello', 'Hallo']]);
  });

  it('skips a Symfony unit with neither resname nor source, with a warning, and leaves it in place', () => {
    const content = file('original="file.ext"').replace(
      '</body>',
      '<trans-unit id="8"><target>x</target></trans-unit></body>',
    );
    const warnings: string[] = [];
    expect([...xliff.parse(content, { warn: (warning) => warnings.push(warning.message) }).keys()]).toEqual([
      'greeting',
    ]);
    expect(warnings).toEqual([expect.stringContaining('neither a resname nor a source text')]);
    const out = renderOver(xliff, new Map([['greeting', 'Servus']]), 'flat', content);
    expect(out).toContain('<trans-unit id="8"><target>x</target></trans-unit>');
  });

  it('keys a Symfony 2.0 file (file id "<domain>.<locale>") by name, else source text', () => {
    // Symfony's 2.0 dumper writes `name` only for sources of up to 80 characters.
    const long = 'A source text that is longer than eighty characters, so the dumper gave it no name.';
    const symfony20 = `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr-FR">
  <file id="messages.fr_FR">
    <unit id="Ab1.x_z" name="short"><segment><source>short</source><target>court</target></segment></unit>
    <unit id="Qq9._Zz"><segment><source>${long}</source><target>long</target></segment></unit>
  </file>
</xliff>`;
    expect(readXliff(symfony20).keying).toBe('source');
    expect([...xliff.parse(symfony20).keys()]).toEqual(['short', long]);
    const added = renderOver(
      xliff,
      new Map([...xliff.parse(symfony20), ['A new one', 'Nouveau']]),
      'flat',
      symfony20,
    );
    expect([...xliff.parse(added)].at(-1)).toEqual(['A new one', 'Nouveau']);
    // The new unit's id is a token (XLIFF 2.0 ids are NMTOKENs), not the text with its spaces.
    expect(added).toMatch(
      /<unit id="[0-9a-z]+">\n {6}<segment>\n {8}<source>A new one<\/source>\n {8}<target>Nouveau<\/target>/,
    );
    const other = symfony20.replace('<file id="messages.fr_FR">', '<file id="f1">');
    expect([...xliff.parse(other).keys()]).toEqual(['short', 'Qq9._Zz']);
  });

  it('keys other tools by resname, else id', () => {
    expect([...xliff.parse(file('original="Localizable.strings"')).keys()]).toEqual(['greeting']);
    expect([...xliff.parse(file('original="x"').replace(' resname="greeting"', '')).keys()]).toEqual(['7']);
  });
});
