#!/usr/bin/env node
// The locale-sync CLI: the same core as the actions, for other CI systems and laptops. Runs on Node 24
// directly (type stripping), so only erasable TypeScript is used here and below.
import { main } from './run.ts';

process.exitCode = await main(process.argv.slice(2), {
  out: process.stdout,
  err: process.stderr,
  env: process.env,
  cwd: process.cwd(),
});
