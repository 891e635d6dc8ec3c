import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/** A TCP relay in front of a database that can go silent: connections stay open, nothing passes. */
export interface SilentRelay {
  /** `url` with its host and port replaced by the relay's. */
  url: string;
  /** From now on nothing passes either way and new connections get no answer (a network black hole). */
  silence(): void;
  close(): Promise<void>;
}

/** Starts a relay on a free loopback port in front of the server `url` names. */
export async function startSilentRelay(url: string): Promise<SilentRelay> {
  const target = new URL(url);
  let silent = false;
  const sockets = new Set<Socket>();
  const keep = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    keep(client);
    if (silent) return;
    const upstream = connect(Number(target.port || 5432), target.hostname);
    keep(upstream);
    client.on('data', (chunk) => silent || upstream.write(chunk));
    upstream.on('data', (chunk) => silent || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String((server.address() as AddressInfo).port);
  return {
    url: relayed.toString(),
    silence: () => {
      silent = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((closed) => server.close(closed));
    },
  };
}
