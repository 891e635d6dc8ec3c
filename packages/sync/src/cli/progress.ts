/**
 * Runs `work`, telling the person it is still going: on a terminal a line that counts the seconds,
 * elsewhere (CI logs) one line every 10 seconds.
 */
export async function withProgress<T>(
  io: { err: NodeJS.WritableStream & { isTTY?: boolean } },
  label: string,
  work: () => Promise<T>,
  everyMs: number = io.err.isTTY === true ? 1000 : 10_000,
): Promise<T> {
  const started = Date.now();
  const tty = io.err.isTTY === true;
  let shown = false;
  const timer = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    if (tty) {
      io.err.write(`\r${label}… ${seconds} s`);
      shown = true;
    } else {
      io.err.write(`${label}: still working (${seconds} s)\n`);
    }
  }, everyMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    if (shown) io.err.write('\r\u001b[2K');
  }
}
