// Issue 21's first trip: a translation edited in the service (`translations set`, stored as
// translated) does not come back with a default pull (approved only), and the pull said only that the
// files were up to date. Now the admin CLI says what reaches a default pull, and the pull says per
// locale what its status left behind, with the setting that brings it: the CLI's flag, the action's
// input, in the log and the job summary.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.ts';
import { SERVER_CLI, SYNC_CLI } from '../support/paths.ts';
import { jsonFile, makeRepo } from '../support/repo.ts';
import { createProject, type ServerProcess, startServer } from '../support/server-process.ts';

const run = promisify(execFile);
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

describe('a translation the status leaves behind', () => {
  it('is named by translations set, and by the pull of the CLI and of the action', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'held-back', {
      source: 'en',
      all: ['en', 'de'],
    });
    const files = {
      'locales/en.json': jsonFile({ hello: 'Hello', bye: 'Bye' }),
      'locales/de.json': jsonFile({ hello: 'Hallo', bye: 'Tschüss' }),
    };
    const repo = await makeRepo(files);
    const env = {
      ...process.env,
      LOCALE_SYNC_PROJECT_KEY: projectKey,
      LOCALE_SYNC_SECRET: syncSecret,
      LOCALE_SYNC_API_URL: server.apiUrl,
    };
    await run(process.execPath, [SYNC_CLI, 'push', '--path', repo], { env });

    const set = await run(
      process.execPath,
      [SERVER_CLI, 'translations', 'set', '--project', projectKey, '--locale', 'de', '--key', 'bye'].concat([
        '--value',
        'Auf Wiedersehen',
        '--db',
        server.dbPath,
      ]),
      { env: { ...process.env, LOG_LEVEL: 'warn' } },
    );
    expect(set.stderr).toContain('stored as translated: a default pull (status approved) does not bring it');

    const pulled = await run(process.execPath, [SYNC_CLI, 'pull', '--path', repo], { env });
    expect(pulled.stdout).toContain('the 1 file is up to date; nothing written');
    expect(pulled.stderr).toContain(
      'note: 1 translation of de is translated but not approved; --status translated pulls it',
    );

    const action = await runAction(
      'pull',
      { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl },
      { workspace: repo },
    );
    expect(action.code).toBe(0);
    expect(action.stdout).toContain(
      '::notice::1 translation of de is translated but not approved; status: translated pulls it',
    );
    expect(action.summary).toContain('1 translation of de is translated but not approved');
    expect(action.summary).toContain('translated pulls it');
  });
});
