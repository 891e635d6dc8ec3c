#!/usr/bin/env node
import { runCli } from './run.ts';

// `translations list … | head -3`: once the reader is gone, stop quietly instead of a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});

// The admin commands and `serve` share one entry point; serve keeps the process alive by listening.
const code = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
});
process.exitCode = code;
if (process.argv[2] === 'serve' && code === 0 && launchedByNpm(process.env)) stopWithParent();

/** True when npm started this process (`npx locale-sync-server`, `npm exec`, an npm script). */
function launchedByNpm(env: NodeJS.ProcessEnv): boolean {
  return env.npm_command !== undefined || env.npm_lifecycle_event !== undefined;
}

/**
 * npm runs a bin through `sh -c`, and a SIGTERM sent to npm reaches that shell, which dies without
 * passing it on: the server would be left running, orphaned. So under npm the server follows its
 * parent: once the parent is gone (this process was re-parented), it shuts down as on SIGTERM.
 */
function stopWithParent(): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      process.kill(process.pid, 'SIGTERM');
    }
  }, 250);
  timer.unref();
}
