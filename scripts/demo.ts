// `npm run demo`: the main job end to end, on this machine only. Starts the reference server on a free
// loopback port with a database in a temp folder, pushes the example app with the bundled push action,
// fills the missing translations (machine translation, then approval) with the admin CLI, pulls them
// with the bundled pull action into a copy of the app, prints what changed, and shuts everything down.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction, runnerLog } from '../test/support/action-runner.ts';
import { REPO_ROOT } from '../test/support/paths.ts';
import { admin, createProject, type ServerProcess, startServer } from '../test/support/server-process.ts';

const PROJECT = 'acme-tasks';
const EXAMPLE = join(REPO_ROOT, 'examples/web-app');

function heading(text: string): void {
  console.log(`\n\x1b[1m== ${text}\x1b[0m`);
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'locale-sync-demo-'));
  let server: ServerProcess | undefined;
  try {
    heading('Starting the reference server');
    server = await startServer({ dbPath: join(work, 'demo.sqlite') });
    console.log(`listening on ${server.origin} (database ${server.dbPath})`);

    heading(`Creating project ${PROJECT} (source en; de, fr)`);
    const { projectKey, syncSecret } = await createProject(server.dbPath, PROJECT, {
      source: 'en',
      all: ['en', 'de', 'fr'],
    });
    console.log(`project key ${projectKey}; sync secret created (kept secret)`);

    heading('service-push: uploading examples/web-app/locales');
    const repo = join(work, 'repo');
    await cp(EXAMPLE, repo, { recursive: true });
    const credentials = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    const push = await runAction('push', credentials, { workspace: repo });
    // As the runner shows it: the bundle's `::add-mask::` lines carry the secret itself.
    console.log(runnerLog(push.stdout));
    if (push.code !== 0) throw new Error(`the push action failed (exit ${push.code})`);
    console.log(`outputs: ${JSON.stringify(push.outputs)}`);

    heading('Filling the gaps: machine translation, then approval (admin CLI)');
    console.log(await adminText(server.dbPath, ['translations', 'machine-translate', '--project', PROJECT]));
    console.log(await adminText(server.dbPath, ['translations', 'approve', '--project', PROJECT]));

    heading('service-pull: writing the translations into a copy of the app');
    const pulled = join(work, 'pulled');
    await cp(EXAMPLE, pulled, { recursive: true });
    const pull = await runAction('pull', { ...credentials, structure: 'nested' }, { workspace: pulled });
    console.log(runnerLog(pull.stdout));
    if (pull.code !== 0) throw new Error(`the pull action failed (exit ${pull.code})`);
    console.log(`outputs: ${JSON.stringify(pull.outputs)}`);

    heading('Job summary written by the pull action');
    console.log(pull.summary.trim());

    heading('What changed in the repository (git diff)');
    await cp(EXAMPLE, join(work, 'example'), { recursive: true });
    console.log(diff(work, 'example/locales', 'pulled/locales') || '(no changes)');

    heading('Pulling again: nothing to change');
    const again = await runAction('pull', { ...credentials, structure: 'nested' }, { workspace: pulled });
    if (again.code !== 0) throw new Error(`the second pull failed (exit ${again.code})`);
    if (again.outputs.changed !== 'false') throw new Error('the second pull changed files; expected none');
    console.log(`changed=${again.outputs.changed}`);
    console.log('\nDemo finished: push, translate, pull and a no-op re-pull all worked.');
    console.log('Next, your own application: `npm start`, then the steps of "Quick start" in README.md.');
  } finally {
    const code = await server?.stop();
    if (code !== undefined && code !== 0 && code !== null) console.error(`server exited with ${code}`);
    await rm(work, { recursive: true, force: true });
  }
}

async function adminText(dbPath: string, args: string[]): Promise<string> {
  const out = await admin(dbPath, args);
  return typeof out === 'string' ? out.trim() : JSON.stringify(out);
}

function diff(cwd: string, before: string, after: string): string {
  try {
    execFileSync('git', ['diff', '--no-index', '--no-color', before, after], { encoding: 'utf8', cwd });
    return '';
  } catch (err) {
    const out = (err as { stdout?: string }).stdout;
    if (typeof out === 'string') return out;
    throw err;
  }
}

main().catch((err: unknown) => {
  console.error(`\ndemo failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
