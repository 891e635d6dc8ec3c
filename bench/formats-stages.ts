// Each format's write, read and rewrite timed alone at growing sizes (default 2,000 / 8,000 / 32,000
// keys), to find which stage of which format does not scale linearly (about 4× per 4× keys):
// `flock /tmp/ls-e2e.lock npm exec -- node bench/formats-stages.ts [format,…] [size,…]`. A format
// whose cycle passes 20 s skips its larger sizes. Not part of `npm run bench`.
import { getFormat, renderOver } from '@locale-sync/formats';
import { FORMATS } from '@locale-sync/protocol';

const only = process.argv[2] ? process.argv[2].split(',') : [...FORMATS];
const sizes = (process.argv[3] ?? '2000,8000,32000').split(',').map(Number);
for (const name of only) {
  const format = getFormat(name);
  const row: string[] = [];
  let skip = false;
  for (const keys of sizes) {
    if (skip) {
      row.push('skip');
      continue;
    }
    const entries = new Map(Array.from({ length: keys }, (_, i) => [`k${i}`, `Text ${i} for {name}`]));
    const changed = new Map([...entries].map(([key, text]) => [key, `${text}!`]));
    let t = performance.now();
    const written = format.serialize(entries, { structure: 'flat' });
    const w = performance.now() - t;
    t = performance.now();
    format.parse(written);
    const r = performance.now() - t;
    t = performance.now();
    renderOver(format, changed, 'flat', written);
    const o = performance.now() - t;
    row.push(`${keys}: w${w.toFixed(0)} r${r.toFixed(0)} o${o.toFixed(0)}`);
    if (w + r + o > 20000) skip = true;
  }
  console.log(name.padEnd(12), row.join(' | '));
}
