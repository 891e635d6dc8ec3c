// The source locale's file of each resource is read once per pull: the checks, the layout of new
// files and new entries' templates all look at it, and with ten source files three reads each made
// thirty (issue 25, several files per locale). The read still refuses a link out of the repository.
import { readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPull } from '../src/pull/run.ts';
import { SourceFileTexts } from '../src/repository/source-file-texts.ts';
import { fakeApi } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

const reads = vi.hoisted(() => [] as string[]);
vi.mock('../src/repository/paths.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/repository/paths.ts')>();
  return {
    ...original,
    readInside: (rootReal: string, rel: string) => {
      reads.push(rel);
      return original.readInside(rootReal, rel);
    },
  };
});

let roots: string[] = [];
afterEach(async () => {
  for (const root of roots) await removeTree(root);
  roots = [];
  reads.length = 0;
});

async function tree(files: Record<string, string>): Promise<string> {
  const root = await makeTree(files);
  roots.push(root);
  return root;
}

describe('the source files a pull reads', () => {
  // repo/ (i18next namespaces, found by discovery)
  //   locales/en/common.json    4-space indent, {{count}}
  //   locales/en/settings.json  4-space indent, {{name}}
  // The service answers de for both resources: two new files, one with a lost placeholder.
  it.each([false, true])('reads each resource’s source file once (streamed: %s)', async (stream) => {
    const root = await tree({
      'locales/en/common.json': '{\n    "items": "{{count}} items",\n    "title": "Title"\n}\n',
      'locales/en/settings.json': '{\n    "saved": "Saved {{name}}"\n}\n',
    });
    const { api } = fakeApi({
      pull: {
        sourceLocale: 'en',
        files: [
          {
            locale: 'de',
            resource: 'locales/en/common.json',
            format: 'json',
            content: '{"items": "Elemente", "title": "Titel"}',
            keys: 2,
          },
          {
            locale: 'de',
            resource: 'locales/en/settings.json',
            format: 'json',
            content: '{"saved": "Gespeichert {{name}}"}',
            keys: 1,
          },
        ],
        resources: [
          { resource: 'locales/en/common.json', sourceKeys: 2, obsoleteKeys: [] },
          { resource: 'locales/en/settings.json', sourceKeys: 1, obsoleteKeys: [] },
        ],
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

    expect(result.changedFiles).toEqual(['locales/de/common.json', 'locales/de/settings.json']);
    const sourceReads = reads.filter((rel) => rel.startsWith('locales/en/'));
    expect(sourceReads.sort()).toEqual(['locales/en/common.json', 'locales/en/settings.json']);
    // What each reader took from the one read: the checks (the lost {{count}}), the new files' layout
    // (the source's four spaces) and their template (the source's key order).
    expect(logger.text('warning')).toContain('{{count}}');
    expect(logger.text('warning')).not.toContain('{{name}}');
    expect(await readFile(path.join(root, 'locales/de/common.json'), 'utf8')).toBe(
      '{\n    "items": "Elemente",\n    "title": "Titel"\n}\n',
    );
    expect(await readFile(path.join(root, 'locales/de/settings.json'), 'utf8')).toBe(
      '{\n    "saved": "Gespeichert {{name}}"\n}\n',
    );
  });

  it('keeps the text of the first read, and refuses a source file that links out of the repository', async () => {
    const root = await tree({ 'locales/en.json': '{"a": "A"}\n' });
    const outside = await tree({ 'secret.json': '{"token": "x"}\n' });
    await symlink(path.join(outside, 'secret.json'), path.join(root, 'locales/fr.json'));
    const texts = new SourceFileTexts(root);

    expect(await texts.read('locales/en.json')).toBe('{"a": "A"}\n');
    await writeFile(path.join(root, 'locales/en.json'), '{"a": "changed"}\n');
    // Every step of the pull sees the bytes the first one read.
    expect(await texts.read('locales/en.json')).toBe('{"a": "A"}\n');
    await expect(texts.read('locales/fr.json')).rejects.toThrow(/symbolic link that points outside/);
    await expect(texts.read('locales/fr.json')).rejects.toThrow(/symbolic link that points outside/);
  });
});
