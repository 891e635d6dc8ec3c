// Real Fluent files (fixtures/SOURCES.md, cosmic-files): a text of a format whose runtime reads no
// ICU is not judged by the ICU syntax check, though the ICU parser refuses it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkMessageSyntax, checkTranslation, getFormat } from '../src/index.ts';

const fixtures = path.resolve(fileURLToPath(import.meta.url), '..', 'fixtures', 'cosmic-files');
const read = (locale: string) =>
  getFormat('fluent').parse(readFileSync(path.join(fixtures, locale, 'cosmic_files.ftl'), 'utf8'));

describe('the ICU syntax check of formats whose texts are not ICU', () => {
  const source = read('en');
  const turkish = read('tr');

  it("lets COSMIC Files' Turkish Fluent pattern `{ $store }'sını gezin` pass, its variable kept", () => {
    expect(turkish.get('browse-store')).toBe("{ $store }'sını gezin");
    expect(checkMessageSyntax(source, turkish, { format: 'fluent' })).toEqual([]);
    expect(checkTranslation(source, turkish, { format: 'fluent', pluralLocale: 'tr' })).toEqual({
      placeholders: [],
      syntax: [],
      plurals: [],
    });
  });

  it('still judges the same texts in a format read as ICU', () => {
    const problem = [{ key: 'browse-store', message: expect.stringMatching(/^invalid ICU message: /) }];
    expect(checkMessageSyntax(source, turkish, { format: 'json' })).toEqual(problem);
    expect(checkTranslation(source, turkish, { format: 'json' }).syntax).toEqual(problem);
  });

  it.each(['php', 'qt', 'go-i18n', 'chrome', 'csv', 'stringsdict'])(
    'does not judge %s texts as ICU',
    (format) => {
      const en = new Map([['k', 'Browse {store}']]);
      const tr = new Map([['k', "{store}'sını {gezin"]]);
      expect(checkMessageSyntax(en, tr, { format })).toEqual([]);
      expect(checkTranslation(en, tr, { format }).syntax).toEqual([]);
      expect(checkMessageSyntax(en, tr, { format: 'xliff' })).toHaveLength(1);
    },
  );
});
