// The ways a new user lost translations (issue: a pull never loses a translation), each replayed with
// the bundled actions against the reference server: the example app, a README workflow's inputs.
import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { jsonFile, makeRepo, readOptional } from '../support/repo.ts';
import { createProject, type ServerProcess, startServer } from '../support/server-process.ts';

let server: ServerProcess;
let counter = 0;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

async function project(locales = ['en', 'de', 'fr']) {
  const created = await createProject(server.dbPath, `new-user-${++counter}`, { source: 'en', all: locales });
  return { 'project-key': created.projectKey, 'sync-secret': created.syncSecret, 'api-url': server.apiUrl };
}

/** A copy of examples/web-app (nested JSON in locales/). */
async function exampleApp(): Promise<string> {
  const repo = await mkdtemp(join(tmpdir(), 'ls-new-user-'));
  await cp(join(REPO_ROOT, 'examples/web-app'), repo, { recursive: true });
  return repo;
}

async function files(repo: string, dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of (await readdir(join(repo, dir))).sort()) {
    out[name] = await readFile(join(repo, dir, name), 'utf8');
  }
  return out;
}

describe('a new user never loses a translation', () => {
  it('pulling a project that was never pushed leaves every file as it is', async () => {
    const repo = await exampleApp();
    const before = await files(repo, 'locales');
    const pull = await runAction('pull', await project(), { workspace: repo });
    expect(pull.code, pull.stdout).toBe(0);
    expect(pull.outputs.changed).toBe('false');
    expect(pull.stdout).toMatch(/::warning::the service has no source strings for this project yet/);
    expect(pull.summary).toMatch(/no source strings yet/);
    expect(await files(repo, 'locales')).toEqual(before);
  });

  it('pulling after a refused push leaves every file as it is', async () => {
    // repo/
    //   locales/en.json   valid
    //   locales/de.json   broken: the push is refused and sends nothing
    const repo = await makeRepo({
      'locales/en.json': jsonFile({ a: 'A', b: 'B' }),
      'locales/de.json': '{"a": "A-de",\n',
      'locales/fr.json': jsonFile({ a: 'A-fr' }),
    });
    const before = await files(repo, 'locales');
    const inputs = await project();
    const push = await runAction('push', inputs, { workspace: repo });
    expect(push.code).not.toBe(0);
    const pull = await runAction('pull', inputs, { workspace: repo });
    expect(pull.code, pull.stdout).toBe(0);
    expect(pull.outputs.changed).toBe('false');
    expect(await files(repo, 'locales')).toEqual(before);
  });

  it('keeps keys the source lacks: push ignores them with a warning, pull leaves them in the file', async () => {
    const repo = await makeRepo({
      'locales/en.json': jsonFile({ a: 'A' }),
      'locales/de.json': jsonFile({ a: 'A-de', legacy: 'Nur in de' }),
    });
    const inputs = await project(['en', 'de']);
    const push = await runAction('push', inputs, { workspace: repo });
    expect(push.code, push.stdout).toBe(0);
    expect(push.stdout).toMatch(/1 key is not in the source locale and was not stored: legacy/);
    const pull = await runAction('pull', inputs, { workspace: repo });
    expect(pull.code, pull.stdout).toBe(0);
    expect(pull.outputs.changed).toBe('false');
    expect(await readOptional(repo, 'locales/de.json')).toBe(jsonFile({ a: 'A-de', legacy: 'Nur in de' }));
  });

  it("the README's pull workflow keeps nested files nested", async () => {
    const repo = await exampleApp();
    const before = await files(repo, 'locales');
    const inputs = await project();
    expect((await runAction('push', inputs, { workspace: repo })).code).toBe(0);
    // The README's workflow gives no format or structure.
    const pull = await runAction('pull', inputs, { workspace: repo });
    expect(pull.code, pull.stdout).toBe(0);
    expect(pull.outputs.changed).toBe('false');
    expect(await files(repo, 'locales')).toEqual(before);
  });

  it('a new project keeping only its source namespaces (locales/en/*.json) pushes them and pulls every translation into that layout', async () => {
    // repo/                          (the translators' checkout)
    //   locales/en/common.json home.json
    //   locales/de/common.json home.json
    // fresh/                         (a new clone before any translation was committed)
    //   locales/en/common.json home.json
    const source = {
      'locales/en/common.json': jsonFile({ ok: 'OK' }),
      'locales/en/home.json': jsonFile({ hi: 'Hi' }),
    };
    const inputs = await project();
    const fresh = await makeRepo(source);
    const first = await runAction('push', inputs, { workspace: fresh });
    expect(first.code, first.stdout).toBe(0);
    expect(first.stdout).toMatch(/locales\/\{locale\}\/\*\.json/);
    const translated = await makeRepo({
      ...source,
      'locales/de/common.json': jsonFile({ ok: 'OK-de' }),
      'locales/de/home.json': jsonFile({ hi: 'Hallo' }),
    });
    expect((await runAction('push', inputs, { workspace: translated })).code).toBe(0);

    const pull = await runAction('pull', inputs, { workspace: fresh });
    expect(pull.code, pull.stdout).toBe(0);
    expect(pull.outputs.changed).toBe('true');
    expect(await readdir(join(fresh, 'locales'))).toEqual(['de', 'en']);
    expect(await files(fresh, 'locales/de')).toEqual({
      'common.json': jsonFile({ ok: 'OK-de' }),
      'home.json': jsonFile({ hi: 'Hallo' }),
    });
  });

  it('push and pull agree on where a locale lives: src/i18n stays src/i18n, no second file per locale', async () => {
    // repo/
    //   src/i18n/en.json  de.json
    const repo = await makeRepo({
      'src/i18n/en.json': jsonFile({ a: 'A', b: 'B' }),
      'src/i18n/de.json': jsonFile({ a: 'A-de' }),
    });
    const inputs = await project();
    expect((await runAction('push', inputs, { workspace: repo })).code).toBe(0);
    const yaml = await runAction('pull', { ...inputs, format: 'yaml' }, { workspace: repo });
    expect(yaml.code).not.toBe(0);
    expect(yaml.stdout).toMatch(
      /locale de is kept in src\/i18n\/de.json \(json\), but format "yaml" was asked for/,
    );
    expect(await readdir(join(repo, 'src/i18n'))).toEqual(['de.json', 'en.json']);

    const pull = await runAction('pull', inputs, { workspace: repo });
    expect(pull.code, pull.stdout).toBe(0);
    expect(await readdir(repo)).toEqual(['src']);
    // fr has no translations yet: no file; de is unchanged.
    expect(await readdir(join(repo, 'src/i18n'))).toEqual(['de.json', 'en.json']);
    const again = await runAction('push', inputs, { workspace: repo });
    expect(again.code, again.stdout).toBe(0);
  });
});
