// What README.md, docs/ and action-push.yml say about plural forms, held against the checks. Each claim
// quotes the documents' words (the test fails when a document stops saying it) and runs the check the
// words describe (the test fails when the code stops doing it). Issue 21 found docs/actions.md and
// action-push.yml reporting a form the language never uses (`items_few` in `de`) while docs/formats.md
// and the code did not: these claims keep the three in step.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkPlurals } from '@locale-sync/formats';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths.ts';

/** The file's text with line breaks and indentation folded to single spaces, as a reader reads it. */
async function prose(file: string): Promise<string> {
  return (await readFile(join(REPO_ROOT, file), 'utf8')).replace(/\s*\n\s*/g, ' ');
}

const en = new Map([
  ['items_one', '{{count}} item'],
  ['items_other', '{{count}} items'],
  ['cart', '{n, plural, one {# item} other {# items}}'],
]);

describe('plural forms, as the documents describe them', () => {
  it('a form the locale needs and lacks is reported (items_few in ru, few in an ICU plural)', async () => {
    expect(await prose('docs/actions.md')).toContain(
      'a form the locale needs and lacks (`items_few` in `ru`, `few` in an ICU `plural`)',
    );
    expect(await prose('action-push.yml')).toContain('a plural form the locale needs and lacks');
    const ru = new Map([
      ['items_one', 'a'],
      ['items_many', 'b'],
      ['items_other', 'c'],
      ['cart', '{n, plural, one {# x} many {# y} other {# z}}'],
    ]);
    const problems = checkPlurals(ru, 'ru', en, { format: 'json' });
    expect(problems).toContainEqual({ key: 'items_few', locale: 'ru', category: 'few', kind: 'missing' });
    expect(problems).toContainEqual(
      expect.objectContaining({ key: 'cart', category: 'few', kind: 'missing', argument: 'n' }),
    );
  });

  it('a form the locale never uses (items_few in de) is no problem, in every runtime but gettext', async () => {
    expect(await prose('docs/actions.md')).toContain(
      'A form the locale never uses (`items_few` in `de`) is not a problem',
    );
    expect(await prose('docs/formats.md')).toContain(
      'A form the runtime never picks (German `.few`, Japanese `[one]`) is not reported',
    );
    expect(await prose('action-push.yml')).not.toContain('never uses');
    const de = new Map([
      ['items_one', 'a'],
      ['items_few', 'b'],
      ['items_other', 'c'],
      ['cart', '{n, plural, one {# x} few {# y} other {# z}}'],
    ]);
    expect(checkPlurals(de, 'de', en, { format: 'json' })).toEqual([]);
    // Rails YAML in German, Android in Japanese: the forms their runtimes never pick.
    const rails = new Map([
      ['items.one', 'a'],
      ['items.few', 'b'],
      ['items.other', 'c'],
    ]);
    expect(checkPlurals(rails, 'de', undefined, { format: 'yaml' })).toEqual([]);
    const android = new Map([
      ['items[one]', 'a'],
      ['items[other]', 'b'],
    ]);
    expect(checkPlurals(android, 'ja', undefined, { format: 'android' })).toEqual([]);
  });

  it('gettext indices past nplurals are reported, since msgfmt rejects them', async () => {
    expect(await prose('docs/actions.md')).toContain(
      "Only gettext's indices past `nplurals` are reported, since msgfmt rejects them",
    );
    expect(await prose('docs/formats.md')).toContain('Only gettext indices past `nplurals` are `extra`');
    const po = new Map([
      ['k[msgid_plural]', 'items'],
      ['k[0]', 'Stück'],
      ['k[1]', 'Stücke'],
      ['k[2]', 'zu viel'],
    ]);
    const problems = checkPlurals(po, 'de', undefined, {
      format: 'po',
      pluralForms: 'nplurals=2; plural=(n != 1);',
    });
    expect(problems).toEqual([expect.objectContaining({ key: 'k[2]', kind: 'extra' })]);
  });
});
