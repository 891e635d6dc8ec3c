import { afterEach, describe, expect, it } from 'vitest';
import { discoverLayouts } from '../src/repository/discover.ts';
import { discoverRepository } from '../src/repository/discover-report.ts';
import { readHead } from '../src/repository/discover-walk.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

describe('discoverRepository without translation files', () => {
  // A repository whose walk finds nothing is answered without loading the readers: the answer must
  // be theirs, whatever the hidden and skipped folders hold and whether the source locale is set.
  //   root/
  //     .tx/config                  (hidden: not walked; names fr as Transifex's source)
  //     .github/locales/de.json     (hidden)
  //     node_modules/x/en.json      (skipped)
  it('answers as discoverLayouts does for no files', async () => {
    root = await makeTree({
      '.tx/config': '[main]\nhost = https://www.transifex.com\n\n[o:acme:p:web:r:app]\nsource_lang = fr\n',
      '.github/locales/de.json': '{"a": "b"}\n',
      'node_modules/x/en.json': '{"a": "b"}\n',
    });
    const head = (file: string, bytes?: number) => readHead(root as string, file, bytes);
    for (const options of [{}, { sourceLocale: 'fr' }, { sourceLocale: 'pt-BR', outputDir: 'i18n' }]) {
      const found = await discoverRepository(root, options, memoryLogger());
      expect(found).toStrictEqual(await discoverLayouts([], { ...options, head }));
    }
    expect((await discoverRepository(root, {}, memoryLogger())).sourceLocale).toBe('en');
  });
});
