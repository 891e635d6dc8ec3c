import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkPlaceholders, comparePlaceholders, getFormat } from '../src/index.ts';

// fixtures/pixelfed (see fixtures/SOURCES.md):
//   _lang/en.json, _lang/hu.json      the JSON Pixelfed's frontend reads (vue-i18n: no printf)
//   lang/en/web.php, lang/hu/web.php  the Laravel arrays they are made from (`:name`)
const pixelfed = path.resolve(fileURLToPath(import.meta.url), '../fixtures/pixelfed');
const read = (file: string): string => readFileSync(path.join(pixelfed, file), 'utf8');

// The Hungarian "commented on your": "%-hez" is the suffix "-hez" (to) after a percent sign.
const SOURCE = 'commented on your';
const HUNGARIAN = 'hozzászólt a %-hez';

describe('printf only where the format or the source text makes it meaningful', () => {
  it('reports no printf placeholder in Pixelfed’s Hungarian JSON, whose English source has none', () => {
    const json = getFormat('json');
    const source = json.parse(read('_lang/en.json'));
    const translation = json.parse(read('_lang/hu.json'));
    expect(translation.get('notifications.commented')).toBe(HUNGARIAN);
    const problems = checkPlaceholders(source, translation, { format: 'json', locale: 'hu' });
    expect(problems.filter((p) => p.placeholder.startsWith('%'))).toEqual([]);
  });

  it('reports none in the Laravel PHP arrays either, read as `:name`', () => {
    const php = getFormat('php');
    const source = php.parse(read('lang/en/web.php'));
    const translation = php.parse(read('lang/hu/web.php'));
    expect(translation.get('notifications.commented')).toBe(HUNGARIAN);
    const problems = checkPlaceholders(source, translation, { format: 'php', locale: 'hu' });
    expect(problems.filter((p) => p.placeholder.startsWith('%'))).toEqual([]);
  });

  it('reads no printf in a translation of a source without printf, in every format whose tool has none', () => {
    for (const format of ['json', 'json5', 'vscode', 'xliff', 'arb', 'structured-json', 'resx', 'yaml']) {
      expect(comparePlaceholders(SOURCE, HUNGARIAN, { format }), format).toEqual([]);
      // "50%-e": 50 % of it, which printf's grammar reads as `%-e`.
      expect(comparePlaceholders('50% of it', 'annak 50%-e', { format }), format).toEqual([]);
    }
  });

  it('still compares printf in those formats when the source text has printf', () => {
    expect(comparePlaceholders('Hello %s', 'Szia', { format: 'json' })).toEqual([
      { placeholder: '%s', kind: 'missing' },
    ]);
    expect(comparePlaceholders('Hello %s', 'Szia %s %d', { format: 'xliff' })).toEqual([
      { placeholder: '%d', kind: 'extra' },
    ]);
    // With printf in the source, the whole translation is read as printf, as its runtime reads it.
    expect(comparePlaceholders('%s commented', '%s hozzászólt a %-hez', { format: 'json' })).toEqual([
      { placeholder: '%-he', kind: 'extra' },
    ]);
  });

  it('still reports it in the printf formats, whose runtime would read `%-he` as a conversion', () => {
    for (const format of [
      'po',
      'jed',
      'android',
      'strings',
      'xcstrings',
      'properties',
      'twine',
      'godot-csv',
    ]) {
      expect(comparePlaceholders(SOURCE, HUNGARIAN, { format }), format).toEqual([
        { placeholder: '%-he', kind: 'extra' },
      ]);
    }
    expect(comparePlaceholders(SOURCE, HUNGARIAN)).toEqual([{ placeholder: '%-he', kind: 'extra' }]);
  });
});
