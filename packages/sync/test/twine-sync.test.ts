// Twine's strings file through the sync, by the one-file-many-locales path the String Catalog takes:
// push sends each language as flat JSON, pull writes the languages back into the one file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PushFile, PushResponse, PushStateResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncApi } from '../src/api.ts';
import { runPull } from '../src/pull/run.ts';
import { runPush } from '../src/push/push.ts';
import { pullAnswer } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

// organicmaps/organicmaps, data/strings/partners_strings.txt (formats' test fixtures).
const STRINGS = await readFile(
  path.resolve(
    fileURLToPath(import.meta.url),
    '../../../formats/test/fixtures/organicmaps/strings/partners_strings.txt',
  ),
  'utf8',
);
const STRINGS_PATH = 'data/strings/partners_strings.txt';
const CONFIG = JSON.stringify({ sourceLocale: 'en', files: [{ source: STRINGS_PATH, format: 'twine' }] });

const trees: string[] = [];
afterEach(async () => {
  await Promise.all(trees.splice(0).map(removeTree));
});

function api(pull = pullAnswer({})) {
  const pushed: PushFile[][] = [];
  const client: SyncApi = {
    async pushState(): Promise<PushStateResponse> {
      return { sourceLocale: 'en', unchanged: [] };
    },
    async push(files, options): Promise<PushResponse> {
      pushed.push(files);
      return {
        dryRun: options.dryRun === true,
        files: files.length,
        locales: files.map((f) => f.locale),
        keys: { created: 0, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
        plan: files.map((f) => ({
          locale: f.locale,
          created: Object.keys(JSON.parse(f.content) as object),
          updated: [],
          obsolete: [],
          kept: [],
          ignored: [],
          unchanged: 0,
        })),
      };
    },
    async pull() {
      return pull;
    },
  };
  return { client, pushed };
}

describe('a Twine strings file in the sync', () => {
  it('pushes each language as flat JSON with the file as path, and pulls them back into it', async () => {
    // repo/
    //   .locale/config.json                 {"files": [{"source": "data/strings/partners_strings.txt", "format": "twine"}]}
    //   data/strings/partners_strings.txt   en (developer language), de, pl, ru
    const root = await makeTree({ '.locale/config.json': CONFIG, [STRINGS_PATH]: STRINGS });
    trees.push(root);
    const { client, pushed } = api(
      pullAnswer({
        de: { sponsored_partner2_action: 'Preisnachlass', sponsored_partner3_action: 'Gutschein' },
        ru: { sponsored_partner1_action: 'Аутлеты' },
      }),
    );
    await runPush({ root, client, logger: memoryLogger(), dryRun: false });
    expect((pushed[0] ?? []).map((f) => [f.locale, f.path, f.format])).toEqual([
      ['en', STRINGS_PATH, 'json'],
      ['de', STRINGS_PATH, 'json'],
      ['pl', STRINGS_PATH, 'json'],
      ['ru', STRINGS_PATH, 'json'],
    ]);
    const result = await runPull({
      root,
      client,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual([STRINGS_PATH]);
    expect(await readFile(path.join(root, STRINGS_PATH), 'utf8')).toBe(
      STRINGS.replace('de = Rabatt', 'de = Preisnachlass').replace(
        '    en = Coupon\n',
        '    en = Coupon\n    de = Gutschein\n',
      ),
    );
  });
});
