import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageOf } from '@locale-sync/formats/core';
import { afterEach, describe, expect, it } from 'vitest';
import { runPull } from '../src/pull/run.ts';
import { fakeApi, pullAnswer } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

// A translator gave a message another shape than the source's: a plural where the source has a
// plain text, or the reverse. Each format's own tool reads the translation's shape (Rails'
// `pluralize`, go-i18n, Android, Foundation), so a pull keeps it byte for byte, does not fill the
// source's shape beside it, and names the file and message when the service has that message in the
// source's shape. Shapes as the corpus has them (diaspora's and rails-i18n's YAML, newpipe's
// `<plurals>`, home-assistant-ios's stringsdict, outline's i18next JSON).
interface Case {
  name: string;
  source: [string, string];
  translation: [string, string];
  locale: string;
  /** The service's source texts, and its texts of the locale: the message in the source's shape, one key changed. */
  en: Record<string, string>;
  service: Record<string, string>;
  /** The message given another shape, and the text the service changes elsewhere in the file (before, after). */
  message: string;
  changed: [string, string];
}

const cases: Case[] = [
  {
    name: 'Rails YAML: a plural where the source has a plain text',
    source: ['config/locales/en.yml', 'en:\n  inbox:\n    title: Inbox\n    items: "%{count} items"\n'],
    translation: [
      'config/locales/de.yml',
      'de:\n  inbox:\n    title: Eingang\n    items:\n      one: Ein Eintrag\n      other: "%{count} Einträge"\n',
    ],
    en: { 'inbox.title': 'Inbox', 'inbox.items': '%{count} items' },
    locale: 'de',
    service: { 'inbox.title': 'Posteingang', 'inbox.items': '%{count} Einträge' },
    message: 'inbox.items',
    changed: ['    title: Eingang\n', '    title: Posteingang\n'],
  },
  {
    name: 'Rails YAML: a plain text where the source has a plural',
    source: [
      'config/locales/en.yml',
      'en:\n  unread:\n    one: One unread message\n    other: "%{count} unread messages"\n  title: Inbox\n',
    ],
    translation: ['config/locales/ja.yml', 'ja:\n  unread: "未読メッセージ%{count}件"\n  title: 受信箱\n'],
    en: { 'unread.one': 'One unread message', 'unread.other': '%{count} unread messages', title: 'Inbox' },
    locale: 'ja',
    service: { 'unread.one': '未読1件', 'unread.other': '未読%{count}件', title: '受信トレイ' },
    message: 'unread',
    changed: ['  title: 受信箱\n', '  title: 受信トレイ\n'],
  },
  {
    name: 'go-i18n TOML: a message with forms where the source has a plain one',
    source: ['active.en.toml', 'title = "Inbox"\nitems = "{{.Count}} items"\n'],
    translation: [
      'active.de.toml',
      'title = "Eingang"\n\n[items]\none = "Ein Eintrag"\nother = "{{.Count}} Einträge"\n',
    ],
    en: { title: 'Inbox', items: '{{.Count}} items' },
    locale: 'de',
    service: { title: 'Posteingang', items: '{{.Count}} Einträge' },
    message: 'items',
    changed: ['title = "Eingang"\n', 'title = "Posteingang"\n'],
  },
  {
    name: 'Android: <plurals> where the default resources have a <string>',
    source: [
      'app/src/main/res/values/strings.xml',
      '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="title">Inbox</string>\n    <string name="videos">%d videos</string>\n</resources>\n',
    ],
    translation: [
      'app/src/main/res/values-de/strings.xml',
      '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="title">Eingang</string>\n    <plurals name="videos">\n        <item quantity="one">%d Video</item>\n        <item quantity="other">%d Videos</item>\n    </plurals>\n</resources>\n',
    ],
    en: { title: 'Inbox', videos: '%d videos' },
    locale: 'de',
    service: { title: 'Posteingang', videos: '%d Videos' },
    message: 'videos',
    changed: ['>Eingang<', '>Posteingang<'],
  },
  {
    name: 'i18next JSON: _one/_other where the source has a plain key',
    source: ['locales/en/translation.json', '{\n  "title": "Inbox",\n  "items": "{{count}} items"\n}\n'],
    translation: [
      'locales/de/translation.json',
      '{\n  "title": "Eingang",\n  "items_one": "Ein Eintrag",\n  "items_other": "{{count}} Einträge"\n}\n',
    ],
    en: { title: 'Inbox', items: '{{count}} items' },
    locale: 'de',
    service: { title: 'Posteingang', items: '{{count}} Einträge' },
    message: 'items',
    changed: ['"Eingang"', '"Posteingang"'],
  },
  {
    name: 'i18next JSON v3 (Invidious): numbered forms _0…_2 where the source has key and key_plural',
    source: [
      'locales/en-US.json',
      '{\n    "Subscribe": "Subscribe",\n    "generic_views_count": "{{count}} view",\n    "generic_views_count_plural": "{{count}} views"\n}\n',
    ],
    translation: [
      'locales/ru.json',
      '{\n    "Subscribe": "Подписаться",\n    "generic_views_count_0": "{{count}} просмотр",\n    "generic_views_count_1": "{{count}} просмотра",\n    "generic_views_count_2": "{{count}} просмотров"\n}\n',
    ],
    en: {
      Subscribe: 'Subscribe',
      generic_views_count: '{{count}} view',
      generic_views_count_plural: '{{count}} views',
    },
    locale: 'ru',
    service: {
      Subscribe: 'Подписка',
      generic_views_count: '{{count}} просмотр',
      generic_views_count_plural: '{{count}} просмотров',
    },
    message: 'generic_views_count',
    changed: ['"Подписаться"', '"Подписка"'],
  },
  {
    name: 'Apple stringsdict: a format key with text where the source has a lone variable',
    source: [
      'App/en.lproj/Localizable.stringsdict',
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n\t<key>files</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@COUNT@</string>\n\t\t<key>COUNT</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>\n\t\t\t<key>one</key>\n\t\t\t<string>%lld file</string>\n\t\t\t<key>other</key>\n\t\t\t<string>%lld files</string>\n\t\t</dict>\n\t</dict>\n\t<key>title</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@N@</string>\n\t\t<key>N</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>\n\t\t\t<key>one</key>\n\t\t\t<string>%lld title</string>\n\t\t\t<key>other</key>\n\t\t\t<string>%lld titles</string>\n\t\t</dict>\n\t</dict>\n</dict>\n</plist>\n',
    ],
    translation: [
      'App/de.lproj/Localizable.stringsdict',
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n\t<key>files</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@COUNT@ im Ordner</string>\n\t\t<key>COUNT</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>\n\t\t\t<key>one</key>\n\t\t\t<string>%lld Datei</string>\n\t\t\t<key>other</key>\n\t\t\t<string>%lld Dateien</string>\n\t\t</dict>\n\t</dict>\n\t<key>title</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@N@</string>\n\t\t<key>N</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>\n\t\t\t<key>one</key>\n\t\t\t<string>%lld Eingang</string>\n\t\t\t<key>other</key>\n\t\t\t<string>%lld Titel</string>\n\t\t</dict>\n\t</dict>\n</dict>\n</plist>\n',
    ],
    locale: 'de',
    en: {
      'files[one]': '%lld file',
      'files[other]': '%lld files',
      'title[one]': '%lld title',
      'title[other]': '%lld titles',
    },
    service: {
      'files[one]': '%lld Datei',
      'files[other]': '%lld Dateien',
      'title[one]': '%lld Titel',
      'title[other]': '%lld Titel',
    },
    message: 'files',
    changed: ['%lld Eingang', '%lld Titel'],
  },
  {
    name: 'Xcode String Catalog: plural variations where the source has a plain string unit',
    source: [
      'App/Localizable.xcstrings',
      '{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "%lld items" : {\n      "localizations" : {\n        "de" : {\n          "variations" : {\n            "plural" : {\n              "one" : {\n                "stringUnit" : {\n                  "state" : "translated",\n                  "value" : "%lld Eintrag"\n                }\n              },\n              "other" : {\n                "stringUnit" : {\n                  "state" : "translated",\n                  "value" : "%lld Einträge"\n                }\n              }\n            }\n          }\n        }\n      }\n    },\n    "Inbox" : {\n      "localizations" : {\n        "de" : {\n          "stringUnit" : {\n            "state" : "translated",\n            "value" : "Eingang"\n          }\n        }\n      }\n    }\n  },\n  "version" : "1.0"\n}',
    ],
    translation: [
      'App/Localizable.xcstrings',
      '{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "%lld items" : {\n      "localizations" : {\n        "de" : {\n          "variations" : {\n            "plural" : {\n              "one" : {\n                "stringUnit" : {\n                  "state" : "translated",\n                  "value" : "%lld Eintrag"\n                }\n              },\n              "other" : {\n                "stringUnit" : {\n                  "state" : "translated",\n                  "value" : "%lld Einträge"\n                }\n              }\n            }\n          }\n        }\n      }\n    },\n    "Inbox" : {\n      "localizations" : {\n        "de" : {\n          "stringUnit" : {\n            "state" : "translated",\n            "value" : "Eingang"\n          }\n        }\n      }\n    }\n  },\n  "version" : "1.0"\n}',
    ],
    locale: 'de',
    en: { '%lld items': '%lld items', Inbox: 'Inbox' },
    service: { '%lld items': '%lld Einträge', Inbox: 'Posteingang' },
    message: '%lld items',
    changed: ['"Eingang"', '"Posteingang"'],
  },
];

