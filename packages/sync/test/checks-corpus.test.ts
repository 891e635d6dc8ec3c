import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describePlurals, describeProblems } from '../src/checks/describe.ts';
import { checkPushFiles } from '../src/checks/push-checks.ts';
import { checkTranslations } from '../src/checks/translations.ts';
import { collectPushFiles } from '../src/push/collect.ts';
import { parseConfig } from '../src/repository/config-parse.ts';
import { RepositoryLayout } from '../src/repository/layout.ts';
import { memoryLogger } from './helpers.ts';

// The real files of 12 projects (see SOURCES.md there), read as the push reads them: the
// `.locale/config.json` `paths` of SOURCES.md's last table, collectPushFiles, then the push checks
// and the pull's checks. Correct shipped translations must raise nothing; the real faults below must
// each be reported on their file and key.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const corpus = path.resolve(repoRoot, '../shared/corpus');

interface Project {
  name: string;
  source: string;
  paths: Record<string, string>;
  /** Every warning the push checks give, as `<path>: key "<key>": <what>`. */
  expected: string[];
}

const gf = 'apps/client/src/locales';
const jab = 'jablib/src/main/resources/l10n';
const jabSource = `(${jab}/JabRef_en.properties)`;
const np = 'app/src/main/res';
const fl = 'lib/l10n';
/** Flutter gallery's ICU plurals: `=0`/`=1` and `other`, which French needs more than (`many`). */
const flutterPlurals: Array<[string, string]> = [
  ['craneHours', 'hours'],
  ['craneMinutes', 'minutes'],
  ['shrineScreenReaderCart', 'quantity'],
  ['rallyAlertsMessageUnassignedTransactions', 'count'],
  ['craneFlyStops', 'numberOfStops'],
  ['craneSleepProperties', 'totalProperties'],
  ['craneEatRestaurants', 'totalRestaurants'],
  ['shrineCartItemCount', 'quantity'],
];
const needs = (file: string, key: string, locale: string, form: string, argument: string): string =>
  `${file}: key "${key}": ${locale} needs the plural form "${form}" in argument {${argument}}, which is missing`;
const angularPlurals = ['1541521390115871091', '7309206099560156141', '6278975207599702712'];

