// `npm run bench`: every benchmark, printed and written to docs/performance.md with its command.
// Not part of CI. Pass `--quick` to skip the 100 locales × 10,000 keys scenario, `--sync-only` to run and
// print only the sync scenarios (the file is left as it is), and
// `--backend=sqlite|postgres|both` (default both: PostgreSQL when one answers, see backends.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../test/support/paths.ts';
import { benchBackends } from './backends.ts';
import { type FormatRow, formatsScenario, LARGE_KEYS, SMALL_KEYS } from './formats-scale.ts';
import { n } from './lib.ts';
import { type SdkRow, sdkScenario } from './sdk-api.ts';
import { type StartupRow, startupScenario } from './startup.ts';
import { type ScaleRow, scaleScenario } from './sync-scale.ts';

const quick = process.argv.includes('--quick');
/** Only the sync scenarios, printed as section 1's table; docs/performance.md is left as it is. */
const syncOnly = process.argv.includes('--sync-only');
const mib = (v: number | undefined) => (v === undefined ? 'n/a' : `${n(v)} MiB`);
const ratio = (ours: number, floor: number) => `${n(ours / floor, 1)}×`;

async function main(): Promise<void> {
  const scale: ScaleRow[] = [];
  const sdk: SdkRow[] = [];
  // The sync and SDK figures depend on the storage: measured on each backend, rows named after it.
  for (const backend of await benchBackends(process.argv)) {
    const on = ` (${backend.name})`;
    console.log(`sync scale${on}…`);
    const sizes: Array<[number, number]> = quick
      ? [[20, 5_000]]
      : [
          [20, 5_000],
          [100, 10_000],
        ];
    for (const [locales, keys] of sizes) {
      const row = await backend.run(() => scaleScenario(locales, keys));
      scale.push({ ...row, scenario: row.scenario + on });
      console.log(row);
    }
    if (syncOnly) continue;
    console.log(`SDK API${on}…`);
    for (const row of await backend.run(() => sdkScenario())) {
      sdk.push({ ...row, endpoint: row.endpoint + on });
      console.log(row);
    }
  }
  if (syncOnly) {
    console.log(`\n${scaleTable(scale)}`);
    return;
  }
  console.log('start-up…');
  const startup = await startupScenario();
  console.log(startup);
  console.log('formats…');
  const formats = await formatsScenario();
  for (const row of formats) console.log(row);
  const target = join(REPO_ROOT, 'docs/performance.md');
  const generated = render(scale, sdk, startup, formats);
  const report = withWrittenSections(generated, await readFile(target, 'utf8').catch(() => ''));
  await writeFile(target, report);
  console.log(`\n${report}`);
}

/**
 * The generated report followed by the sections of the current file that the generator does not
 * write (measured by hand or by another script, each saying how), so a new run keeps them.
 */
