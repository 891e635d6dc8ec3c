import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configFor, discoverRepository, logDiscovery } from '../src/repository/discover-report.ts';
import { parseFilesEntries } from '../src/repository/files-config.ts';
import { resolveFiles } from '../src/repository/files-layout.ts';
import { memoryLogger } from './helpers.ts';

// What discovery (and so `locale-sync init`) reads in each project of the real corpus (see its
// SOURCES.md), laid out as in its repository: the configuration that describes it, and what it leaves out.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const corpus = path.resolve(repoRoot, '../shared/corpus');
const HAVE_CORPUS = existsSync(path.join(corpus, 'SOURCES.md'));

interface Expected {
  config: { sourceLocale: string; files: Array<Record<string, unknown>> };
  /** Source files per entry. */
  sources: number[];
  /** Locales with translations, per entry, and how many files each has. */
  translations: Array<Record<string, number>>;
  /** Paths (or patterns) reported as left out. */
  leftOut?: string[];
  /**
   * Instead of `leftOut`, for files in formats being added: each left-out path matches, and some are
   * (reported as not read yet, or, once read, as translations with no `en` source beside them).
   */
  leftOutLike?: RegExp;
}

const three = (n: number) => ({ de: n, fr: n, ru: n });

const EXPECTED: Record<string, Expected> = {
  excalidraw: {
    config: { sourceLocale: 'en', files: [{ source: 'packages/excalidraw/locales/{locale}.json' }] },
    sources: [1],
    translations: [{ 'de-DE': 1, 'fr-FR': 1, 'ru-RU': 1 }],
  },
  outline: {
    config: { sourceLocale: 'en-US', files: [{ source: 'shared/i18n/locales/{locale_}/*.json' }] },
    sources: [1],
    translations: [{ 'de-DE': 1, 'fr-FR': 1, 'pl-PL': 1 }],
  },
  diaspora: {
    config: { sourceLocale: 'en', files: [{ source: 'config/locales/diaspora/{locale}.yml' }] },
    sources: [1],
    translations: [three(1)],
  },
  'rails-i18n': {
    config: { sourceLocale: 'en', files: [{ source: 'rails/locale/{locale}.yml' }] },
    sources: [1],
    translations: [three(1)],
  },
  sphinx: {
    config: {
      sourceLocale: 'en',
      files: [
        { source: 'sphinx/locale/*.pot', translation: 'sphinx/locale/{locale_}/LC_MESSAGES/{name}.po' },
      ],
    },
    sources: [1],
    translations: [three(1)],
  },
  ghostfolio: {
    config: {
      sourceLocale: 'en',
      files: [
        {
          source: 'apps/client/src/locales/messages.xlf',
          translation: 'apps/client/src/locales/messages.{locale}.xlf',
        },
      ],
    },
    sources: [1],
    translations: [{ de: 1, fr: 1, pl: 1 }],
  },
  'symfony-validator': {
    config: {
      sourceLocale: 'en',
      files: [{ source: 'src/Symfony/Component/Validator/Resources/translations/validators.{locale_}.xlf' }],
    },
    sources: [1],
    translations: [three(1)],
  },
  boris: {
    // The Angular catalog declares its source language (srcLang="de"): it is the source.
    config: {
      sourceLocale: 'de',
      files: [
        { source: 'power/src/locales/messages.xlf', translation: 'power/src/locales/messages.{locale}.xlf' },
      ],
    },
    sources: [1],
    translations: [{ 'de-simple': 1, en: 1 }],
  },
  'flutter-gallery': {
    config: { sourceLocale: 'en', files: [{ source: 'lib/l10n/intl_{locale_}.arb' }] },
    sources: [1],
    translations: [three(1)],
  },
  jabref: {
    config: {
      sourceLocale: 'en',
      files: [{ source: 'jablib/src/main/resources/l10n/JabRef_{locale_}.properties' }],
    },
    sources: [1],
    translations: [three(1)],
  },
  'home-assistant-ios': {
    config: { sourceLocale: 'en', files: [{ source: 'Sources/App/Resources/{locale}.lproj/*.strings' }] },
    sources: [1],
    translations: [three(1)],
  },
  newpipe: {
    config: {
      sourceLocale: 'en',
      files: [
        {
          source: 'app/src/main/res/values/strings.xml',
          translation: 'app/src/main/res/values-{android}/strings.xml',
        },
      ],
    },
    sources: [1],
    translations: [three(1)],
  },
  wagtail: {
    config: { sourceLocale: 'en', files: [{ source: 'wagtail/**/locale/{locale_}/LC_MESSAGES/*.po' }] },
    sources: [19],
    translations: [three(19)],
  },
  rallly: {
    config: { sourceLocale: 'en', files: [{ source: '**/locales/{locale}/*.json' }] },
    sources: [6],
    translations: [three(6)],
  },
  'thunderbird-android': {
    config: {
      sourceLocale: 'en',
      files: [
        { source: '**/res/values/strings.xml', translation: '{path}/res/values-{android}/strings.xml' },
      ],
    },
    sources: [34],
    translations: [three(34)],
    // The second copy of one module's translations, with no source beside it.
    leftOut: ['feature/mail/message/reader/api/src/main/res/values-{android}/strings.xml'],
  },
  ruffle: {
    // The Fluent trees spell the source en-US, the extension's messages.json en: the project is in en,
    // and the Fluent entry names its source folder's spelling. (The Chrome extension's messages.json is
    // read as plain JSON until the format is supported.)
    config: {
      sourceLocale: 'en',
      files: [
        { source: '**/texts/{locale}/*.ftl', localeMap: { en: 'en-US' } },
        { source: 'web/packages/extension/assets/_locales/{locale_}/*.json' },
      ],
    },
    sources: [22, 1],
    translations: [{ 'de-DE': 22, 'fr-FR': 22, 'ru-RU': 22 }, three(1)],
  },
  'ice-cubes': {
    config: {
      sourceLocale: 'en',
      files: [
        { source: 'IceCubesActionExtension/{locale}.lproj/*.strings' },
        // The String Catalog holds every locale: named once, without a locale placeholder.
        { source: 'IceCubesApp/Resources/Localization/Localizable.xcstrings' },
      ],
    },
    sources: [1, 1],
    translations: [{ uk: 1 }, {}],
  },
};

