// An i18next repository that adds a second namespace, through the CLI and a server process on each
// backend: the translation a translator made in the service before the change reaches the file.
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../support/backend-processes.ts';
import { SYNC_CLI } from '../support/paths.ts';
import { jsonFile, makeRepo, readOptional, writeFiles } from '../support/repo.ts';
import { admin, type ServerProcess, startServer } from '../support/server-process.ts';

const run = promisify(execFile);
const postgres = await freshPostgresDatabase('ls_resource_rename');
afterAll(async () => postgres?.drop());

describe.each([
  ['SQLite', undefined],
  ['PostgreSQL', postgres?.url],
] as const)('one namespace becoming two, and back, through the CLI (%s)', (backend, databaseUrl) => {
  const skip = backend === 'PostgreSQL' && databaseUrl === undefined;
  let server: ServerProcess;
  const env: Record<string, string> = databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl };

  beforeAll(async () => {
    if (skip) return;
    server = await startServer({ env });
  });
  afterAll(async () => {
    if (!skip) expect(await server.stop()).toBe(0);
  });

  it.skipIf(skip)(
    'keeps what the service holds when the repository goes to several source files',
    async () => {
      const key = `rename-${backend.toLowerCase()}`;
      const created = (await admin(
        server.dbPath,
        ['project', 'create', '--key', key, '--source', 'en', '--locales', 'en,de'],
        env,
      )) as { projectKey: string; syncSecret: string };
      const cli = (command: string, repo: string) =>
        run(process.execPath, [SYNC_CLI, command, '--path', repo], {
          env: {
            ...process.env,
            ...env,
            LOCALE_SYNC_PROJECT_KEY: created.projectKey,
            LOCALE_SYNC_SECRET: created.syncSecret,
            LOCALE_SYNC_API_URL: server.apiUrl,
          },
        });
      // locales/en/common.json, locales/de/common.json: one namespace, so no resource is sent.
      const repo = await makeRepo({
        'locales/en/common.json': jsonFile({ title: 'Home', cta: 'Sign up' }),
        'locales/de/common.json': jsonFile({ title: 'Start', cta: 'Registrieren' }),
      });
      await cli('push', repo);
      // A translator improves a translation in the service; nobody pulls before the next change.
      await admin(
        server.dbPath,
        [
          'translations',
          'set',
          '--project',
          key,
          '--locale',
          'de',
          '--key',
          'cta',
          '--value',
          'Jetzt registrieren',
          '--status',
          'approved',
        ],
        env,
      );
      // locales/en/settings.json joins: two source files, each a resource named by its path.
      await writeFiles(repo, { 'locales/en/settings.json': jsonFile({ theme: 'Theme' }) });
      const pushed = await cli('push', repo);
      expect(pushed.stdout + pushed.stderr).toContain(
        'the service renamed the default resource (files pushed without a resource) to resource locales/en/common.json',
      );
      expect(pushed.stdout + pushed.stderr).not.toContain('whose source file is not in this repository');
      expect(await admin(server.dbPath, ['resources', 'list', '--project', key], env)).toEqual(
        [
          '{"resource":"locales/en/common.json","keys":2,"obsolete":0,"translations":2}',
          '{"resource":"locales/en/settings.json","keys":1,"obsolete":0,"translations":0}',
          '',
        ].join('\n'),
      );
      const pulled = await cli('pull', repo);
      expect(pulled.stdout + pulled.stderr).not.toContain('whose source file is not in this repository');
      expect(await readOptional(repo, 'locales/de/common.json')).toBe(
        jsonFile({ title: 'Start', cta: 'Jetzt registrieren' }),
      );

      // Back to one file: settings.json goes, and common.json is the default resource again.
      await rm(join(repo, 'locales/en/settings.json'));
      const back = await cli('push', repo);
      expect(back.stdout + back.stderr).toContain(
        'the service renamed resource locales/en/common.json to the default resource (files pushed without a resource)',
      );
      // settings.json's resource stays, reported as any resource whose source file is gone.
      expect(back.stdout + back.stderr).toContain('resource locales/en/settings.json (1 source key)');
      await cli('pull', repo);
      expect(await readOptional(repo, 'locales/de/common.json')).toBe(
        jsonFile({ title: 'Start', cta: 'Jetzt registrieren' }),
      );
    },
  );
});
