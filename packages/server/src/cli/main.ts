#!/usr/bin/env node
import { runCli } from './run.ts';

// The admin commands and `serve` share one entry point; serve keeps the process alive by listening.
const code = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
});
process.exitCode = code;
