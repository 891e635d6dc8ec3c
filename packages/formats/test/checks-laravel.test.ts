import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isLaravelJson } from '../src/checks/laravel.ts';
import { checkMessageSyntax, checkPlaceholders, getFormat } from '../src/index.ts';

// Monica's Laravel JSON language files (see fixtures/SOURCES.md), each read against `lang/en.json`
// with the path its repository has, as the push and the pull pass it.
const fixtures = path.resolve(fileURLToPath(import.meta.url), '../fixtures/monica');

function read(locale: string) {
  const file = `lang/${locale}.json`;
  return getFormat('json').parse(readFileSync(path.join(fixtures, file), 'utf8'), {
    path: file,
    locale,
    ...(locale === 'en' && { source: true }),
  });
}

function problemsOf(locale: string, repositoryPath: string | undefined = `lang/${locale}.json`) {
  return checkPlaceholders(read('en'), read(locale), {
    format: 'json',
    locale,
    ...(repositoryPath !== undefined && { path: repositoryPath }),
  });
}

describe('which JSON files Laravel’s translator reads', () => {
  it('knows `<locale>.json` right inside a `lang` folder', () => {
    expect(isLaravelJson('lang/de.json')).toBe(true);
    expect(isLaravelJson('resources/lang/pt_BR.json')).toBe(true);
    expect(isLaravelJson('lang/zh-TW.json')).toBe(true);
    // A locale's folder of JSON, an i18next namespace, a file not named by its locale: not Laravel's.
    expect(isLaravelJson('lang/de/messages.json')).toBe(false);
    expect(isLaravelJson('public/locales/de.json')).toBe(false);
    expect(isLaravelJson('lang/vendor.json')).toBe(false);
    expect(isLaravelJson(undefined)).toBe(false);
  });
});

describe('Laravel’s `:name` parameters in its JSON files', () => {
  it('reports a parameter a translation turned into prose or renamed', () => {
    expect(problemsOf('hi')).toEqual([
      { key: 'Duplicate :name', placeholder: ':name', kind: 'missing' },
      {
        key: 'I agree to the :terms_of_service and :privacy_policy',
        placeholder: ':terms_of_service',
        kind: 'missing',
      },
      {
        key: 'I agree to the :terms_of_service and :privacy_policy',
        placeholder: ':privacy_policy',
        kind: 'missing',
      },
      {
        key: 'I agree to the :terms_of_service and :privacy_policy',
        placeholder: ':terms___',
        kind: 'extra',
      },
      {
        key: 'I agree to the :terms_of_service and :privacy_policy',
        placeholder: ':privacy_',
        kind: 'extra',
      },
    ]);
    expect(problemsOf('ro')).toEqual([
      { key: 'Duplicate :name', placeholder: ':name', kind: 'missing' },
      { key: 'Duplicate :name', placeholder: ':nume', kind: 'extra' },
    ]);
  });

  it('reads prose colons, plural segments and moved parameters as Laravel does: no problem', () => {
    // "Gruppentyp: :name", ":name duplizieren", ":count Kontakt|:count Kontakte", `:contactName`.
    expect(problemsOf('de')).toEqual([]);
  });

  it('does not judge the texts as ICU messages', () => {
    expect(checkMessageSyntax(read('en'), read('hi'), { format: 'json', path: 'lang/hi.json' })).toEqual([]);
  });

  it('reads a JSON file outside Laravel’s layout as before: no `:name`', () => {
    expect(problemsOf('hi', 'public/locales/hi.json')).toEqual([]);
  });

  it('reads no parameter in the plural intervals of Laravel’s documentation', () => {
    // https://laravel.com/docs/localization#pluralization
    const en = new Map([['apples', '{0} There are none|[1,19] There are some|[20,*] There are many']]);
    const de = new Map([['apples', '{0} Es gibt keine|[1,19] Es gibt einige|[20,*] Es gibt viele']]);
    expect(checkPlaceholders(en, de, { format: 'json', locale: 'de', path: 'lang/de.json' })).toEqual([]);
    expect(
      checkMessageSyntax(en, new Map([['apples', '{0 Es gibt keine']]), {
        format: 'json',
        path: 'lang/de.json',
      }),
    ).toEqual([]);
  });
});
