// Docs that hold: every command block of README.md and docs/*.md that a reader is meant to run is run
// here, exactly as written, and must succeed (and print what the doc shows, when it shows it).
//
// The convention (also in docs/contributing.md): an HTML comment on the line right before a fence.
//   <!-- test: run -->                 run the block (bash -e) and expect exit code 0
//   <!-- test: run, OPTION, … -->      with options:
//        cwd=repo       run in the checkout itself (npm scripts); the block must not change tracked files
//        server         start a reference server first, with a project (source en; en, de, fr), and export
//                       LOCALE_SYNC_API_URL, LOCALE_SYNC_PROJECT_KEY, LOCALE_SYNC_SECRET (also as API_URL,
//                       KEY, SECRET) and DATABASE_PATH; the secret is also the block's standard input
//        project=KEY    that project's key (default my-app)
//        background     the block keeps running (a server): it is ready once it printed its documented
//                       output, and is stopped with SIGTERM after the file's last block
//        exit=N         the exit code the block must end with
//        output         the next fenced block is what this block prints
//   <!-- test: skip, WHY -->           a command block a reader runs but this test cannot (WHY says why)
// Every sh/bash/shell/console block carries one of the two, so a new block cannot go untested
// unnoticed. A block whose lines start with `$ ` is a transcript: those lines are run, the others are
// its output. Documented output is compared line by line, in order, ignoring other lines and the
// values that change (`…`, dates, loopback ports, secrets: see expected-output.ts).
//
// Where blocks run: the blocks of one file run in order in one scratch folder (a copy of
// examples/web-app, an application with locales/, holding the workspace's node_modules and .npmrc, so
// `npx locale-sync…` resolves the workspace's bins as in a checkout), each in a fresh bash with the
// environment of a new shell: no npm variables, no node_modules/.bin on PATH, the pinned Node 24 first
// on PATH, PORT=0 (a server picks a free port), and `npm ci` a no-op (this checkout has run it).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths.ts';
import { FileRun } from './block-runner.ts';
import { compareOutput } from './expected-output.ts';
import { type DocBlock, findBlocks, SHELL_LANGUAGES } from './markdown-blocks.ts';

const BLOCK_TIMEOUT_MS = 30_000;

const FILES = [
  'README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

const blocksByFile = new Map<string, DocBlock[]>(
  FILES.map((file) => [file, findBlocks(readFileSync(join(REPO_ROOT, file), 'utf8'), file)]),
);

describe('documented commands', () => {
  it('every shell block of README.md and docs/*.md is marked test: run or test: skip', () => {
    const unmarked = [...blocksByFile.values()]
      .flat()
      .filter((block) => SHELL_LANGUAGES.has(block.lang) && block.marker === null)
      .map((block) => `${block.file}:${block.line}`);
    expect(unmarked, 'add <!-- test: run --> or <!-- test: skip, why --> right before each').toEqual([]);
  });

  for (const [file, blocks] of blocksByFile) {
    const runnable = blocks.filter((block) => block.marker?.kind === 'run');
    if (runnable.length === 0) continue;
    describe(file, () => {
      const run = new FileRun();
      afterAll(() => run.close());

      for (const block of runnable) {
        if (block.marker?.kind !== 'run') continue;
        const options = block.marker.options;
        const title = `${file}:${block.line}: ${block.code.split('\n')[0]}`;
        it(title, { timeout: BLOCK_TIMEOUT_MS + 10_000 }, async () => {
          if (options.background && block.expected === null) {
            throw new Error(`${file}:${block.line}: a background block needs its output documented (output)`);
          }
          const result = await run.run(block, options, BLOCK_TIMEOUT_MS);
          expect(result.code, `exit code of ${file}:${block.line}; it printed:\n${result.output}`).toBe(
            options.exitCode,
          );
          if (block.expected !== null) {
            expect(compareOutput(block.expected, result.output), `it printed:\n${result.output}`).toBeNull();
          }
        });
      }
    });
  }
});
