import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PushResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncError } from '../src/errors.ts';
import { runPull } from '../src/pull/run.ts';
import { runPush } from '../src/push/push.ts';
import { readHead } from '../src/repository/discover-walk.ts';
import { newFileText } from '../src/repository/text-encoding.ts';
import { fakeApi, pullAnswer } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

// `genstrings` always writes UTF-16, with a byte order mark, little-endian unless told
// `-bigEndian` (wordpress-mobile/release-toolkit#591); its entries carry the comment it writes when
// the code gives none. These texts are written exactly so: the BOM, then the text as UTF-16.
const EN =
  '\uFEFF/* No comment provided by engineer. */\n"Cancel" = "Cancel";\n\n/* No comment provided by engineer. */\n"Done" = "Done";\n\n';
const DE =
  '\uFEFF/* No comment provided by engineer. */\n"Cancel" = "Abbrechen";\n\n/* No comment provided by engineer. */\n"Done" = "Fertig";\n\n';

function utf16(text: string, order: 'le' | 'be'): Buffer {
  const bytes = Buffer.from(text, 'utf16le');
  return order === 'le' ? bytes : bytes.swap16();
}

const pushed: PushResponse = {
  dryRun: false,
  files: 2,
  locales: ['de', 'en'],
  keys: { created: 0, updated: 0, unchanged: 4, obsolete: 0, kept: 0, ignored: 0 },
  plan: [],
};

async function repository(order: 'le' | 'be'): Promise<string> {
  const made = await makeTree({
    '.locale/config.json': JSON.stringify({
      sourceLocale: 'en',
      files: [{ source: '{locale}.lproj/Localizable.strings', format: 'strings' }],
    }),
    'en.lproj/Localizable.strings': '',
    'de.lproj/Localizable.strings': '',
  });
  await writeFile(path.join(made, 'en.lproj/Localizable.strings'), utf16(EN, order));
  await writeFile(path.join(made, 'de.lproj/Localizable.strings'), utf16(DE, order));
  return made;
}

async function pull(texts: Record<string, Record<string, string>>): Promise<string> {
  const { api } = fakeApi({ pull: pullAnswer(texts) });
  const logger = memoryLogger();
  await runPull({
    root: root as string,
    client: api,
    logger,
    options: { status: 'approved' },
    dryRun: false,
  });
  return logger.text();
}

