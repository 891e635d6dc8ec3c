#!/usr/bin/env node
// The locale-sync CLI: the same core as the actions, for other CI systems and laptops. Runs on Node 24
// directly (type stripping), so only erasable TypeScript is used here and below.
const SOURCE_CONDITION = '@locale-sync/source';
// Started as a .ts file (`node packages/sync/src/cli/main.ts`), the workspace packages must resolve to
// their sources too, as they do under npm (.npmrc passes --conditions): add the condition here. The
// built dist/cli/main.js never does, since the published packages ship no sources.
// registerHooks is imported here, not at the top: Node 20 lacks it, and the standalone bundle
// (scripts/build-cli.ts) hoists a static import above the launcher's Node version check.
if (import.meta.url.endsWith('.ts')) {
  const { registerHooks } = await import('node:module');
  registerHooks({
    resolve: (specifier, context, nextResolve) =>
      nextResolve(
        specifier,
        context.conditions.includes(SOURCE_CONDITION)
          ? context
          : { ...context, conditions: [...context.conditions, SOURCE_CONDITION] },
      ),
  });
}

// A reader that stops early (`locale-sync pull | head -3`) closes the pipe: the remaining output has
// nowhere to go, which is no reason to stop a pull half-way or print a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
  });
}

// Imported only now, so the hook above is in place when its imports are resolved.
const { main } = await import('./run.ts');
process.exitCode = await main(process.argv.slice(2), {
  out: process.stdout,
  err: process.stderr,
  env: process.env,
  cwd: process.cwd(),
});
