// The locale-sync CLI as a command-line user meets it: help per command, -V, a closed pipe, the
// settings it refuses before sending anything, and the hints it gives for a mistyped config field
// and a 404.
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { HttpError } from '@locale-sync/client';
import { describe, expect, it } from 'vitest';
import { describeError } from '../../packages/sync/src/describe-error.ts';
import { suggestField } from '../../packages/sync/src/repository/config-parse.ts';
import { parseApiUrl, SettingError } from '../../packages/sync/src/settings.ts';
import { SYNC_CLI } from '../support/paths.ts';

const run = promisify(execFile);
const cli = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  run(process.execPath, [SYNC_CLI, ...args], { env }).then(
    (done) => ({ code: 0, ...done }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );

describe('locale-sync on the command line', () => {
  it('help <command> prints that command’s help; -V and --version print the version', async () => {
    const help = await cli(['help', 'pull']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: locale-sync pull \[options\]/);
    expect((await cli(['help', 'deploy'])).code).toBe(2);
    for (const flag of ['-V', '--version']) {
      expect((await cli([flag])).stdout.trim()).toMatch(/^locale-sync \d+\.\d+\.\d+$/);
    }
  });

  it('a usage error points at the help of the command used', async () => {
    const bad = await cli(['pull', '--status', 'everything']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      'Invalid --status: expected approved or translated or all, got "everything"',
    );
    expect(bad.stderr).toContain('Run "locale-sync help pull" for usage.');
  });

  it('exits quietly when the reader closes the pipe early', async () => {
    const child = spawn(process.execPath, [SYNC_CLI, 'help', 'pull'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(stderr).not.toContain('EPIPE');
    expect(code).toBe(0);
  });

  it('refuses an api-url with a query by the setting’s name, before any request', async () => {
    expect(() => parseApiUrl('https://sync.example.com/api/v1?x=1', '--api-url')).toThrow(SettingError);
    expect(() => parseApiUrl('https://sync.example.com/api/v1#top', '--api-url')).toThrow(
      'Invalid --api-url: expected the base address without a query or fragment',
    );
    const root = await mkdtemp(join(tmpdir(), 'ls-cli-query-'));
    const env = { ...process.env, LOCALE_SYNC_SECRET: 's'.repeat(32), LOCALE_SYNC_PROJECT_KEY: 'acme' };
    const refused = await cli(['pull', '--path', root, '--api-url', 'http://127.0.0.1:9/api/v1?x=1'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--api-url');
    expect(refused.stderr).not.toContain('apiUrl');
  });

  it('suggests the known field a mistyped config field resembles', async () => {
    expect(suggestField('ouputDir')).toBe('did you mean "outputDir"?');
    expect(suggestField('outputdir')).toBe('did you mean "outputDir"?');
    expect(suggestField('sourceLocal')).toBe('did you mean "sourceLocale"?');
    expect(suggestField('banana')).toBe('known fields: files, outputDir, paths, sourceLocale');
    const root = await mkdtemp(join(tmpdir(), 'ls-cli-config-'));
    await mkdir(join(root, '.locale'));
    await writeFile(join(root, '.locale', 'config.json'), '{"ouputDir": "i18n"}');
    const env = { ...process.env, LOCALE_SYNC_SECRET: 's'.repeat(32), LOCALE_SYNC_PROJECT_KEY: 'acme' };
    const pull = await cli(
      ['pull', '--dry-run', '--path', root, '--api-url', 'http://127.0.0.1:9/api/v1'],
      env,
    );
    expect(pull.stderr).toContain('unknown field "ouputDir" is ignored (did you mean "outputDir"?)');
  });

  it('blames only the address for a 404', () => {
    const message = describeError(
      new HttpError({
        status: 404,
        code: 'not_found',
        message: 'Route GET:/x/api/sync/pull not found',
        details: undefined,
        requestId: undefined,
        url: 'https://sync.example.com/x/api/sync/pull',
        attempts: 1,
        retryAfterSeconds: undefined,
      }),
    );
    // The address lacks /api/v1: the message names it and the address to set instead.
    expect(message).toContain('api-url is https://sync.example.com/x, which does not end with /api/v1');
    expect(message).toContain('set it to https://sync.example.com/x/api/v1');
    expect(message).not.toContain('project-key and');
  });
});
