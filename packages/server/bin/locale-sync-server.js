#!/usr/bin/env node
// Plain JavaScript on purpose: this file must load on any Node to say which one the CLI needs, before
// anything that uses Node 24 APIs is imported (undici fails at load on Node 20, far from the cause).
const needed = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < needed) {
  process.stderr.write(
    `locale-sync-server: needs Node.js ${needed} or newer; this is Node.js ${process.versions.node} (${process.execPath}). Install Node.js ${needed} (https://nodejs.org, or a version manager: nvm install ${needed}) and run the command again with it.\n`,
  );
  process.exitCode = 1;
} else {
  // The package's own export: the sources in the workspace, dist/ once installed.
  await import('@locale-sync/server/cli');
}
