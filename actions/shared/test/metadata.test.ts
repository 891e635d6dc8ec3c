// Every input the code reads is declared in the action's metadata with the same name, default and
// required flag, and every output it sets is declared too.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_API_URL } from '@locale-sync/protocol';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PULL_INPUTS, PULL_OUTPUTS } from '../../pull/src/inputs.ts';
import { PUSH_INPUTS, PUSH_OUTPUTS } from '../../push/src/inputs.ts';
import { REPO_ROOT } from './runner.ts';

interface Metadata {
  name: string;
  description: string;
  branding: { icon: string; color: string };
  inputs: Record<string, { description: string; required: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
}

async function metadata(file: string): Promise<Metadata> {
  return parse(await readFile(path.join(REPO_ROOT, file), 'utf8')) as Metadata;
}

const cases = [
  { file: 'action-push.yml', action: 'push', inputs: PUSH_INPUTS, outputs: PUSH_OUTPUTS },
  { file: 'action-pull.yml', action: 'pull', inputs: PULL_INPUTS, outputs: PULL_OUTPUTS },
] as const;

describe.each(cases)('$file', ({ file, action, inputs, outputs }) => {
  it('declares exactly the inputs the code reads, with the same defaults and required flags', async () => {
    const meta = await metadata(file);
    const declared = Object.entries(meta.inputs).map(([name, input]) => ({
      name,
      required: input.required,
      ...(input.default !== undefined && { default: String(input.default) }),
    }));
    const read = Object.values(inputs).map((spec) => ({
      name: spec.name,
      required: spec.required,
      ...('default' in spec && { default: spec.default }),
    }));
    const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);
    expect(declared.sort(byName)).toEqual(read.sort(byName));
    for (const input of Object.values(meta.inputs)) expect(input.description.length).toBeGreaterThan(10);
    expect(meta.inputs['api-url']?.default).toBe(DEFAULT_API_URL);
  });

  it('declares every output the code sets', async () => {
    const meta = await metadata(file);
    expect(Object.keys(meta.outputs).sort()).toEqual(Object.values(outputs).sort());
  });

  it('runs the committed bundle on node24 and has branding', async () => {
    const meta = await metadata(file);
    expect(meta.runs).toEqual({ using: 'node24', main: `actions/${action}/dist/index.js` });
    expect(meta.branding.icon).toBeTruthy();
    // The entry loads the action as a chunk (after its Node version check): the inputs are read in
    // one of the files next to it.
    const dist = path.dirname(path.join(REPO_ROOT, meta.runs.main));
    const texts = await Promise.all(
      (await readdir(dist)).map((name) => readFile(path.join(dist, name), 'utf8')),
    );
    expect(texts.some((text) => text.includes('getInput'))).toBe(true);
  });

  it('reads inputs only in src/inputs.ts, through one core.getInput call driven by the table', async () => {
    const dir = path.join(REPO_ROOT, 'actions', action, 'src');
    const inputsSource = await readFile(path.join(dir, 'inputs.ts'), 'utf8');
    expect(inputsSource.match(/getInput\(/g)).toHaveLength(1);
    expect(inputsSource).not.toMatch(/getInput\(\s*['"]/);
    for (const other of ['main.ts', 'index.ts']) {
      expect(await readFile(path.join(dir, other), 'utf8')).not.toMatch(/getInput|getBooleanInput/);
    }
  });
});
