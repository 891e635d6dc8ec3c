// The ICU message parser is a chunk of its own in the bundles (formats/src/checks/icu.ts imports it
// with import()), loaded only when a check meets a text that `parseSimple` cannot read: a push and a
// pull of literals and `{name}` arguments run with a hook that refuses that chunk; a push with an ICU
// plural needs it, and with it loaded reports the plural forms its locale lacks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.ts';
import { chunkWith, refusing } from '../support/bundle-chunks.ts';
import { jsonFile, makeRepo, readOptional } from '../support/repo.ts';
import { createProject, type ServerProcess, startServer } from '../support/server-process.ts';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

/** A method of the parser, found in its chunk only. */
const ICU_PARSER = /\bparseArgumentOptions\b/;

describe('the ICU parser in the bundled actions', () => {
  it('is not loaded by a push and a pull of plain texts, whose checks still report a lost argument', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'icu-chunk-1', {
      source: 'en',
      all: ['en', 'de'],
    });
    const inputs = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    const files = {
      'locales/en.json': jsonFile({ greet: 'Hello {name}', n_one: 'one file', n_other: '{count} files' }),
      'locales/de.json': jsonFile({ greet: 'Hallo', n_one: 'eine Datei', n_other: '{count} Dateien' }),
    };
    const push = await runAction('push', inputs, {
      workspace: await makeRepo(files),
      nodeArgs: refusing([await chunkWith('push', ICU_PARSER)]),
    });
    expect(push.code, push.stdout + push.stderr).toBe(0);
    expect(push.stdout).toContain(
      'key "greet": placeholder {name} of the source (locales/en.json) is missing',
    );
    const ws = await makeRepo({ 'locales/en.json': files['locales/en.json'] });
    const pull = await runAction(
      'pull',
      { ...inputs, status: 'all' },
      { workspace: ws, nodeArgs: refusing([await chunkWith('pull', ICU_PARSER)]) },
    );
    expect(pull.code, pull.stdout + pull.stderr).toBe(0);
    expect(JSON.parse((await readOptional(ws, 'locales/de.json')) ?? '{}')).toMatchObject({ greet: 'Hallo' });
    expect(pull.stdout).toContain(
      'key "greet": placeholder {name} of the source (locales/en.json) is missing',
    );
  });

  it('is loaded by a push with an ICU plural, and reads it', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'icu-chunk-2', {
      source: 'en',
      all: ['en', 'pl'],
    });
    const inputs = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    const files = {
      'locales/en.json': jsonFile({
        greet: 'Hello {name}',
        files: '{count, plural, one {# file} other {# files}}',
      }),
      'locales/pl.json': jsonFile({
        greet: 'Cześć {name}',
        files: '{count, plural, one {# plik} other {# plików}}',
      }),
    };
    const refused = await runAction('push', inputs, {
      workspace: await makeRepo(files),
      nodeArgs: refusing([await chunkWith('push', ICU_PARSER)]),
    });
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toMatch(/chunk loaded: \.\/\d+\.index\.js/);
    const push = await runAction('push', inputs, { workspace: await makeRepo(files) });
    expect(push.code, push.stdout + push.stderr).toBe(0);
    expect(push.stdout).toContain('key "files": pl needs the plural form "few" in argument {count}');
    expect(push.stdout).toContain('key "files": pl needs the plural form "many" in argument {count}');
  });
});
