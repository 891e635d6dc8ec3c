// @github/local-action runs an assembled action folder its own way (see scripts/assemble-actions.ts):
// action.yml from the folder, the first package.json up from the entry (npm; ESM when "type" is
// "module"), its stub in place of the @actions/core `npm ls` finds from where it runs, then `run()`
// of the entry, and the outputs its stub recorded. The first test checks that each folder holds
// what those steps need; the second runs local-action itself (the pinned devDependency) on
// service-pull against a server that checks every signature.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTree, removeTree } from '../../../packages/sync/test/helpers.ts';
import {
  type LoopbackServer,
  pushAnswerFor,
  startLoopbackServer,
} from '../../../packages/sync/test/loopback-server.ts';
import { assemble, LOCAL_ACTION_ENTRY } from '../../../scripts/assemble-actions.ts';
import { REPO_ROOT } from './runner.ts';

const KEY = 'acme_web';
const SECRET = 'local-action-secret-42';

let out: string | undefined;
let server: LoopbackServer | undefined;
const trees: string[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  if (out) await rm(out, { recursive: true, force: true });
  out = undefined;
  await Promise.all(trees.splice(0).map(removeTree));
});

/** The first package.json from the entry's folder up, as local-action looks for it. */
function packageJsonAbove(entry: string): string | undefined {
  for (let dir = path.dirname(entry); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return path.join(dir, 'package.json');
    if (path.dirname(dir) === dir) return undefined;
  }
}

const LOCAL_ACTION_BIN = path.join(
  REPO_ROOT,
  'node_modules',
  '@github',
  'local-action',
  'bin',
  'local-action.js',
);

/**
 * Runs local-action's own bin in `cwd` under this Node (first on PATH, for the `npm exec tsx` and
 * `npm ls` it starts). Nothing else is passed on: dotenv does not override variables already set,
 * so a GITHUB_WORKSPACE or INPUT_* of the test's own environment would win over the .env.
 */
