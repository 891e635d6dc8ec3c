// The publishable folders: action.yml with main rewritten to dist/index.js, next to the bundle.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { assemble } from '../../../scripts/assemble-actions.ts';
import { REPO_ROOT } from './runner.ts';

let out: string | undefined;
afterEach(async () => {
  if (out) await rm(out, { recursive: true, force: true });
  out = undefined;
});

describe('assemble-actions', () => {
  it('writes publish/service-push and publish/service-pull with their metadata, bundle and local-action entry', async () => {
    out = await mkdtemp(path.join(tmpdir(), 'publish-'));
    const folders = await assemble(out);
    expect(folders.map((f) => path.basename(f))).toEqual(['service-push', 'service-pull']);
    for (const [name, source] of [
      ['service-push', 'push'],
      ['service-pull', 'pull'],
    ] as const) {
      const dir = path.join(out, name);
      expect((await readdir(dir)).sort()).toEqual(['action.yml', 'dist', 'local-action', 'package.json']);
      const meta = parse(await readFile(path.join(dir, 'action.yml'), 'utf8')) as {
        runs: { using: string; main: string };
        inputs: Record<string, unknown>;
      };
      expect(meta.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
      const original = parse(await readFile(path.join(REPO_ROOT, `action-${source}.yml`), 'utf8')) as {
        inputs: Record<string, unknown>;
      };
      expect(meta.inputs).toEqual(original.inputs);
      expect(await readFile(path.join(dir, 'dist/index.js'))).toEqual(
        await readFile(path.join(REPO_ROOT, `actions/${source}/dist/index.js`)),
      );
      expect(await readFile(path.join(dir, 'dist/package.json'), 'utf8')).toContain('"type": "module"');
    }
  });
});
