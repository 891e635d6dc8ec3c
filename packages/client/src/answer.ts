/**
 * The key of the method by which an answer that is not a fetch `Response` (the node:http
 * transport's, see `http-transport.ts`) makes a copy of itself with another body. `guardBody` uses
 * it instead of `new Response(…)`: in Node, the first use of `Response` or `Headers` loads Node's
 * bundled undici, which is what that transport exists to avoid.
 */
export const WITH_BODY: unique symbol = Symbol('locale-sync.withBody');

/** An answer that copies itself with another body. */
export interface BodyReplaceable {
  [WITH_BODY](body: ReadableStream<Uint8Array>): Response;
}

/** `response` with `body` in place of its own, without a `Response` built when it can copy itself. */
export function withBody(response: Response, body: ReadableStream<Uint8Array>): Response {
  const own = (response as Partial<BodyReplaceable>)[WITH_BODY];
  if (own) return own.call(response, body);
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
