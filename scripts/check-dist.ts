// Rebuilds both action bundles and fails when they differ from what is committed, so the code the
// runner starts is always the code in the repository. Run with `npm run check-dist` (CI does).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACTIONS, buildAction } from './build-actions.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

for (const name of ACTIONS) buildAction(name);

const dists = ACTIONS.map((name) => `actions/${name}/dist`);
const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...dists], {
  cwd: root,
  encoding: 'utf8',
});
if (status.trim() !== '') {
  console.error(
    `The committed action bundles are out of date:\n${status}\nRun \`npm run build\` and commit ${dists.join(' and ')}.`,
  );
  console.error(execFileSync('git', ['diff', '--stat', '--', ...dists], { cwd: root, encoding: 'utf8' }));
  process.exitCode = 1;
} else {
  console.log(`${dists.join(' and ')} match the sources.`);
}
