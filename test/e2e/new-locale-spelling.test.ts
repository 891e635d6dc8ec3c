import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.ts';
import { jsonFile, makeRepo, readOptional } from '../support/repo.ts';
import { createProject, type ServerProcess, startServer } from '../support/server-process.ts';

// A pull writes a locale whose file was deleted as the repository spells that locale elsewhere, with
// the bundled actions against the reference server and no .locale/config.json.
let server: ServerProcess;
let counter = 0;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

async function project(locales: string[]) {
  const created = await createProject(server.dbPath, `spell-${++counter}`, { source: 'en', all: locales });
  return {
    'project-key': created.projectKey,
    'sync-secret': created.syncSecret,
    'api-url': server.apiUrl,
  };
}

const catalog = (text: string) =>
  `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "Save"\nmsgstr "${text}"\n`;

describe('a deleted translation comes back spelled as the repository spells its locale', () => {
  it("takes another Odoo module's sr@latin.po, and gettext's @latin once no module has one", async () => {
    // repo/ auditlog/i18n/auditlog.pot, de.po, sr@latin.po
    //       base_partition/i18n/base_partition.pot, de.po, sr@latin.po (deleted after the push)
    const inputs = await project(['en', 'de', 'sr-Latn']);
    const repo = await makeRepo({
      'auditlog/i18n/auditlog.pot': catalog(''),
      'auditlog/i18n/de.po': catalog('Speichern'),
      'auditlog/i18n/sr@latin.po': catalog('Sačuvaj'),
      'base_partition/i18n/base_partition.pot': catalog(''),
      'base_partition/i18n/de.po': catalog('Speichern'),
      'base_partition/i18n/sr@latin.po': catalog('Sačuvaj'),
    });
    const push = await runAction('push', inputs, { workspace: repo });
    expect(push.code, push.stdout + push.stderr).toBe(0);

    await rm(path.join(repo, 'base_partition/i18n/sr@latin.po'));
    const pull = await runAction('pull', inputs, { workspace: repo });
    expect(pull.code, pull.stdout + pull.stderr).toBe(0);
    expect(await readOptional(repo, 'base_partition/i18n/sr@latin.po')).toContain('msgstr "Sačuvaj"');
    expect(await readOptional(repo, 'base_partition/i18n/sr_Latn.po')).toBeUndefined();

    await rm(path.join(repo, 'auditlog/i18n/sr@latin.po'));
    await rm(path.join(repo, 'base_partition/i18n/sr@latin.po'));
    const again = await runAction('pull', inputs, { workspace: repo });
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(await readOptional(repo, 'auditlog/i18n/sr@latin.po')).toContain('msgstr "Sačuvaj"');
    expect(await readOptional(repo, 'base_partition/i18n/sr@latin.po')).toContain('msgstr "Sačuvaj"');
  });

  it("takes another Matomo plugin's lower-case es-ar.json", async () => {
    // repo/ lang/en.json, de.json, es-ar.json
    //       plugins/Goals/lang/en.json, de.json, es-ar.json (deleted after the push)
    const inputs = await project(['en', 'de', 'es-AR']);
    const repo = await makeRepo({
      'lang/en.json': jsonFile({ save: 'Save' }),
      'lang/de.json': jsonFile({ save: 'Speichern' }),
      'lang/es-ar.json': jsonFile({ save: 'Guardar' }),
      'plugins/Goals/lang/en.json': jsonFile({ goal: 'Goal' }),
      'plugins/Goals/lang/de.json': jsonFile({ goal: 'Ziel' }),
      'plugins/Goals/lang/es-ar.json': jsonFile({ goal: 'Objetivo' }),
    });
    const push = await runAction('push', inputs, { workspace: repo });
    expect(push.code, push.stdout + push.stderr).toBe(0);
    await rm(path.join(repo, 'plugins/Goals/lang/es-ar.json'));
    const pull = await runAction('pull', inputs, { workspace: repo });
    expect(pull.code, pull.stdout + pull.stderr).toBe(0);
    expect(await readOptional(repo, 'plugins/Goals/lang/es-ar.json')).toBe(jsonFile({ goal: 'Objetivo' }));
    expect(await readOptional(repo, 'plugins/Goals/lang/es-AR.json')).toBeUndefined();
  });
});
