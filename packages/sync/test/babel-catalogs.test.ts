import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPushFiles } from '../src/push/read.ts';
import { parseConfig } from '../src/repository/config-parse.ts';
import { discoverLayouts } from '../src/repository/discover.ts';
import { listRepositoryFiles, readHead } from '../src/repository/discover-walk.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

// Discovery and push over excerpts of real Babel projects (__fixtures__/babel-catalogs/SOURCES.md):
// what discovery lists as translations is exactly what push sends.

const FIXTURES = path.join(import.meta.dirname, '__fixtures__', 'babel-catalogs');

/** The fixture project's files, relative path → text. */
async function project(name: string): Promise<Record<string, string>> {
  const base = path.join(FIXTURES, name);
  const files: Record<string, string> = {};
  for (const entry of await readdir(base, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(base, full).split(path.sep).join('/')] = await readFile(full, 'utf8');
  }
  return files;
}

async function discoverTree(root: string) {
  const { files } = await listRepositoryFiles(root);
  return discoverLayouts(files, { head: (file, bytes) => readHead(root, file, bytes) });
}

describe('Babel catalogs: discovery and push agree', () => {
  let root: string | undefined;
  afterEach(async () => {
    if (root !== undefined) await removeTree(root);
    root = undefined;
  });

  it("reads calibre-web's catalogs from the template at its root", async () => {
    // messages.pot, babel.cfg
    // cps/translations/de/LC_MESSAGES/messages.po
    root = await makeTree(await project('calibre-web'));
    const found = await discoverTree(root);
    expect(found.files).toEqual([
      { source: '*.pot', translation: 'cps/translations/{locale_}/LC_MESSAGES/{name}.po' },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])]).toEqual(['de']);
    const logger = memoryLogger();
    const { files } = await readPushFiles(root, parseConfig('{}', logger), logger);
    expect(files.map((f) => [f.path, f.locale])).toEqual([
      ['cps/translations/de/LC_MESSAGES/messages.po', 'de'],
      ['messages.pot', 'en'],
    ]);
  });

  it("names SearXNG's English catalog as left out, and push does not send it", async () => {
    // searx/translations/messages.pot
    // searx/translations/{de,en}/LC_MESSAGES/messages.po   (en's msgstrs all empty)
    root = await makeTree(await project('searxng'));
    const found = await discoverTree(root);
    expect([...(found.layouts[0]?.translations.keys() ?? [])]).toEqual(['de']);
    expect(found.orphans.map((o) => o.path)).toEqual(['searx/translations/en/LC_MESSAGES/messages.po']);
    const logger = memoryLogger();
    const { files } = await readPushFiles(root, parseConfig('{}', logger), logger);
    expect(files.map((f) => f.path).sort()).toEqual([
      'searx/translations/de/LC_MESSAGES/messages.po',
      'searx/translations/messages.pot',
    ]);
  });
});
