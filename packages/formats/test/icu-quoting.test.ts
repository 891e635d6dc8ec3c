import { describe, expect, it } from 'vitest';
import {
  checkMessageSyntax,
  checkPlaceholders,
  checkTranslation,
  comparePlaceholders,
  icuQuotingOf,
} from '../src/index.ts';

// An apostrophe quotes `{…}` only in an ICU MessageFormat message. Transmission's gettext catalogs
// (C++ fmt, no quoting) put arguments in quotes: `Couldn't read '{path}'`.
describe('apostrophes around an argument', () => {
  const transmission = new Map([
    ["Couldn't read '{path}'", "Couldn't read '{path}'"],
    ["Moving '{torrent_name}'", "Moving '{torrent_name}'"],
    ["Local error: '{error}'", "Local error: '{error}'"],
  ]);
  const de = new Map([
    ["Couldn't read '{path}'", '»{path}« konnte nicht gelesen werden'],
    ["Moving '{torrent_name}'", "'{torrent_name}' wird verschoben"],
    ["Local error: '{error}'", "Lokaler Fehler: '{eror}'"],
  ]);

  it.each(['po', 'jed'])('are quotes in a %s text: its arguments are read inside them', (format) => {
    expect(checkPlaceholders(transmission, de, { format, locale: 'de' })).toEqual([
      { key: "Local error: '{error}'", placeholder: '{error}', kind: 'missing' },
      { key: "Local error: '{error}'", placeholder: '{eror}', kind: 'extra' },
    ]);
  });

  it.each(['strings', 'xcstrings', 'android', 'resx', 'ini', 'vscode'])(
    'do not quote in %s either',
    (format) => {
      expect(comparePlaceholders('Open {0}', "Ouvrir '{0}'", { format })).toEqual([]);
    },
  );

  it("quote in Java's MessageFormat (.properties): '{0}' is the literal text {0}", () => {
    // Keycloak writes an apostrophe as '' for that reason.
    expect(
      comparePlaceholders('Invalid value {0}.', "Valeur '{0}' invalide.", { format: 'properties' }),
    ).toEqual([{ placeholder: '{0}', kind: 'missing' }]);
    expect(
      comparePlaceholders('Invalid value {0}.', "L''utilisateur {0} n''existe pas.", {
        format: 'properties',
      }),
    ).toEqual([]);
  });

  it('quote in FormatJS JSON, an ICU message', () => {
    expect(comparePlaceholders('Hello {name}', "Hallo '{name}'", { format: 'json' })).toEqual([
      { placeholder: '{name}', kind: 'missing' },
    ]);
  });

  it('do not quote in an i18next JSON text, whose {{name}} is not ICU', () => {
    expect(comparePlaceholders('Hello {{name}}', "Hallo '{{name}}'", { format: 'json' })).toEqual([]);
    expect(icuQuotingOf('json', 'Hello {{name}}')).toBe(false);
    expect(icuQuotingOf('json', 'Hello {name}')).toBe(true);
    expect(icuQuotingOf('yaml', 'Hello %{name}')).toBe(false);
    expect(icuQuotingOf('po', 'Hello {name}')).toBe(false);
  });
});

// Flutter's gen-l10n (packages/flutter_tools/lib/src/localizations/message_parser.dart, `Parser`,
// `useEscaping = false`) reads an apostrophe as an ordinary character unless l10n.yaml sets
// `use-escaping: true`; then `'…'` is literal and `''` is one apostrophe, in a plural's or a select's
// texts as at the top (its lexer reads every text between braces the same way).
describe('apostrophes in ARB, as gen-l10n reads them', () => {
  const source = new Map([
    ['items', '{count, plural, =1{one item} other{{count} items}}'],
    ['welcome', 'Welcome {name}'],
    ['deleted', 'The {count} items were deleted'],
  ]);
  const fr = new Map([
    ['items', "{count, plural, =1{l'élément} other{l'{count} éléments}}"],
    ['welcome', "L'accueil de {name}"],
    ['deleted', "Suppression de l'{count}"],
  ]);

  it("are ordinary characters by default: French l'{count} holds {count}", () => {
    expect(icuQuotingOf('arb', 'Hello {name}')).toBe(false);
    expect(checkPlaceholders(source, fr, { format: 'arb', locale: 'fr' })).toEqual([]);
    expect(comparePlaceholders('Hello {name}', "Hallo '{name}'", { format: 'arb' })).toEqual([]);
  });

  it('quote with use-escaping: true (icuQuoting), where the placeholder is then literal', () => {
    // (In `items`, `'{count} éléments}}` quotes to the end: the text is broken, which the syntax
    // check reports, not this one.)
    expect(checkPlaceholders(source, fr, { format: 'arb', locale: 'fr', icuQuoting: true })).toEqual([
      { key: 'deleted', placeholder: '{count}', kind: 'missing' },
    ]);
    const escaped = new Map([
      ['items', "{count, plural, =1{l''élément} other{l''{count} éléments}}"],
      ['welcome', "L''accueil de {name}"],
      ['deleted', "Suppression de l''{count}"],
    ]);
    expect(checkPlaceholders(source, escaped, { format: 'arb', locale: 'fr', icuQuoting: true })).toEqual([]);
  });

  it('report a placeholder really missing, either way', () => {
    const lost = new Map([
      ['welcome', "L'accueil"],
      ['deleted', "Suppression de l'élément"],
    ]);
    for (const icuQuoting of [false, true]) {
      expect(checkPlaceholders(source, lost, { format: 'arb', locale: 'fr', icuQuoting })).toEqual([
        { key: 'welcome', placeholder: '{name}', kind: 'missing' },
        { key: 'deleted', placeholder: '{count}', kind: 'missing' },
      ]);
    }
    // Read with quotes, "l'{name}" would hide the lost {count}; read as gen-l10n does, it is reported.
    expect(
      checkPlaceholders(new Map([['k', '{count} for {name}']]), new Map([['k', "l'{name} {name}"]]), {
        format: 'arb',
      }),
    ).toEqual([{ key: 'k', placeholder: '{count}', kind: 'missing' }]);
  });

  it('in plural texts too: no syntax or plural problem by default, a quote to the end with use-escaping', () => {
    const plural = new Map([['items', '{count, plural, one{{count} item} other{{count} items}}']]);
    const elided = new Map([
      ['items', "{count, plural, one{l'{count} élément} many{l'{count} éléments} other{l'{count} éléments}}"],
    ]);
    expect(checkTranslation(plural, elided, { format: 'arb', locale: 'fr', pluralLocale: 'fr' })).toEqual({
      placeholders: [],
      syntax: [],
      plurals: [],
    });
    expect(checkMessageSyntax(plural, elided, { format: 'arb' })).toEqual([]);
    // Quoting, `'{count} élément} many{l'` is literal text: the plural lacks its `other` clause.
    const quoted = checkTranslation(plural, elided, {
      format: 'arb',
      locale: 'fr',
      pluralLocale: 'fr',
      icuQuoting: true,
    });
    expect(quoted.syntax.map((p) => p.key)).toEqual(['items']);
    expect(checkMessageSyntax(plural, elided, { format: 'arb', icuQuoting: true })).toHaveLength(1);
  });
});
