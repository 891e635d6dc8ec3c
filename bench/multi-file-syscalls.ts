// The several-files-per-locale row (bench/multi-file.ts) split into the action's user and kernel CPU
// time and its system calls: each bundled action runs per layout under `/usr/bin/time` (user and
// system seconds) and once more under `strace -c -f` (calls per kind, every thread). Callgrind
// (bench/multi-file-instructions.ts) counts only user-space instructions; this shows what the kernel
// does for each layout, such as creating the files a pull writes.
//   flock /tmp/ls-heavy.lock npm exec -- node bench/multi-file-syscalls.ts [--backend=sqlite|postgres|both] [--rounds=N]
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../test/support/action-runner.ts';
import { createProject, startServer } from '../test/support/server-process.ts';
import { benchBackends } from './backends.ts';
import { MULTI_FILE_SIZE } from './goals.ts';
import { copySources, writeLayouts } from './multi-file.ts';
import { localeCodes } from './scale-project.ts';

type Layout = 'single' | 'multi';
const roundsArg = process.argv.find((arg) => arg.startsWith('--rounds='));
const rounds = roundsArg ? Number(roundsArg.slice('--rounds='.length)) : 3;
const watched = ['openat', 'mkdir', 'rename', 'write', 'close', 'unlink', 'fsync', 'statx', 'newfstatat'];

interface Figures {
  userMs: number[];
  systemMs: number[];
  calls: Map<string, number>;
  totalCalls: number;
}

/** strace -c's table: calls per system call, and the total line. */
async function callsOf(file: string): Promise<{ calls: Map<string, number>; total: number }> {
  const calls = new Map<string, number>();
  let total = 0;
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    const cells = line.trim().split(/\s+/);
    if (cells.length < 5 || !/^\d/.test(cells[0] ?? '')) continue;
    const name = cells[cells.length - 1] as string;
    const count = Number(cells[3]);
    if (name === 'total') total = count;
    else calls.set(name, count);
  }
  return { calls, total };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function measureBackend(): Promise<Map<string, Figures>> {
  const work = await mkdtemp(join(tmpdir(), 'ls-bench-mfs-'));
  const server = await startServer({
    dbPath: join(work, 'db.sqlite'),
    env: { MAX_BODY_BYTES: String(512 * 1024 * 1024) },
  });
  const figures = new Map<string, Figures>();
  try {
    const locales = ['en', ...localeCodes(MULTI_FILE_SIZE.locales - 1)];
    const layouts = await writeLayouts(work, locales, MULTI_FILE_SIZE.files, MULTI_FILE_SIZE.keysPerLocale);
    for (const layout of ['single', 'multi'] as Layout[]) {
      const pushed = await createProject(server.dbPath, `mfs-${layout}`, { source: 'en', all: locales });
      for (const action of ['push', 'pull'] as const) {
        const entry: Figures = { userMs: [], systemMs: [], calls: new Map(), totalCalls: 0 };
        for (let round = 0; round <= rounds; round++) {
          // Every push goes to a project of its own, so it sends and stores every string; every pull
          // reads the project the first push filled.
          const project =
            action === 'push' && round > 0
              ? await createProject(server.dbPath, `mfs-${layout}-${round}`, { source: 'en', all: locales })
              : pushed;
          const inputs = {
            'project-key': project.projectKey,
            'sync-secret': project.syncSecret,
            'api-url': server.apiUrl,
          };
          // Every pull starts from the sources alone, so it creates every translation file.
          const pulled = join(work, `pulled-${layout}-${action}-${round}`);
          if (action === 'pull') await copySources(layouts[layout], pulled, layout);
          const timeFile = join(work, `time-${layout}-${action}-${round}`);
          const traced = round === rounds;
          const wrapper = traced
            ? ['strace', '-c', '-f', '-o', timeFile]
            : ['/usr/bin/time', '-f', '%U %S', '-o', timeFile];
          const run = await runAction(action, inputs, {
            workspace: action === 'push' ? layouts[layout] : pulled,
            timeoutMs: 1_800_000,
            wrapper,
          });
          if (run.code !== 0) throw new Error(`${layout} ${action} failed: ${run.stdout}${run.stderr}`);
          if (traced) {
            const { calls, total } = await callsOf(timeFile);
            entry.calls = calls;
            entry.totalCalls = total;
          } else {
            const [user, system] =
              (await readFile(timeFile, 'utf8')).trim().split('\n').pop()?.split(' ') ?? [];
            entry.userMs.push(Number(user) * 1000);
            entry.systemMs.push(Number(system) * 1000);
          }
        }
        figures.set(`${action} ${layout}`, entry);
      }
    }
    return figures;
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

const { backends } = await benchBackends(process.argv.slice(2));
console.log(
  `${MULTI_FILE_SIZE.locales} locales × ${MULTI_FILE_SIZE.keysPerLocale.toLocaleString('en-US')} keys, one file per ` +
    `locale against ${MULTI_FILE_SIZE.files}; the action's user / system CPU (median of ${rounds}) and system calls (one run under strace)`,
);
console.log(`| Backend | Action | Layout | User CPU | System CPU | System calls | ${watched.join(' | ')} |`);
console.log(`|---|---|---|---|---|---|${watched.map(() => '---').join('|')}|`);
for (const backend of backends) {
  const figures = await backend.run(measureBackend);
  for (const action of ['push', 'pull'] as const) {
    for (const layout of ['single', 'multi'] as Layout[]) {
      const entry = figures.get(`${action} ${layout}`);
      if (!entry) continue;
      console.log(
        `| ${backend.name} | ${action} | ${layout === 'single' ? 'one file' : 'ten files'} | ` +
          `${Math.round(median(entry.userMs))} ms | ${Math.round(median(entry.systemMs))} ms | ` +
          `${entry.totalCalls.toLocaleString('en-US')} | ${watched.map((name) => entry.calls.get(name) ?? 0).join(' | ')} |`,
      );
    }
  }
}
