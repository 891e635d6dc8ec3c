// The bundled pull action alone, against an answer served from memory: `locales` × `keys` as the
// reference server renders a flat JSON pull (`files` last, X-Sync-Files-Last), so the action's own
// memory and CPU are measured without a server, a database or a push before it (bench/pull-scale.ts
// measures the whole pull against the reference server). Every pulled file is checked against the
// answer's.
//
//   flock /tmp/ls-e2e.lock npm exec -- node bench/pull-answer.ts [--runs=N] [--bundle=<actions/pull/dist/index.js>]
//
// Environment: PULL_ANSWER_LOCALES (default 100, source included), PULL_ANSWER_KEYS (default 10000),
// PULL_ANSWER_NODE_ARGS (more node options for the action, e.g. "--trace-gc").

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PULL_BUNDLE } from '../test/support/paths.ts';
import { EXIT_HOOK, exitFigures, n } from './lib.ts';
import { localeCodes } from './scale-project.ts';

const localeCount = Number(process.env.PULL_ANSWER_LOCALES ?? 100);
const keys = Number(process.env.PULL_ANSWER_KEYS ?? 10_000);
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const bundle = process.argv.find((a) => a.startsWith('--bundle='))?.slice('--bundle='.length) ?? PULL_BUNDLE;
const extra = (process.env.PULL_ANSWER_NODE_ARGS ?? '').split(' ').filter((a) => a !== '');

// The files as the repository would hold them, and the answer's parts, each file's JSON apart.
const files = new Map<string, string>();
const parts: Buffer[] = [
  Buffer.from(`{"sourceLocale":"en","sourceKeys":${keys},"obsoleteKeys":[],"files":[`),
];
for (const locale of localeCodes(localeCount - 1).sort()) {
  const data: Record<string, string> = {};
  for (let i = 0; i < keys; i++) {
    data[`section${i % 50}.item${i}`] = `${locale} text for item ${i}: {name} has {count} things`;
  }
  const content = `${JSON.stringify(data, null, 2)}\n`;
  files.set(locale, content);
  const file = JSON.stringify({ locale, format: 'json', content, keys });
  parts.push(Buffer.from(`${parts.length > 1 ? ',' : ''}${file}`));
}
parts.push(Buffer.from(']}'));
const bytes = [...files.values()].reduce((sum, c) => sum + Buffer.byteLength(c), 0);

// Any signed GET is answered; the connection's pace is the reader's (backpressure).
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-sync-files-last': 'true' });
  let next = 0;
  const more = () => {
    while (next < parts.length) {
      if (!response.write(parts[next++])) return void response.once('drain', more);
    }
    response.end();
  };
  more();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
try {
  for (let run = 0; run < runs; run++) {
    const workspace = await mkdtemp(join(tmpdir(), 'ls-pull-answer-'));
    try {
      const figures = await runPull(workspace);
      for (const [locale, content] of files) {
        const got = await readFile(join(workspace, 'locales', `${locale}.json`), 'utf8');
        if (got !== content) throw new Error(`pulled ${locale}.json differs from the answer's file`);
      }
      console.log(
        `${localeCount} locales × ${n(keys)} keys, run ${run + 1}: action peak RSS ${figures.rssMiB?.toFixed(0)} MiB ` +
          `(${((figures.rssMiB ?? 0) / (bytes / 2 ** 20)).toFixed(2)}× ${(bytes / 2 ** 20).toFixed(1)} MiB of files), ` +
          `CPU ${n(figures.cpuMs ?? 0)} ms`,
      );
    } finally {
      await rm(workspace, { recursive: true, force: true });
    }
  }
} finally {
  server.close();
}

/** Runs the bundle as the runner does (test/support/action-runner.ts), with EXIT_HOOK. */
async function runPull(workspace: string): Promise<ReturnType<typeof exitFigures>> {
  const dir = await mkdtemp(join(tmpdir(), 'ls-runner-'));
  try {
    for (const name of ['output', 'summary']) await writeFile(join(dir, name), '');
    await writeFile(join(dir, 'event.json'), '{}');
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_STEP_SUMMARY: join(dir, 'summary'),
      GITHUB_EVENT_PATH: join(dir, 'event.json'),
      GITHUB_REPOSITORY: 'acme/web-app',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
      RUNNER_TEMP: dir,
      'INPUT_PROJECT-KEY': 'bench',
      'INPUT_SYNC-SECRET': 'bench',
      'INPUT_API-URL': apiUrl,
    };
    const stderr = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        ['--import', EXIT_HOOK, ...extra, bundle],
        { cwd: workspace, env, timeout: 300_000, maxBuffer: 256 * 1024 * 1024 },
        (error, stdout, err) => (error ? reject(new Error(`pull failed: ${stdout}${err}`)) : resolve(err)),
      );
    });
    return exitFigures(stderr);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