describe.skipIf(!HAVE_CORPUS)('discovery on the real corpus (../shared/corpus)', () => {
  it.each(Object.keys(EXPECTED))('%s', async (name) => {
    const expected = EXPECTED[name] as Expected;
    const logger = memoryLogger();
    const found = await discoverRepository(path.join(corpus, name), {}, logger);
    logDiscovery(found, logger);
    expect(configFor(found)).toEqual(expected.config);
    expect(found.layouts.map((l) => l.sources.length)).toEqual(expected.sources);
    expect(
      found.layouts.map((l) =>
        Object.fromEntries([...l.translations].map(([locale, files]) => [locale, files.length])),
      ),
    ).toEqual(expected.translations);
    const leftOut = [...found.unmapped, ...found.orphans, ...found.unread].map((l) => l.path);
    if (expected.leftOutLike !== undefined) {
      expect(leftOut.length).toBeGreaterThan(0);
      for (const item of leftOut) expect(item).toMatch(expected.leftOutLike);
    } else {
      expect(leftOut).toEqual(expected.leftOut ?? []);
    }
    // The log ends with the configuration, as init prints it.
    const rendered = JSON.stringify(expected.config, null, 2).split('\n');
    expect(logger.lines.slice(-rendered.length).map((l) => l.message)).toEqual(rendered);
    // The layout code resolves that configuration to exactly the files discovery found.
    const resolved = await resolveFiles(
      path.join(corpus, name),
      parseFilesEntries(found.files),
      found.sourceLocale,
      memoryLogger(),
    );
    const described = found.layouts.flatMap((l) => [...l.sources, ...[...l.translations.values()].flat()]);
    expect(resolved.flatMap((r) => [...r.files.values()]).sort()).toEqual(described.sort());
  });

  it.skipIf(!HAVE_CORPUS)(
    'sharex: each neutral .resx is the source of its cultures (Form.resx beside Form.de.resx), nothing left out',
    async () => {
      const logger = memoryLogger();
      const found = await discoverRepository(path.join(corpus, 'sharex'), {}, logger);
      expect(found.files[0]).toEqual({
        source: '**/Properties/Resources.resx',
        translation: '{path}/Properties/Resources.{locale}.resx',
      });
      expect(found.files).toContainEqual({
        source: 'ShareX/Forms/AboutForm.resx',
        translation: 'ShareX/Forms/AboutForm.{locale}.resx',
      });
      expect(found.unread).toEqual([]);
      expect(found.orphans).toEqual([]);
      expect(found.sourceLocale).toBe('en');
    },
  );
});
