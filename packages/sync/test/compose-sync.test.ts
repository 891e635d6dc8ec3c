import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PushResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { runPull } from '../src/pull/run.ts';
import { runPush } from '../src/push/push.ts';
import { fakeApi } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

const pushed: PushResponse = {
  dryRun: false,
  files: 2,
  locales: ['de', 'en'],
  keys: { created: 2, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
  plan: [],
};

const xml = (body: string) => `<?xml version="1.0" encoding="utf-8" ?>\n<resources>\n${body}</resources>\n`;

describe('Compose Multiplatform resources, found by discovery', () => {
  it('pushes texts with apostrophes as Compose shows them and pulls without aapt2 escapes', async () => {
    // repo/ (the layout of RaccoonForFriendica's core/l10n)
    //   core/l10n/src/commonMain/composeResources/values/strings.xml      source (en)
    //   core/l10n/src/commonMain/composeResources/values-uk/strings.xml
    const base = 'core/l10n/src/commonMain/composeResources';
    root = await makeTree({
      [`${base}/values/strings.xml`]: xml(
        `    <string name="circle_edit_field_name">Name</string>\n    <string name="login_friendica_header">I'm on Friendica</string>\n`,
      ),
      [`${base}/values-uk/strings.xml`]: xml(`    <string name="circle_edit_field_name">Ім'я</string>\n`),
    });
    const { api, calls } = fakeApi({
      push: pushed,
      // The server writes Android files as aapt2 reads them: `\'` and `\"` for an apostrophe and a quote.
      pull: {
        sourceLocale: 'en',
        files: [
          {
            locale: 'uk',
            format: 'android',
            content: xml(
              `    <string name="circle_edit_field_name">Ім\\'я</string>\n    <string name="login_friendica_header">Я на \\"Friendica\\"</string>\n`,
            ),
            keys: 2,
          },
        ],
      },
    });
    await runPush({ root, client: api, logger: memoryLogger(), dryRun: false });
    expect(calls.push[0]?.files.map((f) => [f.locale, f.path]).sort()).toEqual([
      ['en', `${base}/values/strings.xml`],
      ['uk', `${base}/values-uk/strings.xml`],
    ]);
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual([`${base}/values-uk/strings.xml`]);
    expect(await readFile(path.join(root, `${base}/values-uk/strings.xml`), 'utf8')).toBe(
      xml(
        `    <string name="circle_edit_field_name">Ім'я</string>\n    <string name="login_friendica_header">Я на "Friendica"</string>\n`,
      ),
    );
  });
});