function withWrittenSections(generated: string, current: string): string {
  const headings = new Set(generated.split('\n').filter((line) => line.startsWith('## ')));
  const kept = current
    .split(/^(?=## )/m)
    .filter((section) => section.startsWith('## ') && !headings.has(section.split('\n')[0] as string));
  return kept.length === 0 ? generated : `${generated.trimEnd()}\n\n${kept.join('').trimEnd()}\n`;
}

function render(scale: ScaleRow[], sdk: SdkRow[], startup: StartupRow, formats: FormatRow[]): string {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${n(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  return `# Performance

Measured by \`npm run bench\` (\`bench/run.ts\`) on ${machine}, ${new Date().toISOString().slice(0, 10)}.
Every figure is one run on a shared machine; ratios against a floor measured in the same run matter more
than the absolute times. Regenerate this file with \`npm run bench\` (add \`-- --quick\` to skip the largest
scenario).

## 1. Sync at scale (bench/sync-scale.ts)

Generated repositories (\`locales/<locale>.json\`, flat keys, source \`en\`); the bundled push action and the
bundled pull action run as the runner runs them, against the reference server on loopback, each in its own
process (process start included). The floors are the work each must do, measured in the same run with
none of our code and no process start (\`bench/floors.ts\`): **push floor**, read and \`JSON.parse\` every
file, build and gzip one body, then gunzip and parse it and every file, and upsert every string into a
fresh SQLite file database (WAL) in one transaction; **pull floor**, read every locale from that database
in source order, render each file, send them in one answer over loopback HTTP, parse the answer and each
file, compare with the file on disk and write it. **Changed-only push**: the push again after one string of
one translation changed (the service already holds every other file at its hash, see docs/protocol.md).

${scaleTable(scale)}

## 2. Public SDK API (bench/sdk-api.ts)

autocannon, 50 connections, 5 s per endpoint, rate limits off (\`RATE_LIMIT_DISABLED=true\`), a project of 500
approved strings. Baseline: a bare \`node:http\` server answering the same precomputed bytes with the same
status, connections and duration.

| Endpoint | Requests/s | p99 | Baseline requests/s | Baseline p99 | Ours / baseline |
|---|---|---|---|---|---|
${sdk
  .map(
    (r) =>
      `| ${r.endpoint} | ${n(r.rps)} | ${n(r.p99Ms)} ms | ${n(r.baselineRps)} | ${n(r.baselineP99Ms)} ms | ${n((r.rps / r.baselineRps) * 100)} % |`,
  )
  .join('\n')}

## 3. Action start-up (bench/startup.ts)

Median of 15 runs: the bundled pull action loading and finishing a dry run on an empty repository (one
signed request to the local server included), next to \`node -e ''\`.

| | Time |
|---|---|
| \`node -e ''\` | ${n(startup.nodeMs)} ms |
| pull action, dry run, empty repository | ${n(startup.pullDryRunMs)} ms |
| difference | ${n(startup.pullDryRunMs - startup.nodeMs)} ms |

Bundle sizes (the whole \`dist/\`: a small loader and the chunks ncc emits, of which a run loads only what
it uses, see sections 5 and 6): \`actions/push/dist\` ${n(startup.pushBundleKiB)} KiB, \`actions/pull/dist\` ${n(startup.pullBundleKiB)} KiB.

## 4. Formats at size (bench/formats-scale.ts)

One read, write and rewrite-over-the-existing-file cycle (median of 3), in process. Ten times the keys
should take about ten times as long; a ratio near 100 would mean quadratic work.

| Format | ${n(SMALL_KEYS)} keys | ${n(LARGE_KEYS)} keys | Ratio |
|---|---|---|---|
${formats.map((r) => `| ${r.format} | ${n(r.smallMs)} ms | ${n(r.largeMs)} ms | ${n(r.largeMs / r.smallMs, 1)} |`).join('\n')}

${DOMINATES}`;
}

/** Section 1's table: each scenario against its floors, and the changed-only push against the full one. */
function scaleTable(scale: ScaleRow[]): string {
  return `| Scenario | Strings | Files | Push | Push floor | Push / floor | Pull | Pull floor | Pull / floor | Changed-only push (files sent) | Changed-only / full push | Action peak RSS (push / pull) | Server peak RSS |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${scale
  .map(
    (r) =>
      `| ${r.scenario} | ${n(r.strings)} | ${n(r.bodyMiB, 1)} MiB | ${n(r.pushMs)} ms | ${n(r.pushFloorMs)} ms | ${ratio(r.pushMs, r.pushFloorMs)} | ${n(r.pullMs)} ms | ${n(r.pullFloorMs)} ms | ${ratio(r.pullMs, r.pullFloorMs)} | ${n(r.changedPushMs)} ms (${r.changedPushFiles}) | ${n(r.changedPushMs / r.pushMs, 2)}× | ${mib(r.actionPushRssMiB)} / ${mib(r.actionPullRssMiB)} | ${mib(r.serverRssMiB)} |`,
  )
  .join('\n')}`;
}

/** What CPU profiles (`node --cpu-prof`) of these scenarios showed; kept with the figures they explain. */
const DOMINATES = `## What dominates, and what was fixed

Profiles taken with \`node --cpu-prof\` on the server process and on the bundled actions (\`nodeArgs\` of
\`runAction\` in \`test/support/action-runner.ts\`), on the scenarios above.

- **SDK reads** (\`GET /translate/…\`, \`GET /projects/key/…\`, the 304 path). Before: a third of the
  server's CPU went to compiling the same SQL again on every call of the storage revision check (twice per
  request), and the 304 path was *slower* than the full answer. Fixed by compiling each statement once
  (\`SqliteStorage.statement\`): about twice the requests per second on all three. Since then each answer
  is kept ready as its bytes and ETag and a request checks freshness once (section 6): on SQLite the
  three reads now run at 91–93 % of the bare \`node:http\` baseline in this run (runs on this shared
  machine swing by up to 30 points). On PostgreSQL the freshness check is a network round trip, about
  half of the baseline.
- **Instant translation** (50 texts, all approved). About a third of the server's CPU is the SQLite
  lookup of the 50 texts (an \`IN\` list on the \`(project_id, source_text)\` index), the rest is
  request parsing, validation and the JSON answer. When a \`GET /translate/…\` has made the locale hot,
  the 50 texts are now looked up in memory (section 6): 42 % of the baseline on SQLite here, against a
  goal of 50 %; what is left is parsing and validating the body and building the answer.
- **Push at scale** (20 × 5,000, in-process timings and \`--cpu-prof\` of each side). The action: start
  about 0.25 s, reading and parsing the files about 0.3 s (the JSON parser keeps line numbers, about twice
  \`JSON.parse\`), the checks before sending 0.45–0.6 s (placeholders, ICU syntax and plural forms; each
  of \`checkPlaceholders\` and \`checkMessageSyntax\` reads the source text again for every translation
  file, 19 times here: \`parseSimple\` is not memoized, only the full ICU parse is), then 0.05 s
  to build and gzip the body. The server: about 0.8 s, of which the SQLite upserts 0.42 s (one
  statement per string and translation, as the floor does), parsing the files 0.2 s, the plan 0.07 s
  and garbage collection most of the rest. The floor does none of the
  checks, no process start and parses with \`JSON.parse\`, hence 4–5×. Since then (section 8) each
  source text is parsed once per push, plain JSON files are read at \`JSON.parse\`'s speed and SQLite
  writes 50 rows a statement. A push reads the stored translations of the locales it sends only (it read every locale's).
- **Changed-only push.** One string changed in one locale: the action hashes every file (about 20 ms for
  7 MiB), asks \`POST /api/sync/push/state\`, parses the changed file and the source (to check against
  it), and sends one file; the server plans over the project's strings and that locale's translations
  only. What is left is mostly the action's start (0.25 s of about 0.6 s), so the ratio falls with the
  repository's size (0.2× at 100,000 strings, 0.03× at 1,000,000 in section 1).
- **Pull at scale.** The server renders every locale (\`pullEntries\` + the serializer), the action parses
  each answer, merges it into the file on disk and writes atomically; process start of the action (about
  a quarter of a second, see section 3) is part of every figure, and none of the floor's.
- **Action start-up.** About 40% of a start of the bundled action is compiling the 4 MB bundle (CPU
  profile of \`node --cpu-prof actions/pull/dist/index.js\`, three runs: 41–44%); most of the bundle is
  the format parsers' dependencies (yaml, fast-xml-parser, the ICU parser). The parsers of each format
  are now loaded only when a file of that format is read (section 6), and each bundle now holds one
  undici and one \`@actions/http-client\` (section 7: 19 ms less CPU per start); the ICU parser is
  still loaded by the checks, and undici (loaded by \`@actions/core\` through \`@actions/http-client\`)
  is most of what a start compiles.
`;

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
