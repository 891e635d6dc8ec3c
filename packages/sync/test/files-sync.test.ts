import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PushResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { runPull } from '../src/pull/run.ts';
import { runPush } from '../src/push/push.ts';
import { fakeApi, pullAnswer } from './fake-api.ts';
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
  keys: { created: 1, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
  plan: [],
};

describe('a files config with one source file', () => {
  it('pushes the files the layout finds and pulls a new locale where the template puts it', async () => {
    // repo/
    //   .locale/config.json            {"files": [{"source": "app/res/values/strings.xml",
    //                                   "translation": "app/res/values-{android}/strings.xml"}]}
    //   app/res/values/strings.xml      source (en)
    //   app/res/values-de/strings.xml
    //   app/res/values-night/colors.xml  not a locale: never matched
    const xml = (text: string) =>
      `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="hello">${text}</string>\n</resources>\n`;
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        files: [
          { source: 'app/res/values/strings.xml', translation: 'app/res/values-{android}/strings.xml' },
        ],
      }),
      'app/res/values/strings.xml': xml('Hello'),
      'app/res/values-de/strings.xml': xml('Hallo'),
      'app/res/values-night/strings.xml': xml('Hello'),
    });
    const { api, calls } = fakeApi({
      push: pushed,
      pull: pullAnswer({ de: { hello: 'Hallo' }, 'pt-BR': { hello: 'Olá' }, 'sr-Latn': { hello: 'Zdravo' } }),
    });
    await runPush({ root, client: api, logger: memoryLogger(), dryRun: false });
    expect(calls.push[0]?.files.map((f) => [f.locale, f.path, f.format])).toEqual([
      ['de', 'app/res/values-de/strings.xml', 'android'],
      ['en', 'app/res/values/strings.xml', 'android'],
    ]);
    expect(calls.push[0]?.files[0]).not.toHaveProperty('resource');
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual([
      'app/res/values-pt-rBR/strings.xml',
      'app/res/values-b+sr+Latn/strings.xml',
    ]);
    expect(await readFile(path.join(root, 'app/res/values-pt-rBR/strings.xml'), 'utf8')).toContain(
      '<string name="hello">Olá</string>',
    );
  });
});
