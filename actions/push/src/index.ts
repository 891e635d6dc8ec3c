// The runner may start this bundle on an older Node than action.yml asks for (a self-hosted runner, a
// copied workflow): say which Node is needed before loading the action, whose dependencies fail at
// load on Node 20 with an error far from the cause. The dynamic import keeps them out of this chunk.
const NEEDED_MAJOR = 24;
if (Number(process.versions.node.split('.')[0]) < NEEDED_MAJOR) {
  process.stdout.write(
    `::error::service-push needs Node.js ${NEEDED_MAJOR} or newer (action.yml runs: node24); it was started on Node.js ${process.versions.node}\n`,
  );
  process.exitCode = 1;
} else {
  const { run } = await import('./main.ts');
  await run();
}