describe("a pull keeps a translation's message in the shape its translator gave it", () => {
  for (const c of cases) {
    it(`${c.name}: the file's shape stays byte for byte, the service's is named and not written`, async () => {
      root = await makeTree({ [c.source[0]]: c.source[1], [c.translation[0]]: c.translation[1] });
      const { locale } = c;
      const { api } = fakeApi({ pull: pullAnswer({ en: c.en, [locale]: c.service }) });
      const logger = memoryLogger();
      await runPull({
        root,
        client: api,
        logger,
        options: { status: 'approved', missing: 'source' },
        dryRun: false,
      });
      const written = await readFile(path.join(root, c.translation[0]), 'utf8');
      expect(written).toBe(c.translation[1].replace(c.changed[0], c.changed[1]));
      const warning = logger.lines.find((l) => l.level === 'warning' && l.message.includes('shape'));
      expect(warning?.message).toContain(`${c.translation[0]}: ${locale} holds "${c.message}"`);
      expect(warning?.where).toEqual({ file: c.translation[0] });
    });

    it(`${c.name}: filling gaps leaves the message as the translator wrote it`, async () => {
      root = await makeTree({ [c.source[0]]: c.source[1], [c.translation[0]]: c.translation[1] });
      // The service has no text of the message (push stored none: the keys are not the source's).
      const en = new Map(Object.entries(c.en));
      const others = Object.entries(c.service).filter(([key]) => messageOf(key, en) !== c.message);
      const { api } = fakeApi({ pull: pullAnswer({ en: c.en, [c.locale]: Object.fromEntries(others) }) });
      const logger = memoryLogger();
      await runPull({
        root,
        client: api,
        logger,
        options: { status: 'approved', missing: 'source' },
        dryRun: false,
      });
      const written = await readFile(path.join(root, c.translation[0]), 'utf8');
      expect(written).toBe(c.translation[1].replace(c.changed[0], c.changed[1]));
      expect(logger.text('warning')).not.toContain('shape');
    });
  }
});

