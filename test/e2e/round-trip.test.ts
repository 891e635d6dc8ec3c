import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.ts';
import { jsonFile, makeRepo, mtime, readOptional, writeFiles } from '../support/repo.ts';
import { admin, createProject, type ServerProcess, startServer } from '../support/server-process.ts';

// The bundled actions in child processes against the reference server in another process, on loopback.
let server: ServerProcess;
let counter = 0;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

async function project(locales = ['en', 'de', 'fr']) {
  const key = `e2e-${++counter}`;
  const created = await createProject(server.dbPath, key, { source: 'en', all: locales });
  const inputs = {
    'project-key': created.projectKey,
    'sync-secret': created.syncSecret,
    'api-url': server.apiUrl,
  };
  return { key, inputs };
}

const en = { home: { title: 'Welcome, {name}!', cta: 'Get started' }, footer: '© Acme', 'a.dotted key': 'x' };
const de = { home: { title: 'Willkommen, {name}!', cta: 'Los geht’s' }, footer: '© Acme' };
const fr = { home: { title: 'Bienvenue, {name} !' }, footer: '' };

describe.each(['nested', 'flat'] as const)('push then pull (%s)', (structure) => {
  const layout = (data: Record<string, unknown>) => (structure === 'flat' ? flatten(data) : data);

  it('gives back exactly the pushed files, and a second pull writes nothing', async () => {
    // repo/
    //   locales/en.json  de.json  fr.json
    const files = {
      'locales/en.json': jsonFile(layout(en)),
      'locales/de.json': jsonFile(layout(de)),
      'locales/fr.json': jsonFile(layout(fr)),
    };
    if (structure === 'nested') {
      // A dotted key has no nested form distinct from a path; keep the nested case unambiguous.
      files['locales/en.json'] = jsonFile({ home: en.home, footer: en.footer });
    }
    const { inputs } = await project();
    const repo = await makeRepo(files);
    const push = await runAction('push', inputs, { workspace: repo });
    expect(push.code, push.stdout + push.stderr).toBe(0);
    expect(push.outputs.files).toBe('3');
    expect(push.outputs.locales?.split(/[\s,]+/).sort()).toEqual(['de', 'en', 'fr']);

    const target = await makeRepo({});
    const pull = await runAction('pull', { ...inputs, structure }, { workspace: target });
    expect(pull.code, pull.stdout + pull.stderr).toBe(0);
    expect(pull.outputs.changed).toBe('true');
    expect(await readOptional(target, 'locales/de.json')).toBe(files['locales/de.json']);
    expect(await readOptional(target, 'locales/fr.json')).toBe(files['locales/fr.json']);
    expect(await readOptional(target, 'locales/en.json')).toBeUndefined();

    const before = await mtime(target, 'locales/de.json');
    const again = await runAction('pull', { ...inputs, structure }, { workspace: target });
    expect(again.code).toBe(0);
    expect(again.outputs.changed).toBe('false');
    expect(again.outputs['changed-files']).toBe('');
    expect(await mtime(target, 'locales/de.json')).toBe(before);
  });
});

