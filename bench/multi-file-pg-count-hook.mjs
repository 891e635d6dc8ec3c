// Loaded into the server by bench/multi-file-pg-statements.ts (NODE_OPTIONS=--import): counts the
// statements every pg client sends, by their text's first 90 characters, with the time each answer
// took, and writes them to PG_COUNT_OUT (then starts again from zero) on SIGUSR2.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg');
let counts = new Map();
const orig = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, cb) {
  const text = typeof config === 'string' ? config : config?.text;
  const result = orig.call(this, config, values, cb);
  if (typeof text === 'string' && result && typeof result.then === 'function') {
    const k = text.replace(/\s+/g, ' ').slice(0, 90);
    const t0 = performance.now();
    const entry = counts.get(k) ?? [0, 0];
    counts.set(k, entry);
    entry[0]++;
    result.then(
      () => {
        entry[1] += performance.now() - t0;
      },
      () => {},
    );
  }
  return result;
};
process.on('SIGUSR2', () => {
  writeFileSync(process.env.PG_COUNT_OUT, JSON.stringify([...counts]));
  counts = new Map();
});
