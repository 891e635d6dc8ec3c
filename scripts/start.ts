// `npm start`: the reference server alone, with its database under ./data.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../test/support/paths.ts';

const db = process.env.DATABASE_PATH ?? join(REPO_ROOT, 'data/locale-sync.db');
const port = process.env.PORT ?? '8787';
// What to type next, in the checkout (npx finds the workspace's commands only there).
console.log(`Starting locale-sync-server on http://127.0.0.1:${port} with the database ${db}.
In another terminal, in this checkout, create a project (it prints its syncSecret):
  npx locale-sync-server project create --db ${db} --key my-app --source en --locales en,de,fr
then push and pull an application's translation files with the CLI (docs/cli.md), e.g. examples/web-app:
  export LOCALE_SYNC_API_URL=http://127.0.0.1:${port}/api/v1 LOCALE_SYNC_PROJECT_KEY=my-app
  read -rs LOCALE_SYNC_SECRET && export LOCALE_SYNC_SECRET    # paste the syncSecret
  npx locale-sync push --path examples/web-app
  npx locale-sync pull --path examples/web-app --dry-run
The actions take api-url http://127.0.0.1:${port}/api/v1 (docs/actions.md, docs/self-hosting.md).
`);
const child = spawn(
  process.execPath,
  [join(REPO_ROOT, 'packages/server/src/cli/main.ts'), 'serve', '--port', port, '--db', db],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
// npm runs this script through `sh -c`; a SIGTERM sent to npm ends that shell without reaching this
// process, which would stay (re-parented) with the server it started. So once the parent is gone,
// stop the server as on SIGTERM; this process exits when the server has.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid !== parent) {
    clearInterval(watch);
    child.kill('SIGTERM');
  }
}, 250);
watch.unref();
child.on('exit', (code) => {
  process.exitCode = code ?? 0;
});
