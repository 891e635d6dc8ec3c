// runner-protocol.ts speaks the runner protocol without @actions/core; these tests make the same
// calls through it and through @actions/core 3.0.1 and compare what the runner would read: every
// byte written to stdout, the GITHUB_OUTPUT file (random delimiters aside), the job summary file,
// the exit code and the errors thrown.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as protocol from '../src/runner-protocol.ts';
import * as overCore from '../src/runner-protocol-core.ts';

type Protocol = typeof protocol;

/** What one sequence of calls left for the runner to read. */
interface Trace {
  stdout: string;
  output: string;
  summary: string;
  exitCode: typeof process.exitCode;
  errors: string[];
}

/** Runs `calls` with stdout captured and fresh runner files; delimiters replaced by a fixed word. */
async function trace(impl: Protocol, calls: (p: Protocol) => Promise<void> | void): Promise<Trace> {
  const dir = await mkdtemp(path.join(tmpdir(), 'runner-protocol-'));
  const output = path.join(dir, 'output');
  const summary = path.join(dir, 'summary');
  await writeFile(output, '');
  await writeFile(summary, '');
  vi.stubEnv('GITHUB_OUTPUT', output);
  vi.stubEnv('GITHUB_STEP_SUMMARY', summary);
  // @actions/core's summary is one object per process that keeps the first file it found and any
  // text a failed write left: each trace starts it afresh, as each run of an action does.
  (core.summary as unknown as { _filePath?: string })._filePath = undefined;
  core.summary.emptyBuffer();
  let stdout = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  });
  const errors: string[] = [];
  const exitCode = process.exitCode;
  let result: Trace['exitCode'];
  try {
    await calls(impl);
  } catch (err) {
    errors.push(err instanceof Error ? err.message : String(err));
  } finally {
    write.mockRestore();
    result = process.exitCode;
    process.exitCode = exitCode;
  }
  const fixed = (text: string) => text.replace(/ghadelimiter_[0-9a-f-]{36}/g, 'ghadelimiter_X');
  return {
    stdout: fixed(stdout),
    output: fixed(await readFile(output, 'utf8')),
    summary: await readFile(summary, 'utf8'),
    exitCode: result,
    errors,
  };
}

/** Expects the same trace from runner-protocol.ts and from @actions/core, and returns it. */
async function same(calls: (p: Protocol) => Promise<void> | void): Promise<Trace> {
  const fromCore = await trace(overCore, calls);
  const ours = await trace(protocol, calls);
  expect(ours).toEqual(fromCore);
  return ours;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('runner-protocol, byte for byte as @actions/core', () => {
  it('reads inputs: INPUT_<NAME> with spaces as _, trimmed, and a missing required one names it', async () => {
    vi.stubEnv('INPUT_PROJECT-KEY', '  pk_1 \n');
    vi.stubEnv('INPUT_MY_INPUT', 'de\nfr');
    for (const impl of [protocol, overCore]) {
      expect(impl.getInput('project-key')).toBe('pk_1');
      expect(impl.getInput('my input')).toBe('de\nfr');
      expect(impl.getInput('absent')).toBe('');
      expect(() => impl.getInput('absent', { required: true })).toThrow(
        'Input required and not supplied: absent',
      );
    }
  });

  it('writes outputs as delimited blocks, multi-line values and numbers included', async () => {
    const t = await same((p) => {
      p.setOutput('changed', 'true');
      p.setOutput('changed-files', 'locales/de.json\nlocales/fr.json');
      p.setOutput('files', 2);
      p.setOutput('empty', '');
    });
    expect(t.output).toBe(
      'changed<<ghadelimiter_X\ntrue\nghadelimiter_X\n' +
        'changed-files<<ghadelimiter_X\nlocales/de.json\nlocales/fr.json\nghadelimiter_X\n' +
        'files<<ghadelimiter_X\n2\nghadelimiter_X\n' +
        'empty<<ghadelimiter_X\n\nghadelimiter_X\n',
    );
    expect(t.stdout).toBe('');
  });

  it('falls back to ::set-output without GITHUB_OUTPUT, and fails on a missing output file', async () => {
    await same((p) => {
      vi.stubEnv('GITHUB_OUTPUT', '');
      p.setOutput('a', 'b%\nc');
    });
    const missing = await same((p) => {
      vi.stubEnv('GITHUB_OUTPUT', path.join(tmpdir(), 'no-such-dir', 'output'));
      p.setOutput('a', 'b');
    });
    expect(missing.errors[0]).toMatch(/^Missing file at path: /);
  });

  it('escapes messages and annotation properties, and writes groups, masks and debug lines', async () => {
    const t = await same(async (p) => {
      p.setSecret('s3cr%t\nline');
      p.info('::plain line, written as it is');
      p.debug('debug 100%\r\n');
      p.warning('a warning');
      p.warning('with place', { file: 'src/a,b:c.json', startLine: 3 });
      p.error('an error', {
        title: 'T',
        file: 'x.json',
        startLine: 1,
        endLine: 2,
        startColumn: 3,
        endColumn: 4,
      });
      p.error('empty place', {});
      p.notice('a notice\nsecond line', { file: 'n.json' });
      await p.group('Phase', async () => p.info('inside'));
      await p
        .group('Failing', async () => {
          throw new Error('boom');
        })
        .catch(() => undefined);
    });
    expect(t.stdout).toContain('::warning file=src/a%2Cb%3Ac.json,line=3::with place\n');
    expect(t.stdout).toContain('::error title=T,file=x.json,line=1,endLine=2,col=3,endColumn=4::an error\n');
    expect(t.stdout).toContain('::group::Failing\n::endgroup::\n');
  });

  it('fails the step with exit code 1 and an error line', async () => {
    const t = await same((p) => p.setFailed('could not push: check sync-secret'));
    expect(t.exitCode).toBe(1);
    expect(t.stdout).toBe('::error::could not push: check sync-secret\n');
  });

  it('appends Markdown and a line end to the job summary, and names a summary file it cannot use', async () => {
    const t = await same(async (p) => {
      await p.appendSummary('## locale-sync pull\n\n| a | b |');
      await p.appendSummary('second');
    });
    expect(t.summary).toBe('## locale-sync pull\n\n| a | b |\nsecond\n');
    const unset = await same(async (p) => {
      vi.stubEnv('GITHUB_STEP_SUMMARY', '');
      await p.appendSummary('x');
    });
    expect(unset.errors[0]).toMatch(/GITHUB_STEP_SUMMARY/);
    const missing = await same(async (p) => {
      vi.stubEnv('GITHUB_STEP_SUMMARY', path.join(tmpdir(), 'no-such-dir', 'summary'));
      await p.appendSummary('x');
    });
    expect(missing.errors[0]).toMatch(/^Unable to access summary file: /);
  });

  it('has the same exports as its twin over @actions/core, which local-action runs', () => {
    expect(Object.keys(overCore).sort()).toEqual(Object.keys(protocol).sort());
  });
});