describe('UTF-16 .strings files (as genstrings writes them)', () => {
  for (const order of ['le', 'be'] as const) {
    it(`UTF-16${order.toUpperCase()}: a push sends the text, a pull of the same texts leaves every byte`, async () => {
      root = await repository(order);
      const { api, calls } = fakeApi({ push: pushed });
      await runPush({ root, client: api, logger: memoryLogger(), dryRun: false });
      const files = calls.push[0]?.files ?? [];
      const de = files.find((f) => f.locale === 'de');
      expect(de?.content).toBe(DE);
      expect(files.find((f) => f.locale === 'en')?.content).toBe(EN);

      const before = await readFile(path.join(root, 'de.lproj/Localizable.strings'));
      await pull({ en: { Cancel: 'Cancel', Done: 'Done' }, de: { Cancel: 'Abbrechen', Done: 'Fertig' } });
      expect((await readFile(path.join(root, 'de.lproj/Localizable.strings'))).equals(before)).toBe(true);
      expect((await readFile(path.join(root, 'de.lproj/Localizable.strings'))).equals(utf16(DE, order))).toBe(
        true,
      );
    });

    it(`UTF-16${order.toUpperCase()}: a changed text is written back in the file's encoding, and a new locale in its siblings'`, async () => {
      root = await repository(order);
      await pull({
        en: { Cancel: 'Cancel', Done: 'Done' },
        de: { Cancel: 'Abbrechen', Done: 'Erledigt ✓' },
        fr: { Cancel: 'Annuler', Done: 'Terminé' },
      });
      const de = await readFile(path.join(root, 'de.lproj/Localizable.strings'));
      expect(de.equals(utf16(DE.replace('"Fertig"', '"Erledigt ✓"'), order))).toBe(true);
      const fr = await readFile(path.join(root, 'fr.lproj/Localizable.strings'));
      expect([...fr.subarray(0, 2)]).toEqual(order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
      const text = (order === 'le' ? fr : Buffer.from(fr).swap16()).toString('utf16le');
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(text.slice(1).startsWith('\uFEFF')).toBe(false);
      expect(text).toContain('"Cancel" = "Annuler";');
      expect(text).toContain('"Done" = "Terminé";');
    });
  }

  it('a file with a UTF-16 mark and an odd number of bytes is refused, naming it', async () => {
    root = await repository('le');
    const file = path.join(root, 'de.lproj/Localizable.strings');
    await writeFile(file, Buffer.concat([utf16(DE, 'le'), Buffer.from([0x41])]));
    const { api, calls } = fakeApi({ push: pushed });
    const run = runPush({ root, client: api, logger: memoryLogger(), dryRun: false });
    await expect(run).rejects.toThrow(SyncError);
    await expect(run).rejects.toThrow(/de\.lproj\/Localizable\.strings .*odd number of bytes/);
    expect(calls.push).toHaveLength(0);
  });

  it('a file with a UTF-16 mark holding a lone surrogate is refused, naming it', async () => {
    root = await repository('le');
    const file = path.join(root, 'de.lproj/Localizable.strings');
    await writeFile(file, Buffer.concat([utf16(DE, 'le'), Buffer.from([0x00, 0xd8, 0x41, 0x00])]));
    const { api } = fakeApi({ push: pushed });
    await expect(runPush({ root, client: api, logger: memoryLogger(), dryRun: false })).rejects.toThrow(
      /de\.lproj\/Localizable\.strings .*not valid UTF-16/,
    );
  });

  it('UTF-16 without a mark is refused, naming the file, not guessed', async () => {
    root = await repository('le');
    await writeFile(path.join(root, 'de.lproj/Localizable.strings'), utf16(DE.slice(1), 'le'));
    const { api } = fakeApi({ push: pushed });
    await expect(runPush({ root, client: api, logger: memoryLogger(), dryRun: false })).rejects.toThrow(
      /de\.lproj\/Localizable\.strings looks like UTF-16 without a byte order mark/,
    );
  });

  it('a pull over a UTF-16 file with an odd number of bytes refuses, naming it, and writes nothing', async () => {
    root = await repository('le');
    const file = path.join(root, 'de.lproj/Localizable.strings');
    const bad = Buffer.concat([utf16(DE, 'le'), Buffer.from([0x41])]);
    await writeFile(file, bad);
    await expect(
      pull({ en: { Cancel: 'Cancel', Done: 'Done' }, de: { Cancel: 'X', Done: 'Y' } }),
    ).rejects.toThrow(/de\.lproj\/Localizable\.strings .*odd number of bytes/);
    expect((await readFile(file)).equals(bad)).toBe(true);
  });
});

describe("discovery's head of a UTF-16 file", () => {
  it('is its text, for the declarations discovery reads (an XLIFF saved as UTF-16)', async () => {
    const xml =
      '\uFEFF<?xml version="1.0" encoding="utf-16"?>\n<xliff version="1.2"><file source-language="en">';
    root = await makeTree({ 'le.xlf': '', 'be.xlf': '' });
    await writeFile(path.join(root, 'le.xlf'), utf16(xml, 'le'));
    await writeFile(path.join(root, 'be.xlf'), utf16(xml, 'be'));
    expect(await readHead(root, 'le.xlf')).toBe(xml);
    expect(await readHead(root, 'be.xlf')).toBe(xml);
    // Cut inside a UTF-16 unit: the part unit is dropped.
    expect(await readHead(root, 'le.xlf', 9)).toBe(xml.slice(0, 4));
  });
});

describe('UTF-16 XML files (.resx saved by Visual Studio as UTF-16)', () => {
  const resx = (value: string) =>
    `\uFEFF<?xml version="1.0" encoding="utf-16"?>\r\n<root>\r\n  <data name="Hello" xml:space="preserve">\r\n    <value>${value}</value>\r\n  </data>\r\n</root>\r\n`;

  it("an existing file keeps its encoding; a new one (written over the source's header) is UTF-16 too", async () => {
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: 'Strings.resx', translation: 'Strings.{locale}.resx', format: 'resx' }],
      }),
      'Strings.resx': '',
      'Strings.de.resx': '',
    });
    await writeFile(path.join(root, 'Strings.resx'), utf16(resx('Hello'), 'le'));
    await writeFile(path.join(root, 'Strings.de.resx'), utf16(resx('Hallo'), 'le'));
    await pull({ en: { Hello: 'Hello' }, de: { Hello: 'Hallo!' }, fr: { Hello: 'Bonjour' } });
    const de = await readFile(path.join(root, 'Strings.de.resx'));
    expect(de.equals(utf16(resx('Hallo!'), 'le'))).toBe(true);
    const fr = await readFile(path.join(root, 'Strings.fr.resx'));
    expect([...fr.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    const text = fr.toString('utf16le');
    expect(text).toContain('<value>Bonjour</value>');
    expect(/encoding="([^"]+)"/.exec(text)?.[1]).toBe('utf-16');
  });
});

describe('newFileText', () => {
  it('writes a new file whose XML declaration names UTF-8 as UTF-8, whatever its siblings use', () => {
    const text = '<?xml version="1.0" encoding="utf-8"?>\n<resources/>\n';
    expect(newFileText(text, 'utf-16le')).toEqual({ content: text, encoding: 'utf-8' });
    expect(newFileText(`\uFEFF${text}`, 'utf-16be')).toEqual({ content: `\uFEFF${text}`, encoding: 'utf-8' });
  });

  it('gives a new UTF-16 file one mark, and leaves UTF-8 text as it is', () => {
    expect(newFileText('"a" = "b";\n', 'utf-16le')).toEqual({
      content: '\uFEFF"a" = "b";\n',
      encoding: 'utf-16le',
    });
    expect(newFileText('\uFEFF"a" = "b";\n', 'utf-16be')).toEqual({
      content: '\uFEFF"a" = "b";\n',
      encoding: 'utf-16be',
    });
    expect(newFileText('"a" = "b";\n', 'utf-8')).toEqual({ content: '"a" = "b";\n', encoding: 'utf-8' });
  });
});
