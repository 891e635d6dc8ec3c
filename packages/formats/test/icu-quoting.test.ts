import { describe, expect, it } from 'vitest';
import { checkPlaceholders, comparePlaceholders, icuQuotingOf } from '../src/index.ts';

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

  it('quote in ARB and FormatJS JSON, ICU messages both', () => {
    expect(comparePlaceholders('Hello {name}', "Hallo '{name}'", { format: 'arb' })).toEqual([
      { placeholder: '{name}', kind: 'missing' },
    ]);
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
