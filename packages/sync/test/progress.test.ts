import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { withProgress } from '../src/cli/progress.ts';

function sink(isTTY: boolean) {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  }) as Writable & { isTTY?: boolean };
  stream.isTTY = isTTY;
  return { stream, text: () => chunks.join('') };
}

const slow = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('withProgress', () => {
  it('prints a still-working line in logs while the work runs, and nothing after', async () => {
    const err = sink(false);
    expect(await withProgress({ err: err.stream }, 'pulling from x', () => slow(42, 130), 40)).toBe(42);
    const lines = err.text().split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatch(/^pulling from x: still working \(\d+ s\)$/);
    const after = err.text();
    await slow(null, 100);
    expect(err.text()).toBe(after);
  });

  it('rewrites one line on a terminal and clears it at the end', async () => {
    const err = sink(true);
    await withProgress({ err: err.stream }, 'pushing', () => slow(1, 100), 30);
    expect(err.text()).toMatch(/^\rpushing… \d+ s/);
    expect(err.text().endsWith('\r\u001b[2K')).toBe(true);
  });

  it('prints nothing for quick work', async () => {
    const err = sink(false);
    await withProgress({ err: err.stream }, 'x', async () => 1, 1000);
    expect(err.text()).toBe('');
  });
});
