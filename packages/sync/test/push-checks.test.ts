import { parseJson } from '@locale-sync/formats';
import { describe, expect, it } from 'vitest';
import { checkPushFiles } from '../src/checks/push-checks.ts';
import type { CollectedFile } from '../src/push/collect.ts';
import { memoryLogger } from './helpers.ts';

function file(locale: string, texts: Record<string, string>): CollectedFile {
  const content = JSON.stringify(texts);
  return {
    locale,
    path: `locales/${locale}.json`,
    format: 'json',
    content,
    keys: Object.keys(texts).length,
    entries: parseJson(content),
  };
}

describe('checks before a push', () => {
  it('checks ICU plural arguments against the CLDR categories of each locale', async () => {
    const logger = memoryLogger();
    const icu = '{count, plural, one {# file} other {# files}}';
    const counts = await checkPushFiles(
      [file('en', { files: icu }), file('pl', { files: '{count, plural, one {# plik} other {# plików}}' })],
      { sourceLocale: 'en', strict: false, logger },
    );
    expect(counts).toEqual(new Map([['locales/pl.json', 2]]));
    expect(logger.text('warning')).toContain(
      'key "files": pl needs the plural form "few" in argument {count}',
    );
    expect(logger.text('warning')).toContain(
      'key "files": pl needs the plural form "many" in argument {count}',
    );
  });

  it('says so and checks nothing when no file has the source locale', async () => {
    const logger = memoryLogger();
    const counts = await checkPushFiles([file('de', { a: 'Hallo {name}' }), file('fr', { a: 'Salut' })], {
      sourceLocale: 'en',
      strict: true,
      logger,
    });
    expect(counts.size).toBe(0);
    expect(logger.text('info')).toMatch(/no en file among the pushed files.*source-locale input/);
  });

  it('reports the source file only for plural forms its own locale lacks', async () => {
    const logger = memoryLogger();
    const counts = await checkPushFiles(
      [file('en', { n_one: 'one', n_few: 'few', n_other: 'other', m_few: 'few', m_other: 'other' })],
      { sourceLocale: 'en', strict: false, logger },
    );
    // n_few is never picked in English: dead text, not a fault. m lacks the one form English picks.
    expect(counts).toEqual(new Map([['locales/en.json', 1]]));
    expect(logger.text('warning')).toContain('key "m_one": en needs the plural form "one", which is missing');
  });
});
