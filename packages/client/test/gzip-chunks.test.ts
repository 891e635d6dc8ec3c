import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gzipChunks } from '../src/gzip-chunks.ts';

function streamOf(chunks: Uint8Array<ArrayBuffer>[], fail?: Error): ReadableStream<BufferSource> {
  let next = 0;
  return new ReadableStream<BufferSource>(
    {
      pull(controller) {
        if (next < chunks.length) controller.enqueue(chunks[next++] as Uint8Array<ArrayBuffer>);
        else if (fail !== undefined) controller.error(fail);
        else controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) parts.push(part.value);
  return Buffer.concat(parts);
}

describe('gzipChunks', () => {
  it('writes the bytes CompressionStream("gzip") writes, for small, large and no chunks', async () => {
    const cases: Uint8Array<ArrayBuffer>[][] = [
      [],
      [new Uint8Array(0)],
      [Buffer.from('{"files":[]}')],
      [randomBytes(200_000), Buffer.from('x'.repeat(300_000)), randomBytes(10), Buffer.from('"tail"}')],
    ];
    for (const chunks of cases) {
      const ours = await bytesOf(gzipChunks(streamOf(chunks)));
      const web = await bytesOf(streamOf(chunks).pipeThrough(new CompressionStream('gzip')));
      expect(ours.equals(web)).toBe(true);
    }
  });

  it('reads the source only as the compressed bytes are asked for', async () => {
    let read = 0;
    const source = new ReadableStream<BufferSource>(
      {
        pull(controller) {
          read++;
          controller.enqueue(randomBytes(64 * 1024));
        },
      },
      { highWaterMark: 0 },
    );
    const reader = gzipChunks(source).getReader();
    await reader.read();
    const afterFirst = read;
    expect(afterFirst).toBeLessThan(5);
    await reader.cancel();
  });

  it('errors with the source error, and cancels the source when cancelled', async () => {
    const failure = new Error('locales/de.json was removed');
    await expect(bytesOf(gzipChunks(streamOf([randomBytes(100)], failure)))).rejects.toBe(failure);
    let cancelled: unknown;
    const source = new ReadableStream<BufferSource>({
      pull(controller) {
        controller.enqueue(randomBytes(64 * 1024));
      },
      cancel(reason) {
        cancelled = reason;
      },
    });
    const reader = gzipChunks(source).getReader();
    await reader.read();
    await reader.cancel('answered early');
    expect(cancelled).toBe('answered early');
  });
});
