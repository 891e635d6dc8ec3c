import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PushResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncError } from '../src/errors.ts';
import { runPull } from '../src/pull/run.ts';
import { runPush } from '../src/push/push.ts';
import { decodeText } from '../src/repository/text-encoding.ts';
import { fakeApi, pullAnswer } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

const header = (charset: string): string =>
  `msgid ""\nmsgstr ""\n"Project-Id-Version: demo\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=${charset}\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n\n`;
const EN = `${header('UTF-8')}msgid "cancel"\nmsgstr "Cancel"\n\nmsgid "street"\nmsgstr "Street"\n`;
const DE = (charset: string, cancel = 'Abbrechen', street = 'Straße'): string =>
  `${header(charset)}msgid "cancel"\nmsgstr "${cancel}"\n\nmsgid "street"\nmsgstr "${street}"\n`;

const pushed: PushResponse = {
  dryRun: false,
  files: 2,
  locales: ['de', 'en'],
  keys: { created: 0, updated: 0, unchanged: 4, obsolete: 0, kept: 0, ignored: 0 },
  plan: [],
};

async function repository(de: Buffer): Promise<string> {
  const made = await makeTree({
    '.locale/config.json': JSON.stringify({
      sourceLocale: 'en',
      files: [{ source: 'po/{locale}.po', format: 'po' }],
    }),
    'po/en.po': EN,
    'po/de.po': '',
  });
  await writeFile(path.join(made, 'po/de.po'), de);
  return made;
}

async function pull(texts: Record<string, Record<string, string>>): Promise<void> {
  const { api } = fakeApi({ pull: pullAnswer(texts) });
  await runPull({
    root: root as string,
    client: api,
    logger: memoryLogger(),
    options: { status: 'approved' },
    dryRun: false,
  });
}

describe('a .po whose header declares a legacy charset', () => {
  it('ISO-8859-1: a push sends the decoded text, an unchanged pull keeps every byte, a changed one writes UTF-8', async () => {
    const latin1 = Buffer.from(DE('ISO-8859-1', 'Abbrechen', 'Straße ä'), 'latin1');
    expect(latin1.includes(0xdf)).toBe(true);
    root = await repository(latin1);
    const { api, calls } = fakeApi({ push: pushed });
    await runPush({ root, client: api, logger: memoryLogger(), dryRun: false });
    const de = (calls.push[0]?.files ?? []).find((f) => f.locale === 'de');
    expect(de?.content).toBe(DE('ISO-8859-1', 'Abbrechen', 'Straße ä'));

    await pull({
      en: { cancel: 'Cancel', street: 'Street' },
      de: { cancel: 'Abbrechen', street: 'Straße ä' },
    });
    expect((await readFile(path.join(root, 'po/de.po'))).equals(latin1)).toBe(true);

    await pull({
      en: { cancel: 'Cancel', street: 'Street' },
      de: { cancel: 'Schließen ä', street: 'Straße ä' },
    });
    const written = await readFile(path.join(root, 'po/de.po'));
    expect(written.toString('utf8')).toBe(DE('UTF-8', 'Schließen ä', 'Straße ä'));
  });

  it('reads ISO-8859-1 0x80–0x9F as the C1 controls iconv gives, windows-1252 as its own characters', () => {
    const bytes = (charset: string) =>
      Buffer.concat([Buffer.from(header(charset), 'latin1'), Buffer.from([0x80, 0xe4])]);
    expect(decodeText(bytes('ISO-8859-1'), 'de.po').text.endsWith('\u0080ä')).toBe(true);
    expect(decodeText(bytes('latin1'), 'de.po').text.endsWith('\u0080ä')).toBe(true);
    expect(decodeText(bytes('windows-1252'), 'de.po').text.endsWith('€ä')).toBe(true);
    expect(decodeText(bytes('ISO-8859-15'), 'de.po').text.endsWith('\u0080ä')).toBe(true);
    expect(
      decodeText(Buffer.from([...Buffer.from(header('KOI8-R'), 'latin1'), 0xc1]), 'ru.po').text.endsWith('а'),
    ).toBe(true);
  });

  it('refuses a charset it does not read, naming the file and the charset', async () => {
    root = await repository(
      Buffer.concat([Buffer.from(DE('EUC-JP', 'x', 'y'), 'latin1'), Buffer.from([0xa4, 0xa2])]),
    );
    const { api, calls } = fakeApi({ push: pushed });
    const run = runPush({ root, client: api, logger: memoryLogger(), dryRun: false });
    await expect(run).rejects.toThrow(SyncError);
    await expect(run).rejects.toThrow(/po\/de\.po declares charset=EUC-JP/);
    expect(calls.push).toHaveLength(0);
    expect(() => decodeText(Buffer.from(DE('x-unknown'), 'latin1'), 'fr.po')).toThrow(
      /fr\.po declares charset=x-unknown/,
    );
  });
});
