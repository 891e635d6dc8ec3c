// The baseline of the SDK benchmarks: a bare node:http server, in a process of its own as the reference
// server is, answering every request with one precomputed answer (status, headers and body bytes).
// Run by bench/sdk-api.ts: `node bench/bare-server.ts <answer.json>`, where the file holds
// `{ "status": 200, "headers": { … }, "body": "<base64>" }`; prints `listening on http://…` when ready.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/bare-server.ts <answer.json>');
const answer = JSON.parse(readFileSync(file, 'utf8')) as {
  status: number;
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(answer.body, 'base64');
const headers = { ...answer.headers, 'content-length': String(body.byteLength) };

const server = createServer((req, res) => {
  // The request body (instant translation's 50 texts) is read and dropped, as the answer is fixed.
  req.resume();
  req.on('end', () => {
    res.writeHead(answer.status, headers);
    res.end(answer.status === 304 ? undefined : body);
  });
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
});
