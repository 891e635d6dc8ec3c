import { withBody } from './answer.ts';
import { ResponseTooLargeError, TimeoutError } from './errors.ts';

/** Limits on reading one answer body. */
export interface BodyLimits {
  /** URL named in the errors. */
  url: string;
  /** Largest body accepted, in bytes after content decoding. */
  maxBytes: number;
  /** Time the whole body may take, from the moment the headers arrived. */
  timeoutMs: number;
  /**
   * Slowest average pace accepted, in bytes per second since the headers arrived, checked once
   * `rateGraceMs` have passed (0: no pace rule). A server that trickles its body fails on this
   * long before `timeoutMs`; a large body on a working link passes it easily.
   */
  minBytesPerSecond?: number | undefined;
  /** Time a body may take before its pace is checked. */
  rateGraceMs?: number | undefined;
  /** Setting named in a timeout's advice (e.g. `api-url`). */
  addressSetting?: string | undefined;
  /** Setting of the time limits, named in a timeout's advice (e.g. `--timeout`). */
  timeoutSetting?: string | undefined;
}

// Statuses whose Response must be built with a null body.
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * The same answer with a body that can be read only within `limits`: past `maxBytes` it fails with
 * ResponseTooLargeError and past `timeoutMs` with TimeoutError, closing the connection either way.
 * Every reader (text(), json(), an error body) gets the limits, so no path reads an unbounded body.
 */
export function guardBody(response: Response, limits: BodyLimits): Response {
  if (response.body === null || NULL_BODY_STATUSES.has(response.status)) return response;
  const declared = Number(response.headers.get('content-length'));
  // Without content coding the declared length is the decoded length: refuse before reading anything.
  const tooLargeUpFront = !response.headers.get('content-encoding') && declared > limits.maxBytes;
  const source = response.body.getReader();
  let received = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paceTimer: ReturnType<typeof setInterval> | undefined;
  let failed: Error | undefined;
  const minRate = limits.minBytesPerSecond ?? 0;
  const graceMs = limits.rateGraceMs ?? 0;
  const startedAt = Date.now();

  const stop = (controller: ReadableStreamDefaultController<Uint8Array>, err: Error) => {
    failed ??= err;
    clearTimeout(timer);
    clearInterval(paceTimer);
    controller.error(failed);
    source.cancel(failed).catch(() => undefined);
  };

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (tooLargeUpFront) {
        stop(controller, new ResponseTooLargeError(limits.url, limits.maxBytes));
        return;
      }
      timer = setTimeout(
        () =>
          stop(
            controller,
            new TimeoutError({
              url: limits.url,
              phase: 'body',
              timeoutMs: limits.timeoutMs,
              addressSetting: limits.addressSetting,
              timeoutSetting: limits.timeoutSetting,
            }),
          ),
        limits.timeoutMs,
      );
      // A body nobody reads must not keep a Node process alive until the timer fires.
      (timer as { unref?: () => void }).unref?.();
      if (minRate > 0) {
        // Checked on a clock, not only when a chunk arrives: a trickle may pause between bytes.
        const checkPace = () => {
          const elapsedMs = Date.now() - startedAt;
          if (elapsedMs < graceMs || received >= (minRate * elapsedMs) / 1000) return;
          stop(
            controller,
            new TimeoutError({
              url: limits.url,
              phase: 'body-rate',
              timeoutMs: elapsedMs,
              minBytesPerSecond: minRate,
              addressSetting: limits.addressSetting,
              timeoutSetting: limits.timeoutSetting,
            }),
          );
        };
        paceTimer = setInterval(checkPace, Math.max(10, Math.min(1000, graceMs / 4)));
        (paceTimer as { unref?: () => void }).unref?.();
      }
    },
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await source.read();
      } catch (err) {
        stop(controller, failed ?? (err instanceof Error ? err : new Error(String(err))));
        return;
      }
      if (failed) return;
      if (chunk.done) {
        clearTimeout(timer);
        clearInterval(paceTimer);
        controller.close();
        return;
      }
      received += chunk.value.byteLength;
      if (received > limits.maxBytes) {
        stop(controller, new ResponseTooLargeError(limits.url, limits.maxBytes));
        return;
      }
      controller.enqueue(chunk.value);
    },
    cancel(reason) {
      clearTimeout(timer);
      clearInterval(paceTimer);
      return source.cancel(reason);
    },
  });
  return withBody(response, body);
}
