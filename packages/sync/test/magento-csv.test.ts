import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PushResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { runPull } from '../src/pull/run.ts';
import { runPush } from '../src/push/push.ts';
import { fakeApi } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

// Magento 2 modules keep their texts in i18n/<locale>.csv ("phrase","translation" rows), en_US.csv
// the source (Smile-SA/elasticsuite's src/module-elasticsuite-*/i18n/ have this shape).

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

const pushed: PushResponse = {
  dryRun: false,
  files: 2,
  locales: ['de-DE', 'en-US'],
  keys: { created: 2, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
  plan: [],
};

describe("Magento's i18n/<locale>.csv through push and pull", () => {
  it('sends every module file as csv, keyed by the phrase', async () => {
    // repo/                                         no config: discovery finds the layout
    //   src/module-core/i18n/en_US.csv              the phrases (one renamed: "Manage Indexes Status")
    //   src/module-core/i18n/de_DE.csv
    //   src/module-core/registration.php            no translation file
    root = await makeTree({
      'src/module-core/i18n/en_US.csv':
        '"System", "System"\n"Manage Indexes Status", "Manage Indices Status"\n',
      'src/module-core/i18n/de_DE.csv': 'System,System\n"Manage Indexes Status","Indizes verwalten"\n',
      'src/module-core/registration.php': '<?php\n',
    });
    const { api, calls } = fakeApi({ push: pushed });
    const logger = memoryLogger();
    await runPush({ root, client: api, logger, dryRun: false });
    expect(calls.push[0]?.files.map((f) => [f.locale, f.path, f.format])).toEqual([
      ['de-DE', 'src/module-core/i18n/de_DE.csv', 'csv'],
      ['en-US', 'src/module-core/i18n/en_US.csv', 'csv'],
    ]);
    expect(logger.text()).toContain('src/module-core/i18n/de_DE.csv: locale de-DE, 2 keys');
    expect(logger.text('warning')).toBe('');
  });

  it("pulls a new locale as the source file's rows with the translations, quoted as the source quotes", async () => {
    // repo/
    //   src/module-core/i18n/en_US.csv     the source: `"System", "System"` (a space before the quote)
    //   (fr_FR.csv is pulled)
    root = await makeTree({
      'src/module-core/i18n/en_US.csv':
        '"System", "System"\n"Manage Indexes Status", "Manage Indices Status"\n"Size","Size"\n',
    });
    const { api } = fakeApi({
      pull: {
        sourceLocale: 'en-US',
        files: [
          {
            locale: 'fr-FR',
            format: 'csv',
            content: 'System,Système\n"Manage Indexes Status","Gérer les index"\n',
            keys: 2,
          },
        ],
      },
    });
    const pulled = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved', locales: ['fr-FR'] },
      dryRun: false,
    });
    expect(pulled.changedFiles).toEqual(['src/module-core/i18n/fr_FR.csv']);
    expect(await readFile(path.join(root, 'src/module-core/i18n/fr_FR.csv'), 'utf8')).toBe(
      '"System", "Système"\n"Manage Indexes Status", "Gérer les index"\n',
    );
  });
});
