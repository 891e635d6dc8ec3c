import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncError } from '../src/errors.ts';
import { loadConfig } from '../src/repository/config.ts';
import { parseConfig } from '../src/repository/config-parse.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

describe('loadConfig', () => {
  it('gives the defaults when there is no config file', async () => {
    // repo/
    //   locales/de.json
    root = await makeTree({ 'locales/de.json': '{}' });
    const config = await loadConfig(root, memoryLogger());
    expect(config).toEqual({ present: false, outputDir: 'locales', outputDirSet: false, paths: new Map() });
  });

  it('reads outputDir and paths, normalising locales and paths', async () => {
    // repo/
    //   .locale/config.json   {"outputDir": "./src/i18n/", "paths": {"pt_BR": "./web/pt.json"}}
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        outputDir: './src/i18n/',
        paths: { pt_BR: './web/pt.json', de: 'de.json' },
      }),
    });
    const config = await loadConfig(root, memoryLogger());
    expect(config.present).toBe(true);
    expect(config.outputDir).toBe('src/i18n');
    expect([...config.paths]).toEqual([
      ['pt-BR', 'web/pt.json'],
      ['de', 'de.json'],
    ]);
  });

  it('does not read a config linked to a file outside the repository', async () => {
    // outside/secret.txt
    // repo/
    //   .locale/config.json -> ../../outside/secret.txt
    const outside = await makeTree({ 'secret.txt': 'root:x:0:0' });
    root = await makeTree({ '.locale/keep': '' });
    await symlink(path.join(outside, 'secret.txt'), path.join(root, '.locale', 'config.json'));
    try {
      const err = await loadConfig(root, memoryLogger()).catch((e: unknown) => e);
      expect((err as Error).message).toMatch(
        /config.json is a symbolic link that points outside the repository/,
      );
      expect((err as Error).message).not.toContain('root:x');
    } finally {
      await removeTree(outside);
    }
  });

  it('points at the line of a JSON syntax error', async () => {
    // repo/
    //   .locale/config.json   (a trailing comma on line 3)
    root = await makeTree({ '.locale/config.json': '{\n  "outputDir": "x",\n}\n' });
    const err = await loadConfig(root, memoryLogger()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SyncError);
    expect((err as SyncError).message).toMatch(/\.locale\/config\.json is not valid JSON/);
    expect((err as SyncError).file).toBe('.locale/config.json');
    expect((err as SyncError).line).toBe(3);
  });
});

describe('parseConfig', () => {
  it('warns about unknown fields and keeps going', () => {
    const logger = memoryLogger();
    const config = parseConfig('{"outputDir":"l10n","ouputDir":"x"}', logger);
    expect(config.outputDir).toBe('l10n');
    expect(logger.text('warning')).toMatch(/unknown field "ouputDir" is ignored/);
  });

  it.each([
    ['{"outputDir":"/etc"}', /field "outputDir" must be a path relative to the repository root/],
    ['{"outputDir":"C:/x"}', /field "outputDir" must be a path relative/],
    ['{"outputDir":"a/../../x"}', /field "outputDir" escapes the repository/],
    ['{"outputDir":"..\\\\x"}', /field "outputDir" must use "\/"/],
    ['{"paths":{"de":"../de.json"}}', /field "paths.de" escapes the repository/],
    ['{"paths":{"de":"/tmp/de.json"}}', /field "paths.de" must be a path relative/],
    ['{"paths":{"../x":"x.json"}}', /field "paths.\.\.\/x" is not keyed by a locale code/],
    ['{"paths":{"de":"de.txt"}}', /field "paths.de" names "de.txt", whose extension is not a known format/],
    [
      '{"paths":{"en":"App/Localizable.xcstrings"}}',
      /field "paths.en" names "App\/Localizable.xcstrings", a file that holds every locale; .* name it once in "files" instead/,
    ],
    [
      '{"paths":{"pt_BR":"a.json","pt-BR":"b.json"}}',
      /"paths.pt_BR" and "paths.pt-BR" are the same locale \(pt-BR\); keep one$/,
    ],
    [
      '{"paths":{"ro":"ro.yml","mo":"mo.yml"}}',
      /"paths.ro" and "paths.mo" are the same locale \(ro\) on the service, which reads "mo" as "ro"; keep one, or key mo's file by a code the service keeps apart \(e.g. "paths.ro-x-mo", or one with a region\)/,
    ],
    ['{"paths":{"de":"a.json","fr":"a.json"}}', /locales de and fr both map to "a.json"/],
    [
      '{"sourceLocale":5}',
      /field "sourceLocale" .*expected string.* \(expected a locale code, e\.g\. "sourceLocale": "en"\)$/,
    ],
    ['{"outputDir":true}', /field "outputDir" .* \(expected a folder, e\.g\. "outputDir": "locales"\)$/],
    ['["locales"]', /field "\(root\)" .* \(expected an object, e\.g\. \{"files": /],
    ['{"outputDir":3}', /field "outputDir" Invalid input: expected string/],
    ['{"paths":{"de":3}}', /field "paths.de"/],
    ['[]', /field "\(root\)"/],
    ['{"sourceLocale":"english please"}', /field "sourceLocale" is not a locale code/],
    ['{"sourceLocale":1}', /field "sourceLocale"/],
  ])('refuses %s naming the field', (text, message) => {
    expect(() => parseConfig(text, memoryLogger())).toThrow(message);
  });

  it('reads sourceLocale, normalised, without a warning', () => {
    const logger = memoryLogger();
    expect(parseConfig('{"sourceLocale":"pt_BR"}', logger).sourceLocale).toBe('pt-BR');
    expect(logger.text('warning')).toBe('');
    expect(parseConfig('{}', logger).sourceLocale).toBeUndefined();
  });

  it('keeps a legacy code apart when another key names its file', () => {
    const config = parseConfig('{"paths":{"ro":"ro.yml","ro-x-mo":"mo.yml"}}', memoryLogger());
    expect([...config.paths]).toEqual([
      ['ro', 'ro.yml'],
      ['ro-x-mo', 'mo.yml'],
    ]);
  });

  it('accepts "." as the repository root for outputDir', () => {
    expect(parseConfig('{"outputDir":"."}', memoryLogger()).outputDir).toBe('.');
  });
});
