// @github/local-action runs an assembled action folder its own way (see scripts/assemble-actions.ts):
// action.yml from the folder, the first package.json up from the entry (npm; ESM when "type" is
// "module"), its stub in place of the folder's node_modules/@actions/core, then `run()` of the entry,
// and the outputs its stub recorded. The package itself is not installed here (it needs tsx, whose
// esbuild has an install script), so this test does each of those steps as local-action does, with
// a stub of @actions/core that records as local-action's does, against a server that checks every
// signature.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { makeTree, removeTree } from '../../../packages/sync/test/helpers.ts';
import { type LoopbackServer, startLoopbackServer } from '../../../packages/sync/test/loopback-server.ts';
import { assemble, LOCAL_ACTION_ENTRY } from '../../../scripts/assemble-actions.ts';
import { REPO_ROOT } from './runner.ts';

const KEY = 'acme_web';
const SECRET = 'local-action-secret-42';
const STUB = path.join(path.dirname(fileURLToPath(import.meta.url)), '__fixtures__', 'local-action-core');

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

interface Recorded {
  outputs: Record<string, string>;
  secrets: string[];
  failed: string | undefined;
  lines: string[];
}

/** Imports the entry in a fresh Node, optionally calls its run(), and returns what the stub recorded. */
async function runEntry(
  folder: string,
  env: Record<string, string>,
  call: boolean,
): Promise<{ code: number | null; stdout: string; stderr: string; recorded: Recorded }> {
  const record = path.join(folder, `record-${call}.json`);
  const meta = parse(readFileSync(path.join(folder, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: unknown }>;
  };
  const defaults = Object.fromEntries(
    Object.entries(meta.inputs)
      .filter(([, spec]) => spec.default !== undefined)
      .map(([name, spec]) => [name, spec.default]),
  );
  const script = [
    `const { run } = await import(${JSON.stringify(pathToFileURL(path.join(folder, LOCAL_ACTION_ENTRY)).href)});`,
    `if (typeof run !== 'function') throw new Error('the entry does not export a run() function');`,
    call ? 'await run();' : '',
  ].join('\n');
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: folder,
    env: {
      PATH: process.env.PATH ?? '',
      LOCAL_ACTION_RECORD: record,
      LOCAL_ACTION_INPUT_DEFAULTS: JSON.stringify(defaults),
      ...env,
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
  return { code, stdout, stderr, recorded: JSON.parse(await readFile(record, 'utf8')) as Recorded };
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

  it('runs service-pull through the stub: run() on call only, inputs from the environment, outputs recorded', async () => {
    out = await mkdtemp(path.join(tmpdir(), 'publish-'));
    await assemble(out);
    const folder = path.join(out, 'service-pull');
    // What `npm install` does in the folder, with local-action's stub in place of @actions/core.
    mkdirSync(path.join(folder, 'node_modules', '@actions'), { recursive: true });
    cpSync(STUB, path.join(folder, 'node_modules', '@actions', 'core'), { recursive: true });
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
    // The .env a user writes: the inputs as INPUT_<NAME>, the rest from action.yml's defaults.
    const env = {
      'INPUT_PROJECT-KEY': KEY,
      'INPUT_SYNC-SECRET': SECRET,
      'INPUT_API-URL': server.url,
      GITHUB_WORKSPACE: ws,
    };
    const imported = await runEntry(folder, env, false);
    expect(imported.code).toBe(0);
    expect(imported.recorded.outputs).toEqual({});
    expect(server.requests).toHaveLength(0);

    const ran = await runEntry(folder, env, true);
    expect(ran.stderr).toBe('');
    expect(ran.recorded.failed).toBeUndefined();
    expect(ran.code).toBe(0);
    expect(ran.recorded.outputs).toEqual({ changed: 'true', 'changed-files': 'locales/de.json', files: '1' });
    expect(ran.recorded.secrets).toContain(SECRET);
    // Everything went through the stub: nothing was written as a runner command.
    expect(ran.stdout).not.toMatch(/^::/m);
    expect(await readFile(path.join(ws, 'locales/de.json'), 'utf8')).toBe('{\n  "hello": "Hallo"\n}\n');
  });
});
