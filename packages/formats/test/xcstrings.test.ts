import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkPlaceholders,
  checkPlurals,
  type FormatWarning,
  formatInfoForExtension,
  getFormat,
  renderOver,
} from '../src/index.ts';
import { captureError, roundTrips } from './helpers.ts';

const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus');
const catalogPath = path.join(corpus, 'ice-cubes/IceCubesApp/Resources/Localization/Localizable.xcstrings');
const xcstrings = getFormat('xcstrings');
const parseLocales = (content: string, warn?: (w: FormatWarning) => void) =>
  (xcstrings.parseLocales as NonNullable<typeof xcstrings.parseLocales>)(content, warn ? { warn } : {});
const rewriteLocales = xcstrings.rewriteLocales as NonNullable<typeof xcstrings.rewriteLocales>;

/** Lines of `after` not in `before` and the reverse, by position-independent comparison of runs. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return { removed: a.slice(start, endA), added: b.slice(start, endB) };
}

// A catalog as Xcode 16 writes one: a plain string, a plural, a device variation, a substitution,
// a comment, a string not to translate, a stale one, a string without a source localization.
const catalog = `{
  "sourceLanguage" : "en",
  "strings" : {
    "%lld files" : {
      "localizations" : {
        "en" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld file"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld files"
                }
              }
            }
          }
        }
      }
    },
    "Brand" : {
      "shouldTranslate" : false
    },
    "followers %lld %@" : {
      "comment" : "Shown on a profile",
      "extractionState" : "manual",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%#@followers@"
          },
          "substitutions" : {
            "followers" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%2$@ follower"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%2$@ followers"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "Hello" : {
      "comment" : "A greeting",
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "needs_review",
            "value" : "Hallo"
          }
        },
        "fr" : {
          "stringUnit" : {
            "state" : "new",
            "value" : "Hello"
          }
        }
      }
    },
    "Old" : {
      "extractionState" : "stale",
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Alt"
          }
        }
      }
    },
    "platform" : {
      "localizations" : {
        "en" : {
          "variations" : {
            "device" : {
              "iphone" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "iPhone"
                }
              },
              "mac" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Mac"
                }
              }
            }
          }
        }
      }
    }
  },
  "version" : "1.0"
}`;

describe('xcstrings: reading', () => {
  it('reads every locale: plural, device and substitution variations as bracketed keys', () => {
    const locales = parseLocales(catalog);
    expect([...locales.keys()]).toEqual(['en', 'de', 'fr']);
    expect([...(locales.get('en') ?? [])]).toEqual([
      ['%lld files[one]', '%lld file'],
      ['%lld files[other]', '%lld files'],
      ['followers %lld %@', '%#@followers@'],
      ['followers %lld %@[@followers][one]', '%2$@ follower'],
      ['followers %lld %@[@followers][other]', '%2$@ followers'],
      // No source localization: the source text is the key, as Xcode builds it.
      ['Hello', 'Hello'],
      ['Old', 'Old'],
      ['platform[device:iphone]', 'iPhone'],
      ['platform[device:mac]', 'Mac'],
    ]);
    // `new` is a localization Xcode added and nobody translated; `Brand` is not to translate.
    expect([...(locales.get('de') ?? [])]).toEqual([
      ['Hello', 'Hallo'],
      ['Old', 'Alt'],
    ]);
    expect(locales.get('fr')?.size).toBe(0);
    expect(xcstrings.parse(catalog)).toEqual(locales.get('en'));
    expect(formatInfoForExtension('.xcstrings')).toEqual({
      name: 'xcstrings',
      extensions: ['.xcstrings'],
      structures: ['flat'],
      multiLocale: true,
    });
  });

  it('gives the checks plural groups and Apple placeholders they know', () => {
    const source = xcstrings.parse(catalog);
    const uk = new Map([
      ['%lld files[one]', '%lld файл'],
      ['%lld files[few]', '%lld файли'],
      ['%lld files[other]', 'файлів'],
      ['followers %lld %@[@followers][other]', '%1$@ підписників'],
    ]);
    expect(checkPlurals(uk, 'uk', source, { format: 'xcstrings' }).map((p) => p.key)).toEqual([
      '%lld files[many]',
      'followers %lld %@[@followers][one]',
      'followers %lld %@[@followers][few]',
      'followers %lld %@[@followers][many]',
    ]);
    expect(checkPlaceholders(source, uk, { locale: 'uk', format: 'xcstrings' })).toEqual([
      { key: '%lld files[other]', placeholder: '%lld', kind: 'missing' },
      { key: 'followers %lld %@[@followers][other]', placeholder: '%2$@', kind: 'missing' },
      { key: 'followers %lld %@[@followers][other]', placeholder: '%1$@', kind: 'extra' },
    ]);
  });

  it('refuses what Xcode cannot open, naming the line', () => {
    expect(captureError(() => xcstrings.parse('[]')).message).toMatch(/must hold a JSON object/);
    expect(captureError(() => xcstrings.parse('{"strings":{}}')).message).toMatch(
      /"sourceLanguage" is missing/,
    );
    const badForm = catalog.replace(
      '"one" : {\n                "stringUnit"',
      '"single" : {\n                "stringUnit"',
    );
    const error = captureError(() => xcstrings.parse(badForm));
    expect(error.message).toMatch(
      /plural variation "single"; expected one of zero, one, two, few, many, other/,
    );
    expect(error.line).toBe(9);
    const notText = catalog.replace('"value" : "Alt"', '"value" : 3');
    expect(captureError(() => xcstrings.parse(notText)).message).toMatch(
      /line 84: a stringUnit of "Old" has no string "value"/,
    );
  });

  it('warns once about the empty key, which is kept and not synchronised', () => {
    const warnings: FormatWarning[] = [];
    const withEmpty = catalog.replace('"strings" : {\n', '"strings" : {\n    "" : {\n\n    },\n');
    const locales = parseLocales(withEmpty, (w) => warnings.push(w));
    expect(locales.get('en')?.has('')).toBe(false);
    expect(warnings.map((w) => w.message)).toEqual([
      'the empty key "" is not synchronised (no service stores an empty key); it is kept as written',
    ]);
    expect(rewriteLocales(withEmpty, locales)).toBe(withEmpty);
  });
});

describe('xcstrings: writing', () => {
  it('writes back the same bytes for the same texts, every locale at once', () => {
    expect(rewriteLocales(catalog, parseLocales(catalog))).toBe(catalog);
    expect(renderOver(xcstrings, xcstrings.parse(catalog), 'flat', catalog)).toBe(catalog);
  });

  it('changes one text on its own line, and marks a reviewed translation translated', () => {
    const de = new Map(parseLocales(catalog).get('de')).set('Hello', 'Guten Tag');
    const out = rewriteLocales(catalog, new Map([['de', de]]));
    expect(changedLines(catalog, out)).toEqual({
      removed: ['            "state" : "needs_review",', '            "value" : "Hallo"'],
      added: ['            "state" : "translated",', '            "value" : "Guten Tag"'],
    });
    expect(parseLocales(out).get('de')?.get('Hello')).toBe('Guten Tag');
  });

  it('adds a missing translation where Xcode puts it, substitutions with their argument', () => {
    const out = rewriteLocales(
      catalog,
      new Map([
        [
          'fr',
          new Map([
            ['Hello', 'Bonjour'],
            ['%lld files[one]', '%lld fichier'],
            ['%lld files[many]', '%lld de fichiers'],
            ['%lld files[other]', '%lld fichiers'],
            ['followers %lld %@', '%#@followers@'],
            ['followers %lld %@[@followers][one]', '%2$@ abonné'],
            ['followers %lld %@[@followers][other]', '%2$@ abonnés'],
            ['platform[device:mac]', 'Mac'],
            // Not a string of the catalog: Xcode adds strings, a pull does not.
            ['Unknown', 'Inconnu'],
          ]),
        ],
      ]),
    );
    const fr = parseLocales(out).get('fr');
    expect([...(fr ?? [])]).toEqual([
      ['%lld files[many]', '%lld de fichiers'],
      ['%lld files[one]', '%lld fichier'],
      ['%lld files[other]', '%lld fichiers'],
      ['followers %lld %@', '%#@followers@'],
      ['followers %lld %@[@followers][one]', '%2$@ abonné'],
      ['followers %lld %@[@followers][other]', '%2$@ abonnés'],
      ['Hello', 'Bonjour'],
      ['platform[device:mac]', 'Mac'],
    ]);
    const written = JSON.parse(out) as {
      strings: Record<string, { localizations: Record<string, { substitutions?: Record<string, unknown> }> }>;
    };
    expect(written.strings['followers %lld %@']?.localizations.fr?.substitutions?.followers).toMatchObject({
      argNum: 1,
      formatSpecifier: 'lld',
    });
    // Xcode's own layout: the new French localization follows English, sorted, indented as its siblings.
    expect(out).toContain(`          }
        },
        "fr" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%#@followers@"
          },
          "substitutions" : {
            "followers" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {`);
    // Untouched strings and the other locales keep every byte; writing again changes nothing.
    const before = catalog.split('\n');
    const after = new Set(out.split('\n'));
    expect(before.filter((line) => !after.has(line))).toEqual([
      '            "state" : "new",',
      '            "value" : "Hello"',
    ]);
    expect(rewriteLocales(out, parseLocales(out))).toBe(out);
  });

  it('writes a new catalog as Xcode formats one, and reads it back', () => {
    // In Xcode's order: strings by a collation, variations by name.
    const entries = new Map([
      ['%lld items[one]', '%lld Artikel'],
      ['%lld items[other]', '%lld Artikel'],
      ['Hello', 'Hallo'],
      ['label[device:mac]', 'Klicken'],
      ['label[device:other]', 'Tippen'],
      ['lonely[one]', 'a key that only ends like a plural form'],
    ]);
    const written = roundTrips(xcstrings, entries, { locale: 'de' });
    expect(written.startsWith('{\n  "sourceLanguage" : "de",\n  "strings" : {\n    "%lld items" : {')).toBe(
      true,
    );
    expect(written.endsWith('  },\n  "version" : "1.0"\n}')).toBe(true);
    expect(() =>
      xcstrings.serialize(
        new Map([
          ['x[@n][one]', 'a'],
          ['x[@n][other]', 'b'],
        ]),
        { structure: 'flat' },
      ),
    ).toThrow(/plural form of a substitution/);
  });
});

describe.skipIf(!existsSync(catalogPath))('xcstrings: Ice Cubes (19 locales in one catalog)', () => {
  const content = existsSync(catalogPath) ? readFileSync(catalogPath, 'utf8') : '';
  const locales = existsSync(catalogPath) ? parseLocales(content) : new Map<string, Map<string, string>>();

  it('reads every locale and writes back the same bytes', () => {
    expect(locales.size).toBe(19);
    expect(locales.get('en')?.size).toBe(761);
    expect(locales.get('de')?.get('accessibility.tabs.timeline.unread-posts.label-%lld[one]')).toBe(
      '%lld neuer Beitrag',
    );
    expect(rewriteLocales(content, locales)).toBe(content);
  });

  it('changes one entry of one locale on its line alone, and adds a missing one in its place', () => {
    const de = new Map(locales.get('de')).set(
      'accessibility.tabs.timeline.unread-posts.label-%lld[one]',
      'Ein neuer Beitrag',
    );
    const changed = rewriteLocales(content, new Map([['de', de]]));
    expect(changedLines(content, changed)).toEqual({
      removed: ['                  "value" : "%lld neuer Beitrag"'],
      added: ['                  "value" : "Ein neuer Beitrag"'],
    });
    const [missing] = [...(locales.get('en')?.keys() ?? [])].filter(
      (key) => !locales.get('fr')?.has(key),
    ) as [string];
    const fr = new Map(locales.get('fr')).set(missing, 'Nouveau');
    const added = rewriteLocales(content, new Map([['fr', fr]]));
    const { removed, added: lines } = changedLines(content, added);
    expect(removed).toEqual([]);
    expect(lines.length).toBeGreaterThanOrEqual(6);
    expect(parseLocales(added).get('fr')?.get(missing)).toBe('Nouveau');
  });

  it("never gives a localization both a stringUnit and plural variations: the locale's own shape stays", () => {
    // English varies `timeline-new-posts %lld` by plural; Korean, which has one form, holds one
    // stringUnit. Plural forms pulled for Korean would make an entry Xcode never writes.
    const key = 'timeline-new-posts %lld';
    const ko = new Map(locales.get('ko'));
    expect(ko.get(key)).toBe('%lld개 새 글');
    ko.set(`${key}[one]`, '%lld개 새 글').set(`${key}[other]`, '%lld개 새 글');
    expect(rewriteLocales(content, new Map([['ko', ko]]))).toBe(content);
    // And the reverse: a plain text pulled for a locale whose localization varies by plural.
    const de = new Map(locales.get('de'));
    expect(de.has(`${key}[other]`)).toBe(true);
    de.set(key, '%lld neue Beiträge');
    expect(rewriteLocales(content, new Map([['de', de]]))).toBe(content);
  });
});
