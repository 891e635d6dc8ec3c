// `npm run demo` shows the actions' logs as the runner would: the sync secret, which the bundles name
// in `::add-mask::` lines for the runner, never reaches the terminal (it did, right after "sync secret
// created (kept secret)").
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runnerLog } from '../support/action-runner.ts';
import { REPO_ROOT } from '../support/paths.ts';

const run = promisify(execFile);

describe('the demo and the runner’s log', () => {
  it('runnerLog masks every value an add-mask line names and hides the workflow commands', () => {
    const stdout = [
      'pushing to http://127.0.0.1:1/api/v1',
      '::add-mask::s3cr3t-value',
      '::group::Push',
      'signed with s3cr3t-value',
      '::warning file=locales/de.json,line=3::key "hi": placeholder {name} is missing',
      '::debug::hidden',
      '::endgroup::',
    ].join('\n');
    expect(runnerLog(stdout).split('\n')).toEqual([
      'pushing to http://127.0.0.1:1/api/v1',
      '▸ Push',
      'signed with ***',
      'warning: key "hi": placeholder {name} is missing',
    ]);
  });

  it('npm run demo prints no add-mask line, so no secret', async () => {
    const { stdout, stderr } = await run(process.execPath, [join(REPO_ROOT, 'scripts', 'demo.ts')], {
      cwd: REPO_ROOT,
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(stdout).toContain('sync secret created (kept secret)');
    expect(stdout).toContain('Demo finished');
    expect(`${stdout}\n${stderr}`).not.toMatch(/::add-mask::/);
    // No other workflow command either: the log reads as the runner shows it.
    expect(stdout).not.toMatch(/^::[a-z-]+( [^:]*)?::/m);
  }, 60_000);
});