const PROJECTS: Project[] = [
  {
    name: 'excalidraw',
    source: 'en',
    paths: Object.fromEntries(
      ['en', 'de-DE', 'fr-FR', 'ru-RU'].map((l) => [l, `packages/excalidraw/locales/${l}.json`]),
    ),
    expected: [],
  },
  {
    name: 'outline',
    source: 'en-US',
    paths: Object.fromEntries(
      ['en_US', 'de_DE', 'fr_FR', 'pl_PL'].map((l) => [
        l.replace('_', '-'),
        `shared/i18n/locales/${l}/translation.json`,
      ]),
    ),
    expected: [],
  },
  {
    // de keeps two/few/many forms Rails never picks for German; `zero` forms say "nobody" without
    // %{actors}; fr has no `many`, as rails-i18n's French rule has none.
    name: 'diaspora',
    source: 'en',
    paths: Object.fromEntries(['en', 'de', 'fr', 'ru'].map((l) => [l, `config/locales/diaspora/${l}.yml`])),
    expected: [],
  },
  {
    // date.formats are strftime patterns, not placeholders; French `one` says "une heure" in words.
    name: 'rails-i18n',
    source: 'en',
    paths: Object.fromEntries(['en', 'de', 'fr', 'ru'].map((l) => [l, `rails/locale/${l}.yml`])),
    expected: [],
  },
  {
    // The source is the .pot template; translations are compared with their msgids.
    name: 'sphinx',
    source: 'en',
    paths: {
      en: 'sphinx/locale/sphinx.pot',
      ...Object.fromEntries(['de', 'fr', 'ru'].map((l) => [l, `sphinx/locale/${l}/LC_MESSAGES/sphinx.po`])),
    },
    expected: [],
  },
  {
    // <x id="INTERPOLATION" equiv-text="…"/> is matched by id; `=1` stands for `one` in en, de, pl.
    name: 'ghostfolio',
    source: 'en',
    paths: {
      en: `${gf}/messages.xlf`,
      ...Object.fromEntries(['de', 'fr', 'pl'].map((l) => [l, `${gf}/messages.${l}.xlf`])),
    },
    expected: [
      `${gf}/messages.fr.xlf: key "7309206099560156141": invalid ICU message: missing other clause at line 1, column 55 of the text`,
      // French `one` holds 0 and fractions too, so `=1` does not stand for it; `many` is for millions.
      ...['1541521390115871091', '6278975207599702712'].flatMap((key) =>
        ['one', 'many'].map((form) => needs(`${gf}/messages.fr.xlf`, key, 'fr', form, 'VAR_PLURAL')),
      ),
      // Polish "2 profile", "5 profili": few and many are missing (the texts are still English).
      ...angularPlurals.flatMap((key) =>
        ['few', 'many'].map((form) => needs(`${gf}/messages.pl.xlf`, key, 'pl', form, 'VAR_PLURAL')),
      ),
    ],
  },
  {
    name: 'symfony-validator',
    source: 'en',
    paths: Object.fromEntries(
      ['en', 'de', 'fr', 'ru'].map((l) => [
        l,
        `src/Symfony/Component/Validator/Resources/translations/validators.${l}.xlf`,
      ]),
    ),
    expected: [],
  },
  {
    // XLIFF 2.0: <ph id="0" equiv="INTERPOLATION" disp="…"/> is matched by id.
    name: 'boris',
    source: 'de',
    paths: {
      de: 'power/src/locales/messages.xlf',
      en: 'power/src/locales/messages.en.xlf',
      'de-simple': 'power/src/locales/messages.de-simple.xlf',
    },
    expected: [],
  },
  {
    name: 'flutter-gallery',
    source: 'en',
    paths: Object.fromEntries(['en', 'de', 'fr', 'ru'].map((l) => [l, `${fl}/intl_${l}.arb`])),
    expected: [
      // Flutter's gen-l10n passes `=0`/`=1` as Intl.plural's `zero`/`one` (which then also serves
      // Russian 21, 31…), so only French `many` is missing; Russian has every category it needs.
      ...flutterPlurals.map(([key, argument]) => needs(`${fl}/intl_fr.arb`, key, 'fr', 'many', argument)),
    ],
  },
  {
    name: 'jabref',
    source: 'en',
    paths: Object.fromEntries(['en', 'de', 'fr', 'ru'].map((l) => [l, `${jab}/JabRef_${l}.properties`])),
    expected: [
      `${jab}/JabRef_de.properties: key "%0 entry(s) imported": placeholder %0 of the source ${jabSource} is missing`,
      `${jab}/JabRef_de.properties: key "change type of entry %0 from %1 to %2": placeholder %2 of the source ${jabSource} is missing`,
      // "d'entrée 0% de %1" and "Le fichier "%"": the %0 is mangled.
      `${jab}/JabRef_fr.properties: key "change type of entry %0 from %1 to %2": placeholder %0 of the source ${jabSource} is missing`,
      `${jab}/JabRef_fr.properties: key "File "%0" cannot be added!": placeholder %0 of the source ${jabSource} is missing`,
      `${jab}/JabRef_ru.properties: key "Unable to write to %0.": placeholder %0 of the source ${jabSource} is missing`,
      `${jab}/JabRef_ru.properties: key "Unable to write to %0.": placeholder %s is not in the source ${jabSource}`,
    ],
  },
  {
    name: 'home-assistant-ios',
    source: 'en',
    paths: Object.fromEntries(
      ['en', 'de', 'fr', 'ru'].map((l) => [l, `Sources/App/Resources/${l}.lproj/Localizable.strings`]),
    ),
    expected: [],
  },
  {
    // Russian `one` shows %s (it holds 21 too); ru has no `other`, which whole counts never reach.
    name: 'newpipe',
    source: 'en',
    paths: {
      en: `${np}/values/strings.xml`,
      ...Object.fromEntries(['de', 'fr', 'ru'].map((l) => [l, `${np}/values-${l}/strings.xml`])),
    },
    expected: ['de', 'fr', 'ru'].map(
      (l) =>
        `${np}/values-${l}/strings.xml: key "sign_in_confirm_not_bot_error": placeholder %2$s of the source (${np}/values/strings.xml) is missing`,
    ),
  },
];

const title = existsSync(corpus)
  ? 'checks on the real corpus'
  : `checks on the real corpus: skipped, ${corpus} is missing`;

describe.skipIf(!existsSync(corpus))(title, () => {
  for (const project of PROJECTS) {
    it(`${project.name}: only the real faults are reported, on their file and key`, async () => {
      const root = path.join(corpus, project.name);
      const logger = memoryLogger();
      const config = parseConfig(JSON.stringify({ paths: project.paths }), logger);
      const files = await collectPushFiles(root, config, logger);
      const source = files.find((f) => f.locale === project.source);
      if (!source)
        throw new Error(`${project.name}: no ${project.source} file among ${files.map((f) => f.path)}`);
      // What checkPushFiles reports, in full (its log shows ten lines per file, then a count).
      const problems = files.flatMap((file) =>
        (file === source ? describePlurals(file) : describeProblems(source, file, { plurals: true })).map(
          (problem) => `${file.path}: ${problem}`,
        ),
      );
      expect(problems.sort()).toEqual([...project.expected].sort());
      const counts = await checkPushFiles(files, { sourceLocale: project.source, strict: false, logger });
      const perFile = new Map<string, number>();
      for (const line of project.expected) {
        const file = line.slice(0, line.indexOf(': key "'));
        perFile.set(file, (perFile.get(file) ?? 0) + 1);
      }
      expect(counts).toEqual(perFile);

      // The pull checks the same translations against the source it reads itself (no plural forms).
      const pullLogger = memoryLogger();
      const pulled = await checkTranslations({
        rootReal: root,
        layout: await RepositoryLayout.read(root, config, memoryLogger()),
        sourceLocale: project.source,
        translations: files.filter((f) => f !== source),
        logger: pullLogger,
      });
      const placeholders = project.expected.filter((m) => !m.includes('needs the plural form'));
      expect([...pulled.values()].reduce((a, b) => a + b, 0)).toBe(placeholders.length);
      const shown = pullLogger.lines.filter((l) => l.level === 'warning').map((l) => l.message);
      expect(placeholders).toEqual(expect.arrayContaining(shown));
    });
  }
});