const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/corpus');
const railsI18n = path.join(corpus, 'rails-i18n/rails/locale');

describe.runIf(existsSync(railsI18n))(
  "rails-i18n's real files, whose decimal units are plurals only in translation",
  () => {
    // en.yml has `billion: Billion`; de.yml and ru.yml have `billion: {one: …, other: …}` (Rails'
    // number_to_human pluralizes them by count). A pull that brings the service's texts of the
    // source's plain keys leaves both files as they are, and names each such unit.
    it('pulls de and ru back byte for byte and names the units kept in their shape', async () => {
      const read = (locale: string) => readFile(path.join(railsI18n, `${locale}.yml`), 'utf8');
      const [en, de, ru] = await Promise.all(['en', 'de', 'ru'].map(read));
      root = await makeTree({
        '.locale/config.json': JSON.stringify({
          sourceLocale: 'en',
          files: [{ source: 'rails/locale/{locale}.yml' }],
        }),
        'rails/locale/en.yml': en as string,
        'rails/locale/de.yml': de as string,
        'rails/locale/ru.yml': ru as string,
      });
      const { getFormat, loadFormats } = await import('@locale-sync/formats/core');
      await loadFormats(['yaml']);
      const yaml = getFormat('yaml');
      const source = Object.fromEntries(yaml.parse(en as string));
      // The service, as the reference server stores a push: each locale's texts of the source's keys
      // (the plural units are not among them), and a text of each unit in the source's plain shape.
      const units = Object.keys(source).filter((key) => key.startsWith('number.human.decimal_units.units.'));
      const service = (text: string) => {
        const texts = [...yaml.parse(text)].filter(([key]) => key in source);
        const stored = new Map(texts);
        for (const unit of units) if (!stored.has(unit)) stored.set(unit, `${source[unit]} (service)`);
        return Object.fromEntries(stored);
      };
      const { api } = fakeApi({
        pull: pullAnswer({ en: source, de: service(de as string), ru: service(ru as string) }),
      });
      const logger = memoryLogger();
      await runPull({ root, client: api, logger, options: { status: 'approved' }, dryRun: false });
      expect(await readFile(path.join(root, 'rails/locale/de.yml'), 'utf8')).toBe(de);
      expect(await readFile(path.join(root, 'rails/locale/ru.yml'), 'utf8')).toBe(ru);
      const kept = logger.lines.filter((l) => l.level === 'warning' && l.message.includes('in the service'));
      const named = kept.map((l) => /^(\S+): \w+ holds "([^"]+)"/.exec(l.message)?.slice(1, 3).join(' '));
      for (const unit of ['billion', 'million', 'quadrillion', 'thousand', 'trillion']) {
        expect(named).toContain(`rails/locale/ru.yml number.human.decimal_units.units.${unit}`);
      }
      expect(named.filter((n) => n?.startsWith('rails/locale/de.yml'))).toHaveLength(4);
    });
  },
);
