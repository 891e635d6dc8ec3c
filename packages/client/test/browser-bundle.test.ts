import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBrowser, MAX_GZIP_BYTES } from '../scripts/build-browser.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('browser bundle of @locale-sync/client/sdk', () => {
  it('is one self-contained ES module under 10 KB gzipped, without zod or node:*', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ls-sdk-bundle-'));
    dirs.push(dir);
    const { file, gzipBytes } = await buildBrowser(dir);
    const code = await readFile(file, 'utf8');
    expect(gzipBytes).toBeLessThan(MAX_GZIP_BYTES);
    // Only relative imports would load in a page; a self-contained bundle has none at all.
    expect(code).not.toMatch(/\bimport\s*(?:[\w*{][^;]*?from\s*)?["'`]/);
    expect(code).not.toMatch(/node:/);
    expect(code).not.toMatch(/ZodError|\$ZodType/);
    const module = await import(file);
    expect(Object.keys(module)).toEqual(
      expect.arrayContaining(['LocaleSync', 'SdkClient', 'OriginNotAllowedError', 'HttpError']),
    );
  });
});
