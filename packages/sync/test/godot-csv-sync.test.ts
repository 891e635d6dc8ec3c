// Godot's CSV translations through the sync, by the one-file-many-locales path the String Catalog
// takes: push sends each locale column as flat JSON, pull writes the locales back into the one file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PushFile, PushResponse, PushStateResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncApi } from '../src/api.ts';
import { runPull } from '../src/pull/run.ts';
import { runPush } from '../src/push/push.ts';
import { discoverLayouts } from '../src/repository/discover.ts';
import { pullAnswer } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

// godotengine/godot-demo-projects, gui/translation/translations/csv/text.csv (formats' test fixtures).
const TABLE = await readFile(
  path.resolve(
    fileURLToPath(import.meta.url),
    '../../../formats/test/fixtures/godot-demo-projects/gui/translation/translations/csv/text.csv',
  ),
  'utf8',
);
const TABLE_PATH = 'translations/csv/text.csv';
const CONFIG = JSON.stringify({ sourceLocale: 'en', files: [{ source: TABLE_PATH, format: 'godot-csv' }] });

const trees: string[] = [];
afterEach(async () => {
  await Promise.all(trees.splice(0).map(removeTree));
});
async function tree(files: Record<string, string>): Promise<string> {
  const root = await makeTree(files);
  trees.push(root);
  return root;
}

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

describe("Godot's CSV translations in the sync", () => {
  it('are found by discovery as an entry of their own in the godot-csv format', async () => {
    const found = await discoverLayouts([TABLE_PATH, 'project.godot'], {
      head: async (f) => (f === TABLE_PATH ? TABLE : undefined),
    });
    expect(found.files).toEqual([{ source: TABLE_PATH, format: 'godot-csv' }]);
    expect(found.unread).toEqual([]);
  });

  it('push each locale column as flat JSON, the table as path', async () => {
    // repo/
    //   .locale/config.json          {"files": [{"source": "translations/csv/text.csv", "format": "godot-csv"}]}
    //   translations/csv/text.csv    ,en,es,ja,ru (Godot's demo)
    const root = await tree({ '.locale/config.json': CONFIG, [TABLE_PATH]: TABLE });
    const { client, pushed } = api();
    await runPush({ root, client, logger: memoryLogger(), dryRun: false });
    const sent = pushed[0] ?? [];
    expect(sent.map((f) => [f.locale, f.path, f.format])).toEqual([
      ['en', TABLE_PATH, 'json'],
      ['es', TABLE_PATH, 'json'],
      ['ja', TABLE_PATH, 'json'],
      ['ru', TABLE_PATH, 'json'],
    ]);
    expect(JSON.parse(sent[1]?.content ?? '{}')).toEqual({
      KEY_HELLO: 'Hola!',
      KEY_PUSH: 'Aprétame!',
      KEY_INTRO: 'Hola, este es un proyecto de demostración de traducción.',
    });
  });

  it('pull writes the changed cell and a new locale column into the table, every other byte kept', async () => {
    const root = await tree({ '.locale/config.json': CONFIG, [TABLE_PATH]: TABLE });
    const { client } = api(
      pullAnswer({
        es: {
          KEY_HELLO: '¡Hola!',
          KEY_PUSH: 'Aprétame!',
          KEY_INTRO: 'Hola, este es un proyecto de demostración de traducción.',
        },
        de: {
          KEY_HELLO: 'Hallo!',
          KEY_PUSH: 'Drück mich!',
          KEY_INTRO: 'Hallo, dies ist ein Übersetzungs-Demoprojekt.',
        },
      }),
    );
    const result = await runPull({
      root,
      client,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual([TABLE_PATH]);
    const written = await readFile(path.join(root, TABLE_PATH), 'utf8');
    const lines = TABLE.split('\n');
    expect(written).toBe(
      [
        `${lines[0]},de`,
        `${(lines[1] as string).replace('Hola!', '¡Hola!')},Hallo!`,
        `${lines[2]},Drück mich!`,
        `${lines[3]},"Hallo, dies ist ein Übersetzungs-Demoprojekt."`,
        '',
      ].join('\n'),
    );
    expect(result.locales.map((l) => [l.locale, l.status])).toEqual([
      ['de', 'created'],
      ['es', 'updated'],
    ]);
  });

  it('stops a pull whose text Godot could not read back, naming the key, and writes nothing', async () => {
    const root = await tree({ '.locale/config.json': CONFIG, [TABLE_PATH]: TABLE });
    const { client } = api(pullAnswer({ es: { KEY_HELLO: 'C:\\nuevo' } }));
    await expect(
      runPull({ root, client, logger: memoryLogger(), options: { status: 'approved' }, dryRun: false }),
    ).rejects.toThrow(/es text of "KEY_HELLO" cannot be written so that Godot reads it back/);
    expect(await readFile(path.join(root, TABLE_PATH), 'utf8')).toBe(TABLE);
  });
});