async function runLocalAction(
  cwd: string,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [LOCAL_ACTION_BIN, ...args], {
    cwd,
    env: {
      PATH: [path.dirname(process.execPath), process.env.PATH ?? ''].join(path.delimiter),
      HOME: process.env.HOME ?? tmpdir(),
      NO_COLOR: '1',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout, stderr };
}

/** The rows of the table local-action prints under "Action Outputs" (console.table of Output, Value). */
function outputsTable(stdout: string): Map<string, string> {
  const section = stdout.slice(stdout.indexOf('Action Outputs'));
  const rows = [...section.matchAll(/^│ \d+\s+│ '([^']*)'\s+│ '([^']*)'\s+│$/gm)];
  return new Map(rows.map((m) => [m[1] as string, m[2] as string]));
}

/**
 * What `npm install` in an assembled folder puts there, without the registry: @actions/core at the
 * version the folder's package.json names, copied (local-action stubs it by the path `npm ls`
 * reports, so it must not be a symlink Node would resolve elsewhere), and tsx, which local-action's
 * bin starts with `npm exec tsx` from the folder.
 */
function prepare(folder: string): string {
  const pkg = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const core = path.join(REPO_ROOT, 'node_modules', '@actions', 'core');
  const installed = JSON.parse(readFileSync(path.join(core, 'package.json'), 'utf8')) as { version: string };
  expect(installed.version).toBe(pkg.dependencies['@actions/core']);
  cpSync(core, path.join(folder, 'node_modules', '@actions', 'core'), { recursive: true });
  mkdirSync(path.join(folder, 'node_modules', '.bin'));
  symlinkSync(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    path.join(folder, 'node_modules', '.bin', 'tsx'),
  );
  return folder;
}

/** The .env of docs/actions.md, "Try the actions locally". */
function writeEnv(folder: string, apiUrl: string, workspace: string): void {
  writeFileSync(
    path.join(folder, '.env'),
    [
      `INPUT_PROJECT-KEY=${KEY}`,
      `INPUT_SYNC-SECRET=${SECRET}`,
      `INPUT_API-URL=${apiUrl}`,
      `GITHUB_WORKSPACE=${workspace}`,
      '',
    ].join('\n'),
  );
}

describe('the assembled folders under @github/local-action', () => {
  it('hold what local-action loads: action.yml, an ES entry exporting run, @actions/core to stub', async () => {
    out = await mkdtemp(path.join(tmpdir(), 'publish-'));
    for (const [folder, source] of (await assemble(out)).map((f, i) => [f, ['push', 'pull'][i]] as const)) {
      expect(existsSync(path.join(folder, 'action.yml'))).toBe(true);
      const entry = path.join(folder, LOCAL_ACTION_ENTRY);
      // The package.json local-action finds decides npm and ESM, and lists what `npm install` puts in
      // node_modules for `npm ls @actions/core` to find and the stub to replace.
      expect(packageJsonAbove(entry)).toBe(path.join(folder, 'package.json'));
      const pkg = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
        type: string;
        dependencies: Record<string, string>;
      };
      const action = JSON.parse(
        readFileSync(path.join(REPO_ROOT, 'actions', source as string, 'package.json'), 'utf8'),
      ) as { dependencies: Record<string, string> };
      expect(pkg.type).toBe('module');
      expect(pkg.dependencies).toEqual({ '@actions/core': action.dependencies['@actions/core'] });
      // @actions/core is imported, not bundled: the one import of a package the entry makes (Node's
      // own modules aside, with or without `node:`: the ESM @actions/http-client imports `http`).
      const text = readFileSync(entry, 'utf8');
      expect(text).toMatch(/^import \* as \w+ from "@actions\/core";$/m);
      const bare = [...text.matchAll(/^import [^;]* from "([^"]+)";$/gm)]
        .map((m) => m[1] as string)
        .filter((s) => !isBuiltin(s));
      expect(bare).toEqual(['@actions/core']);
    }
  });

  it('runs service-pull under the real local-action CLI: its outputs table, the file written, signed requests', async () => {
    out = await mkdtemp(path.join(tmpdir(), 'publish-'));
    await assemble(out);
    const folder = prepare(path.join(out, 'service-pull'));
    // workspace/
    //   locales/en.json   source, not pulled
    const ws = await makeTree({ 'locales/en.json': '{"hello": "Hello"}\n' });
    trees.push(ws);
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: () => ({
        status: 200,
        body: {
          sourceLocale: 'en',
          files: [{ locale: 'de', format: 'json', content: '{\n  "hello": "Hallo"\n}\n', keys: 1 }],
        },
      }),
    });
    writeEnv(folder, server.url, ws);
    const { code, stdout, stderr } = await runLocalAction(folder, ['run', '.', LOCAL_ACTION_ENTRY, '.env']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // local-action's stub took @actions/core's place: the outputs are its table, not runner commands.
    expect(outputsTable(stdout)).toEqual(
      new Map([
        ['changed', 'true'],
        ['changed-files', 'locales/de.json'],
        ['files', '1'],
      ]),
    );
    expect(stdout).not.toContain('No outputs were set!');
    expect(stdout).not.toContain(SECRET);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/sync/pull']);
    // A new file takes its source's one-line style, whatever the answer's spacing.
    expect(await readFile(path.join(ws, 'locales/de.json'), 'utf8')).toBe('{"hello": "Hallo"}\n');
  });

  it('runs service-push under the real local-action CLI: its outputs table, the files sent', async () => {
    out = await mkdtemp(path.join(tmpdir(), 'publish-'));
    await assemble(out);
    const folder = prepare(path.join(out, 'service-push'));
    // workspace/
    //   locales/en.json       {"hello": "Hello", "bye": "Bye"}
    //   src/i18n/pt_BR.json   {"hello": "Olá"}
    const ws = await makeTree({
      'locales/en.json': '{"hello":"Hello","bye":"Bye"}\n',
      'src/i18n/pt_BR.json': '{"hello":"Olá"}\n',
    });
    trees.push(ws);
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) => pushAnswerFor(r.body),
    });
    writeEnv(folder, server.url, ws);
    const { code, stdout, stderr } = await runLocalAction(folder, [folder, LOCAL_ACTION_ENTRY, '.env']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(outputsTable(stdout)).toEqual(
      new Map([
        ['files', '2'],
        ['locales', 'en,pt-BR'],
        ['keys-created', '3'],
        ['keys-updated', '0'],
      ]),
    );
    expect(stdout).not.toContain(SECRET);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/sync/push']);
    expect((server.requests[0]?.body as { files?: { path: string }[] })?.files?.map((f) => f.path)).toEqual([
      'locales/en.json',
      'src/i18n/pt_BR.json',
    ]);
  });
});
