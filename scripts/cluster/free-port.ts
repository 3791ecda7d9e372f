import net from 'node:net';

/** Whether nothing listens on 127.0.0.1:port. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port the system has free now (it could be taken again before use; good enough on one machine). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `wanted` consecutive ports from `first` when all are free, else as many free ports the system picks. */
export async function portsFrom(first: number | undefined, wanted: number): Promise<number[]> {
  if (first !== undefined) {
    const ports = Array.from({ length: wanted }, (_, i) => first + i);
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return ports;
  }
  const ports: number[] = [];
  while (ports.length < wanted) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}
