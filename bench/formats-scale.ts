// Format scaling: parse, serialize and rewrite-over-existing of every format at two sizes. Linear
// code takes about ten times as long for ten times the keys; quadratic code, a hundred.
import { getFormat, renderOver } from '@locale-sync/formats';
import { FORMATS } from '@locale-sync/protocol';
import { median, timed } from './lib.ts';

export interface FormatRow {
  format: string;
  smallMs: number;
  largeMs: number;
}

export const SMALL_KEYS = 5_000;
export const LARGE_KEYS = 50_000;

/** Median of 3 runs of a full read, write and rewrite cycle of `keys` keys in `name`. */
function cycleMs(name: string, keys: number): number {
  const format = getFormat(name);
  const entries = new Map(Array.from({ length: keys }, (_, i) => [`k${i}`, `Text ${i} for {name}`]));
  const changed = new Map([...entries].map(([key, text]) => [key, `${text}!`]));
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const written = format.serialize(entries, { structure: 'flat' });
    format.parse(written);
    renderOver(format, changed, 'flat', written);
    runs.push(performance.now() - start);
  }
  return median(runs);
}

/** Every format at 5,000 and 50,000 keys. */
export async function formatsScenario(): Promise<FormatRow[]> {
  const { value } = await timed(async () =>
    FORMATS.map((format) => ({
      format,
      smallMs: cycleMs(format, SMALL_KEYS),
      largeMs: cycleMs(format, LARGE_KEYS),
    })),
  );
  return value;
}