describe('pull options and repository layouts', () => {
  it('pulls a subset of locales, and the status decides which translations come', async () => {
    const { key, inputs } = await project();
    const repo = await makeRepo({
      'locales/en.json': jsonFile({ a: 'A', b: 'B' }),
      'locales/de.json': jsonFile({ a: 'A-de' }),
      'locales/fr.json': jsonFile({ a: 'A-fr' }),
    });
    expect((await runAction('push', inputs, { workspace: repo })).code).toBe(0);
    await admin(server.dbPath, [
      'translations',
      'set',
      '--project',
      key,
      '--locale',
      'de',
      '--key',
      'b',
      '--value',
      'B-de',
      '--status',
      'translated',
    ]);

    const approvedOnly = await makeRepo({});
    const pull = await runAction('pull', { ...inputs, locales: 'de' }, { workspace: approvedOnly });
    expect(pull.code, pull.stdout).toBe(0);
    expect(await readOptional(approvedOnly, 'locales/de.json')).toBe(jsonFile({ a: 'A-de' }));
    expect(await readOptional(approvedOnly, 'locales/fr.json')).toBeUndefined();

    const translated = await makeRepo({});
    const pull2 = await runAction(
      'pull',
      { ...inputs, locales: 'de, fr', status: 'translated' },
      { workspace: translated },
    );
    expect(pull2.code, pull2.stdout).toBe(0);
    expect(await readOptional(translated, 'locales/de.json')).toBe(jsonFile({ a: 'A-de', b: 'B-de' }));
    expect(await readOptional(translated, 'locales/fr.json')).toBe(jsonFile({ a: 'A-fr' }));
  });

  it('fails on a locale the project does not have, naming it and the project locales', async () => {
    const { inputs } = await project();
    const repo = await makeRepo({ 'locales/en.json': jsonFile({ a: 'A' }) });
    expect((await runAction('push', inputs, { workspace: repo })).code).toBe(0);
    const pull = await runAction('pull', { ...inputs, locales: 'de,it' }, { workspace: repo });
    expect(pull.code).not.toBe(0);
    expect(pull.stdout).toMatch(/it/);
    expect(pull.stdout).toMatch(/en.*de.*fr|de.*fr/);
  });

  it('uses .locale/config.json paths for push and pull, and outputDir for other locales', async () => {
    // repo/
    //   .locale/config.json   {"outputDir":"public/lang","paths":{"en":"app/strings/en.json","de":"app/strings/german.json"}}
    //   app/strings/en.json
    //   app/strings/german.json
    const { inputs } = await project();
    const repo = await makeRepo({
      '.locale/config.json': JSON.stringify({
        outputDir: 'public/lang',
        paths: { en: 'app/strings/en.json', de: 'app/strings/german.json' },
      }),
      'app/strings/en.json': jsonFile({ hello: 'Hello' }),
      'app/strings/german.json': jsonFile({ hello: 'Hallo' }),
    });
    const push = await runAction('push', inputs, { workspace: repo });
    expect(push.code, push.stdout).toBe(0);
    expect(push.outputs.files).toBe('2');

    await admin(server.dbPath, [
      'translations',
      'set',
      '--project',
      inputs['project-key'],
      '--locale',
      'fr',
      '--key',
      'hello',
      '--value',
      'Bonjour',
      '--status',
      'approved',
    ]);
    await writeFiles(repo, { 'app/strings/german.json': jsonFile({}) });
    const pull = await runAction('pull', inputs, { workspace: repo });
    expect(pull.code, pull.stdout).toBe(0);
    expect(await readOptional(repo, 'app/strings/german.json')).toBe(jsonFile({ hello: 'Hallo' }));
    expect(await readOptional(repo, 'public/lang/fr.json')).toBe(jsonFile({ hello: 'Bonjour' }));
    expect(pull.outputs['changed-files']?.split('\n').sort()).toEqual([
      'app/strings/german.json',
      'public/lang/fr.json',
    ]);
  });

  it('discovers files in src/i18n and keeps the repository spelling pt_BR', async () => {
    // repo/
    //   src/i18n/en.json
    //   src/i18n/pt_BR.json
    const { inputs } = await project(['en', 'pt-BR']);
    const repo = await makeRepo({
      'src/i18n/en.json': jsonFile({ save: 'Save' }),
      'src/i18n/pt_BR.json': jsonFile({ save: 'Salvar' }),
      '.locale/config.json': JSON.stringify({ outputDir: 'src/i18n' }),
    });
    const push = await runAction('push', inputs, { workspace: repo });
    expect(push.code, push.stdout).toBe(0);
    expect(push.outputs.locales?.split(/[\s,]+/).sort()).toEqual(['en', 'pt-BR']);
    await writeFiles(repo, { 'src/i18n/pt_BR.json': jsonFile({}) });
    const pull = await runAction('pull', inputs, { workspace: repo });
    expect(pull.code, pull.stdout).toBe(0);
    expect(await readOptional(repo, 'src/i18n/pt_BR.json')).toBe(jsonFile({ save: 'Salvar' }));
    expect(await readOptional(repo, 'src/i18n/pt-BR.json')).toBeUndefined();
  });
});

