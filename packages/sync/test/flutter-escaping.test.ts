import { loadFormat } from '@locale-sync/formats/core';
import { afterEach, describe, expect, it } from 'vitest';
import { PushChecks } from '../src/checks/push-checks.ts';
import { checkTranslations } from '../src/checks/translations.ts';
import { collectPushFiles } from '../src/push/collect.ts';
import { readPushFiles } from '../src/push/read.ts';
import { parseConfig } from '../src/repository/config-parse.ts';
import { RepositoryLayout } from '../src/repository/layout.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

// Flutter's gen-l10n reads an apostrophe in an ARB message as an ordinary character unless the
// l10n.yaml sets `use-escaping: true` (flutter_tools' localizations_utils.dart reads the key,
// message_parser.dart's `Parser` has `useEscaping = false`). French writes `l'{count}`: a placeholder
// after an elided article, which a reading with ICU quotes takes for literal text.

const en = JSON.stringify({
  '@@locale': 'en',
  deleted: '{count} items deleted',
  '@deleted': { placeholders: { count: { type: 'int' } } },
  welcome: 'Welcome {name}',
  '@welcome': { placeholders: { name: { type: 'String' } } },
});
// The same French in both apps: `deleted` holds {count} unless apostrophes quote; `welcome` lost {name}.
const fr = JSON.stringify({ '@@locale': 'fr', deleted: "Suppression de l'{count}", welcome: "L'accueil" });

// apps/shop/l10n.yaml     gen-l10n's default: no use-escaping
// apps/admin/l10n.yaml    use-escaping: true
const monorepo = {
  'apps/shop/pubspec.yaml': 'name: shop\n',
  'apps/shop/l10n.yaml': 'arb-dir: lib/l10n\ntemplate-arb-file: app_en.arb\n',
  'apps/shop/lib/l10n/app_en.arb': en,
  'apps/shop/lib/l10n/app_fr.arb': fr,
  'apps/admin/pubspec.yaml': 'name: admin\n',
  'apps/admin/l10n.yaml': 'arb-dir: lib/l10n\nuse-escaping: true # quotes as ICU\n',
  'apps/admin/lib/l10n/app_en.arb': en,
  'apps/admin/lib/l10n/app_fr.arb': fr,
};

const expected = [
  'apps/admin/lib/l10n/app_fr.arb: key "deleted": placeholder {count} of the source (apps/admin/lib/l10n/app_en.arb) is missing',
  'apps/admin/lib/l10n/app_fr.arb: key "welcome": placeholder {name} of the source (apps/admin/lib/l10n/app_en.arb) is missing',
  'apps/shop/lib/l10n/app_fr.arb: key "welcome": placeholder {name} of the source (apps/shop/lib/l10n/app_en.arb) is missing',
];

let root: string | undefined;
afterEach(async () => {
  if (root !== undefined) await removeTree(root);
  root = undefined;
});

describe("ARB apostrophes, as each app's l10n.yaml says", () => {
  it('pull: each file is read with the use-escaping of the l10n.yaml whose arb-dir holds it', async () => {
    root = await makeTree(monorepo);
    const config = parseConfig('{}', memoryLogger());
    const layout = await RepositoryLayout.read(root, config, memoryLogger());
    expect(layout.icuQuotingOf('apps/shop/lib/l10n/app_fr.arb')).toBe(false);
    expect(layout.icuQuotingOf('apps/admin/lib/l10n/app_fr.arb')).toBe(true);
    const arb = await loadFormat('arb');
    const translations = layout
      .files()
      .filter((f) => f.locale === 'fr')
      .map((f) => ({
        ...f,
        entries: arb.parse(monorepo[f.path as keyof typeof monorepo], { path: f.path, locale: 'fr' }),
      }));
    expect(translations.map((t) => t.path).sort()).toEqual([
      'apps/admin/lib/l10n/app_fr.arb',
      'apps/shop/lib/l10n/app_fr.arb',
    ]);
    const logger = memoryLogger();
    await checkTranslations({ rootReal: root, layout, sourceLocale: 'en', translations, logger });
    const shown = logger.lines.filter((l) => l.level === 'warning').map((l) => l.message);
    expect(shown.sort()).toEqual(expected);
  });

  it('a config with `paths` or `files` reads the l10n.yaml above the ARB files it names', async () => {
    root = await makeTree(monorepo);
    const files = JSON.stringify({
      sourceLocale: 'en',
      files: [
        { source: 'apps/shop/lib/l10n/app_en.arb', translation: 'apps/shop/lib/l10n/app_{locale}.arb' },
        { source: 'apps/admin/lib/l10n/app_en.arb', translation: 'apps/admin/lib/l10n/app_{locale}.arb' },
      ],
    });
    const byFiles = await RepositoryLayout.read(root, parseConfig(files, memoryLogger()), memoryLogger());
    expect(byFiles.icuQuotingOf('apps/shop/lib/l10n/app_fr.arb')).toBe(false);
    expect(byFiles.icuQuotingOf('apps/admin/lib/l10n/app_fr.arb')).toBe(true);
    // A locale not written yet goes in the same folder, read the same way.
    expect(byFiles.icuQuotingOf('apps/admin/lib/l10n/app_de.arb')).toBe(true);
    const paths = JSON.stringify({
      paths: { en: 'apps/admin/lib/l10n/app_en.arb', fr: 'apps/admin/lib/l10n/app_fr.arb' },
    });
    const byPaths = await RepositoryLayout.read(root, parseConfig(paths, memoryLogger()), memoryLogger());
    expect(byPaths.icuQuotingOf('apps/admin/lib/l10n/app_fr.arb')).toBe(true);
    expect(byPaths.icuQuotingOf('apps/shop/lib/l10n/app_fr.arb')).toBeUndefined();
  });

  it('push: the same', async () => {
    root = await makeTree(monorepo);
    const logger = memoryLogger();
    const config = parseConfig('{}', logger);
    const { icuQuotingOf } = await readPushFiles(root, config, logger);
    const files = await collectPushFiles(root, config, logger);
    const sources = new Map(
      files.filter((f) => f.locale === 'en').map((f) => [f.resource ?? '', f] as const),
    );
    expect(sources.size).toBe(2);
    const checks = new PushChecks(sources, { strict: false, icuQuotingOf });
    const pushLogger = memoryLogger();
    for (const file of files) await checks.check(file, pushLogger);
    const shown = pushLogger.lines.filter((l) => l.level === 'warning').map((l) => l.message);
    expect(shown.sort()).toEqual(expected);
  });
});
