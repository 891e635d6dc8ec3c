// `npm run bench`: every benchmark in one run, on SQLite and PostgreSQL, each figure of issue 25 printed
// against its goal, and the generated region of docs/performance.md rewritten (bench/report.ts).
// Not part of CI. Options (documented in docs/performance.md's header): `--quick` skips the 1,000,000
// strings scenario and the formats, and shortens the SDK rounds; `--sync-only` runs and prints only the
// sync scenarios, `--sdk-only` only the SDK scenario and its goals (the file is left as it is with
// either); `--no-pin` leaves the SDK servers unpinned;
// `--backend=sqlite|postgres|both` (default both: PostgreSQL when one answers, see backends.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../test/support/paths.ts';
import { benchBackends } from './backends.ts';
import { type FormatRow, formatsScenario } from './formats-scale.ts';
import { goalRows, MULTI_FILE_SIZE, type Results, SCALE_SIZES, sdkGoalRows } from './goals.ts';
import { multiFileScenario } from './multi-file.ts';
import {
  FULL_SDK,
  formatsSectionOf,
  goalLines,
  multiFileTable,
  QUICK_SDK,
  renderRegion,
  replaceRegion,
  scaleTable,
  sdkRoundsText,
  sdkTable,
} from './report.ts';
import { type SdkSetup, sdkScenario } from './sdk-api.ts';
import { startupScenario } from './startup.ts';
import { scaleScenario } from './sync-scale.ts';

const KNOWN = /^--(quick|sync-only|sdk-only|no-pin|backend=.*)$/;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => !KNOWN.test(a));
  if (unknown.length > 0) {
    throw new Error(
      `unknown option ${unknown.join(', ')}: use --quick, --sync-only, --sdk-only, --no-pin, --backend=sqlite|postgres|both`,
    );
  }
  if (args.includes('--sync-only') && args.includes('--sdk-only')) {
    throw new Error('--sync-only and --sdk-only exclude each other: give one of them');
  }
  const quick = args.includes('--quick');
  /** Only the sync scenarios, printed as section 1's table; docs/performance.md is left as it is. */
  const syncOnly = args.includes('--sync-only');
  /** Only the SDK scenario, printed as section 2's table with its goals; docs/performance.md is left as it is. */
  const sdkOnly = args.includes('--sdk-only');
  const started = new Date();
  const loadStart = loadavg()[0] as number;
  const { backends, skipped } = await benchBackends(process.argv);
  const scale: Results['scale'] = [];
  const sdk: Results['sdk'] = [];
  const multiFile: NonNullable<Results['multiFile']> = [];
  let sdkSetup: SdkSetup = { pinned: null };
  const sizes = quick ? [SCALE_SIZES.push] : [SCALE_SIZES.push, SCALE_SIZES.memory];
  // The sync and SDK figures depend on the storage: measured on each backend.
  for (const backend of backends) {
    for (const { locales, keys } of sdkOnly ? [] : sizes) {
      console.log(`sync scale, ${locales} locales × ${keys} keys (${backend.name})…`);
      const row = await backend.run(() => scaleScenario(locales, keys));
      scale.push({ ...row, backend: backend.name, locales, keys });
      console.log(row);
    }
    if (!sdkOnly) {
      const { locales, files, keysPerLocale } = MULTI_FILE_SIZE;
      console.log(`several files per locale, ${locales} locales × ${files} files (${backend.name})…`);
      const multi = await backend.run(() => multiFileScenario(locales, files, keysPerLocale));
      multiFile.push({ ...multi, backend: backend.name });
      console.log(multi);
    }
    if (syncOnly) continue;
    console.log(`SDK API (${backend.name})…`);
    const rounds = quick ? QUICK_SDK : FULL_SDK;
    const measured = await backend.run(() => sdkScenario({ ...rounds, pin: !args.includes('--no-pin') }));
    sdkSetup = measured.setup;
    for (const row of measured.rows) {
      sdk.push({ ...row, backend: backend.name });
      const { perRound: _, ...figures } = row;
      console.log(figures);
      console.log(sdkRoundsText(row));
    }
  }
  if (syncOnly) {
    console.log(`\n${scaleTable(scale)}\n\n${multiFileTable(multiFile)}`);
    return;
  }
  if (sdkOnly) {
    console.log(
      `\n${sdkTable(sdk)}\n\nGoals of issue 25 (SDK rows; docs/performance.md left as it is):\n${goalLines(sdkGoalRows(sdk))}`,
    );
    return;
  }
  console.log('start-up…');
  const startup = await startupScenario();
  console.log(startup);
  // Not one of issue 25's goals, and long (every format at 50,000 keys): --quick keeps section 4.
  let formats: FormatRow[] | null = null;
  if (!quick) {
    console.log('formats…');
    formats = await formatsScenario();
    for (const row of formats) console.log(row);
  }

  const results: Results = {
    quick,
    backends: backends.map((b) => b.name),
    scale,
    sdk,
    startup,
    multiFile,
  };
  const goals = goalRows(results);
  const target = join(REPO_ROOT, 'docs/performance.md');
  const current = await readFile(target, 'utf8');
  const region = renderRegion(results, goals, formats, {
    started,
    durationS: (Date.now() - started.getTime()) / 1000,
    loadStart,
    loadEnd: loadavg()[0] as number,
    args,
    skipped,
    sdkSetup,
    previousFormats: formatsSectionOf(current),
  });
  await writeFile(target, replaceRegion(current, region));
  console.log(`\n${region}\n\nGoals of issue 25 (docs/performance.md rewritten):\n${goalLines(goals)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
