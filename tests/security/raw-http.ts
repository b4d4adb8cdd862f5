import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/** `head`: the status line and header lines as they came, without the blank line that ends them. */
export type RawAnswer = { status: number; headers: Record<string, string>; body: string; head: string };

/** Sends bytes as they are (no client normalises the address) on a new connection and reads the answer until the server closes it (send `Connection: close`). */
export function rawRequest(port: number, request: string, host = '127.0.0.1'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    let failure: Error | undefined;
    // A server that answers before reading everything (431) may reset while the request is still being written.
    socket.on('error', (error) => {
      failure = error;
    });
    socket.on('close', () => {
      if (chunks.length === 0) return reject(failure ?? new Error('closed without an answer'));
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), head });
    });
    // Write without half-closing: a server may drop a request whose client has already ended its side.
    socket.write(request);
  });
}

/** A GET request's bytes, closing the connection after the answer. */
export const rawGet = (target: string, extraHeaders = '') => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extraHeaders}\r\n`;

/**
 * One request on a connection of its own (a cluster hands each new connection to the next server process), from
 * `localAddress` when given (any 127.x.y.z is this machine on Linux).
 */
export function freshRequest(
  url: string,
  { method = 'GET', headers = {}, body, localAddress }: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: { connection: 'close', ...headers }, agent: false, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