describe('the service side of the round trip', () => {
  it("keeps a translator's change over the repository's stale value, and the pull brings it home", async () => {
    const { key, inputs } = await project(['en', 'de']);
    const files = {
      'locales/en.json': jsonFile({ greeting: 'Hello', bye: 'Bye' }),
      'locales/de.json': jsonFile({ greeting: 'Hallo', bye: 'Tschüss' }),
    };
    const repo = await makeRepo(files);
    expect((await runAction('push', inputs, { workspace: repo })).code).toBe(0);
    await admin(server.dbPath, [
      'translations',
      'set',
      '--project',
      key,
      '--locale',
      'de',
      '--key',
      'greeting',
      '--value',
      'Guten Tag',
      '--status',
      'approved',
    ]);
    const again = await runAction('push', inputs, { workspace: repo });
    expect(again.code, again.stdout).toBe(0);
    expect(again.outputs['keys-updated']).toBe('0');
    const pull = await runAction('pull', inputs, { workspace: repo });
    expect(pull.code).toBe(0);
    expect(await readOptional(repo, 'locales/de.json')).toBe(
      jsonFile({ greeting: 'Guten Tag', bye: 'Tschüss' }),
    );
  });

  it('makes keys removed from the source obsolete and brings them back when re-added', async () => {
    const { inputs } = await project(['en', 'de']);
    const repo = await makeRepo({
      'locales/en.json': jsonFile({ a: 'A', b: 'B' }),
      'locales/de.json': jsonFile({ a: 'A-de', b: 'B-de' }),
    });
    expect((await runAction('push', inputs, { workspace: repo })).code).toBe(0);

    await writeFiles(repo, {
      'locales/en.json': jsonFile({ a: 'A' }),
      'locales/de.json': jsonFile({ a: 'A-de' }),
    });
    expect((await runAction('push', inputs, { workspace: repo })).code).toBe(0);
    const pulled = await makeRepo({});
    expect((await runAction('pull', inputs, { workspace: pulled })).code).toBe(0);
    expect(await readOptional(pulled, 'locales/de.json')).toBe(jsonFile({ a: 'A-de' }));

    await writeFiles(repo, { 'locales/en.json': jsonFile({ a: 'A', b: 'B' }) });
    expect((await runAction('push', inputs, { workspace: repo })).code).toBe(0);
    expect((await runAction('pull', inputs, { workspace: pulled })).code).toBe(0);
    expect(await readOptional(pulled, 'locales/de.json')).toBe(jsonFile({ a: 'A-de', b: 'B-de' }));
  });

  it('dry runs report the plan and change nothing on either side', async () => {
    const { inputs } = await project(['en', 'de']);
    const repo = await makeRepo({
      'locales/en.json': jsonFile({ a: 'A' }),
      'locales/de.json': jsonFile({ a: 'A-de' }),
    });
    const dry = await runAction('push', { ...inputs, 'dry-run': 'true' }, { workspace: repo });
    expect(dry.code, dry.stdout).toBe(0);
    expect(dry.outputs['keys-created']).toBe('2');
    const pulled = await makeRepo({});
    const pull = await runAction('pull', inputs, { workspace: pulled });
    expect(pull.code).toBe(0);
    expect(pull.outputs.changed).toBe('false');
    expect(await readOptional(pulled, 'locales/de.json')).toBeUndefined();
  });
});

function flatten(data: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) {
    if (typeof v === 'string') out[prefix + k] = v;
    else Object.assign(out, flatten(v as Record<string, unknown>, `${prefix}${k}.`));
  }
  return out;
}
