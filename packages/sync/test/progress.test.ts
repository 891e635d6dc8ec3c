import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { withProgress } from '../src/cli/progress.ts';

/** A stream that keeps what is written to it, and resolves `written(n)` once it holds `n` writes. */
function sink(isTTY: boolean) {
  const chunks: string[] = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      for (const wait of waiting.filter((w) => chunks.length >= w.count)) wait.resolve();
      done();
    },
  }) as Writable & { isTTY?: boolean };
  stream.isTTY = isTTY;
  const written = (count: number) =>
    new Promise<void>((resolve) => {
      if (chunks.length >= count) resolve();
      else waiting.push({ count, resolve });
    });
  return { stream, text: () => chunks.join(''), written };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('withProgress', () => {
  it('prints a still-working line in logs while the work runs, and nothing after', async () => {
    const err = sink(false);
    // The work ends once two lines are out: on a busy machine one late timer tick may be all there
    // is in a fixed time (Node runs a late interval once, not once per period missed).
    const work = () => err.written(2).then(() => 42);
    expect(await withProgress({ err: err.stream }, 'pulling from x', work, 40)).toBe(42);
    const lines = err.text().split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatch(/^pulling from x: still working \(\d+ s\)$/);
    const after = err.text();
    // Longer than two periods: a timer left running would have written again (its tick is due first).
    await sleep(100);
    expect(err.text()).toBe(after);
  });

  it('rewrites one line on a terminal and clears it at the end', async () => {
    const err = sink(true);
    await withProgress({ err: err.stream }, 'pushing', () => err.written(1), 30);
    expect(err.text()).toMatch(/^\rpushing… \d+ s/);
    expect(err.text().endsWith('\r\u001b[2K')).toBe(true);
  });

  it('prints nothing for quick work', async () => {
    const err = sink(false);
    await withProgress({ err: err.stream }, 'x', async () => 1, 1000);
    expect(err.text()).toBe('');
  });
});
