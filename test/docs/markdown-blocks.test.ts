// The pieces of the documented-commands test: markers, transcripts, output comparison, and a block
// that fails being reported as failed.
import { describe, expect, it } from 'vitest';
import { FileRun } from './block-runner.ts';
import { compareOutput } from './expected-output.ts';
import { findBlocks, parseMarker } from './markdown-blocks.ts';

const DOC = [
  '# A doc',
  '',
  '<!-- test: run, server, project=shop, output -->',
  '```sh',
  'npx locale-sync-server project rotate-secret --key shop',
  '```',
  '',
  'It prints:',
  '',
  '```json',
  '{ "syncSecret": "…" }',
  '```',
  '',
  '<!-- test: run, exit=2 -->',
  '```',
  '$ tool --bogus',
  'error: unknown option',
  '```',
  '',
  '<!-- test: skip, needs the network -->',
  '```bash',
  'curl https://example.com',
  '```',
  '',
  '```sh',
  'echo unmarked',
  '```',
].join('\n');

describe('findBlocks', () => {
  const blocks = findBlocks(DOC, 'doc.md');

  it('reads each fence, its language, line and marker', () => {
    expect(blocks.map((block) => [block.line, block.lang, block.marker?.kind ?? null])).toEqual([
      [4, 'sh', 'run'],
      [10, 'json', null],
      [15, '', 'run'],
      [21, 'bash', 'skip'],
      [25, 'sh', null],
    ]);
  });

  it('takes the next block as the output with "output", and splits a $ transcript', () => {
    expect(blocks[0]?.marker).toMatchObject({ options: { server: true, project: 'shop', output: true } });
    expect(blocks[0]?.expected).toBe('{ "syncSecret": "…" }\n');
    expect(blocks[2]?.code).toBe('tool --bogus\n');
    expect(blocks[2]?.expected).toBe('error: unknown option\n');
    expect(blocks[2]?.marker).toMatchObject({ options: { exitCode: 2 } });
    expect(blocks[3]?.marker).toEqual({ kind: 'skip', reason: 'needs the network' });
  });

  it('refuses unknown markers and options, and a skip without a reason, naming the line', () => {
    expect(() => parseMarker('runn', 'a.md:3')).toThrow(/a\.md:3: unknown marker/);
    expect(() => parseMarker('run, servr', 'a.md:3')).toThrow(/unknown option "servr"/);
    expect(() => parseMarker('run, exit=two', 'a.md:3')).toThrow(/unknown option "exit=two"/);
    expect(() => parseMarker('skip', 'a.md:3')).toThrow(/needs a reason/);
  });
});

describe('compareOutput', () => {
  it('finds the documented lines in order, whatever lies between them', () => {
    expect(compareOutput('a\n\nc\n', '  a\n{"level":30}\nb\nc  \n')).toBeNull();
    expect(compareOutput('c\na\n', 'a\nc\n')).toMatch(/"a" was not printed/);
    expect(compareOutput('abc\n', 'abcd\n')).toMatch(/"abc" was not printed/);
  });

  it('ignores dates, loopback ports, secrets and …, and nothing else', () => {
    const doc =
      '"until": "2026-11-23T10:00:00.000Z", on http://127.0.0.1:8787 with "…" and Xr4_-kq2Zt0aB9cD8eF7gH6iJ5kL4mN3oP2qR1sT0uV';
    const printed =
      '"until": "2031-01-02T03:04:05Z", on http://127.0.0.1:41234 with "anything" and 0123456789012345678901234567890123456789abc';
    expect(compareOutput(doc, printed)).toBeNull();
    expect(compareOutput(doc, printed.replace('127.0.0.1', '10.0.0.1'))).not.toBeNull();
    expect(compareOutput('exit 2', 'exit 3')).not.toBeNull();
  });
});

describe('FileRun', () => {
  it('reports the exit code of the first failing command (bash -e) and what was printed', async () => {
    const [block] = findBlocks('<!-- test: run -->\n```sh\necho before\nfalse\necho after\n```\n', 'x.md');
    if (block?.marker?.kind !== 'run') throw new Error('expected a run marker');
    const run = new FileRun();
    try {
      const result = await run.run(block, block.marker.options, 10_000);
      expect(result.code).toBe(1);
      expect(result.output).toBe('before\n');
    } finally {
      await run.close();
    }
  });
});
