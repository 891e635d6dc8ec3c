// A pull of several files per locale: new files in new (nested) folders are written, each folder is
// made once rather than once per file, an existing file keeps its mode, no temporary file is left,
// and every file is still checked against its own resource's source file.
import * as fs from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runPull } from '../src/pull/run.ts';
import { fakeApi } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return { ...actual, mkdirSync: vi.fn(actual.mkdirSync) };
});

let root: string | undefined;
beforeEach(() => {
  vi.mocked(fs.mkdirSync).mockClear();
});
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

/** Every file below `dir`, as repository paths, sorted. */
async function filesBelow(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) found.push(...(await filesBelow(path.join(dir, entry.name), rel)));
    else found.push(rel);
  }
  return found.sort();
}

describe('a pull writing several files per locale', () => {
  // repo/ (a `files` config: each namespace of each locale in a folder of its own)
  //   .locale/config.json                 {"files": [{"source": "locales/en/app/{ns}.json", ...}]}
  //   locales/en/app/common.json          {"items": "{count} items"}
  //   locales/en/app/settings.json        {"saved": "Saved {name}"}
  //   locales/fr/app/common.json          mode 0640, updated
  //   locales/fr/app/settings.json        created, in a folder that exists
  //   locales/pt-BR/app/common.json, …    created, in two new nested folders
  it.each([true, false])(
    'makes each new folder once and writes every file (streamed: %s)',
    async (stream) => {
      const resources = ['locales/en/app/common.json', 'locales/en/app/settings.json'];
      root = await makeTree({
        '.locale/config.json': JSON.stringify({
          sourceLocale: 'en',
          files: resources.map((source) => ({
            source,
            translation: source.replace('/en/', '/{locale}/'),
          })),
        }),
        'locales/en/app/common.json': '{"items": "{count} items"}\n',
        'locales/en/app/settings.json': '{"saved": "Saved {name}"}\n',
        'locales/fr/app/common.json': '{"items": "old"}\n',
      });
      fs.chmodSync(path.join(root, 'locales/fr/app/common.json'), 0o640);
      const content = (entries: Record<string, string>) => `${JSON.stringify(entries, null, 2)}\n`;
      const answer = (locale: string, resource: string, entries: Record<string, string>) => ({
        locale,
        resource,
        format: 'json' as const,
        content: content(entries),
        keys: Object.keys(entries).length,
      });
      const { api } = fakeApi({
        pull: {
          sourceLocale: 'en',
          files: [
            answer('fr', resources[0] as string, { items: '{count} éléments' }),
            answer('fr', resources[1] as string, { saved: 'Enregistré {name}' }),
            // Lost its placeholder: a warning on this file, against common's source.
            answer('pt-BR', resources[0] as string, { items: 'itens' }),
            answer('pt-BR', resources[1] as string, { saved: 'Salvo {name}' }),
          ],
          resources: resources.map((resource) => ({ resource, sourceKeys: 1, obsoleteKeys: [] })),
        },
      });
      if (!stream) delete api.pullStream;
      const logger = memoryLogger();
      const result = await runPull({
        root,
        client: api,
        logger,
        options: { status: 'approved' },
        dryRun: false,
      });
      expect(result.changedFiles.sort()).toEqual([
        'locales/fr/app/common.json',
        'locales/fr/app/settings.json',
        'locales/pt-BR/app/common.json',
        'locales/pt-BR/app/settings.json',
      ]);
      expect(await filesBelow(root)).toEqual([
        '.locale/config.json',
        'locales/en/app/common.json',
        'locales/en/app/settings.json',
        'locales/fr/app/common.json',
        'locales/fr/app/settings.json',
        'locales/pt-BR/app/common.json',
        'locales/pt-BR/app/settings.json',
      ]);
      // Created in its source's one-line style.
      expect(await readFile(path.join(root, 'locales/pt-BR/app/settings.json'), 'utf8')).toBe(
        '{"saved": "Salvo {name}"}\n',
      );
      // Rewritten in its own style.
      expect(await readFile(path.join(root, 'locales/fr/app/common.json'), 'utf8')).toBe(
        '{"items": "{count} éléments"}\n',
      );
      expect((await stat(path.join(root, 'locales/fr/app/common.json'))).mode & 0o777).toBe(0o640);
      // One folder was missing (with its parent): made once, for the first of its two files.
      expect(vi.mocked(fs.mkdirSync).mock.calls).toEqual([
        [path.join(root, 'locales/pt-BR/app'), { recursive: true }],
      ]);
      const warnings = logger.text('warning');
      expect(warnings).toContain('locales/pt-BR/app/common.json');
      expect(warnings).toContain(`{count} of the source (${resources[0]}) is missing`);
      expect(warnings).not.toContain('settings.json');
    },
  );
});
