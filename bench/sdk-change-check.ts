// CPU time of one freshness check of the SQLite read cache (the one the SDK answers make per
// request) against the cheaper-looking alternatives, in this process, on a WAL database in a temp
// folder: the check itself (one 48-byte read of the wal-index header), `fstat` of the `-shm` and
// `-wal` files, and the `total_changes()` + `PRAGMA data_version` statement it falls back to.
// Run: `npm exec -- node bench/sdk-change-check.ts [--calls 200000] [--rounds 3]`
import { fstatSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { changeCheck } from '../packages/server/src/storage/sqlite/data-version.ts';
import { median } from './lib.ts';

const argv = process.argv.slice(2);
const option = (flag: string, fallback: number) => {
  const at = argv.indexOf(flag);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const calls = option('--calls', 200_000);
const rounds = option('--rounds', 3);

const path = join(mkdtempSync(join(tmpdir(), 'sdk-change-check-')), 'db.sqlite');
const db = new DatabaseSync(path);
db.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (x); INSERT INTO t VALUES (1);');
const check = changeCheck(db);
const shm = openSync(`${path}-shm`, 'r');
const wal = openSync(`${path}-wal`, 'r');
const pragma = db.prepare('SELECT total_changes() AS c, (SELECT data_version FROM pragma_data_version) AS v');

const cases = new Map<string, () => unknown>([
  ['wal-index header read (the check)', () => check.changed()],
  ['fstat of -shm', () => fstatSync(shm).mtimeMs],
  ['fstat of -wal', () => fstatSync(wal).size],
  ['total_changes + data_version', () => pragma.get()],
]);

const figures = new Map<string, number[]>([...cases.keys()].map((name) => [name, []]));
for (let round = 0; round < rounds; round++) {
  for (const [name, call] of cases) {
    for (let i = 0; i < 10_000; i++) call();
    const before = process.cpuUsage();
    for (let i = 0; i < calls; i++) call();
    const used = process.cpuUsage(before);
    figures.get(name)?.push(((used.user + used.system) * 1000) / calls);
  }
}
for (const [name, ns] of figures) {
  console.log(
    `${name.padEnd(36)} ${median(ns).toFixed(0).padStart(5)} ns CPU per call (rounds: ${ns.map((v) => v.toFixed(0)).join(', ')})`,
  );
}
db.close();
