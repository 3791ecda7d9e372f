import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** One message as the test's SMTP server received it, decoded. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  from: string;
  messageId: string;
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

export interface SmtpTestServer {
  /** smtp://[user:password@]127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Stops listening (the mail server is down); `start()` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A real SMTP server (npm smtp-server) on a free local port, keeping what it receives. */
export async function startSmtpServer(options: { auth?: { user: string; pass: string }; refuse?: (address: string) => boolean } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const config: SMTPServerOptions = {
    // Plain SMTP on localhost: no STARTTLS to offer (nodemailer would try it), login allowed without TLS.
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(parse(Buffer.concat(chunks).toString('latin1'), session.envelope.rcptTo.map((r) => r.address), session.envelope.mailFrom ? session.envelope.mailFrom.address : ''));
        callback();
      });
    },
  };
  let server = new SMTPServer(config);
  const listen = (port: number) => new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
  const port = await listen(0);
  const credentials = options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: async () => {
      server = new SMTPServer(config);
      await listen(port);
    },
  };
}

/** Headers (unfolded, names lower-cased) and body of a raw message or MIME part. */
function split(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** A body's bytes (as latin1 text) after its Content-Transfer-Encoding, read as UTF-8. */
function decodeBody(body: string, encoding = ''): string {
  const e = encoding.toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return Buffer.from(body, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=), adjacent ones joined before decoding. */
function decodeHeader(value: string): string {
  const word = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;
  let out = '';
  let pending: Buffer[] = [];
  let last = 0;
  for (const m of value.matchAll(word)) {
    const between = value.slice(last, m.index);
    if (between.trim() !== '' || pending.length === 0) {
      out += Buffer.concat(pending).toString('utf8') + between;
      pending = [];
    }
    const [, enc, text] = m as unknown as [string, string, string];
    pending.push(
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1'),
    );
    last = m.index + m[0].length;
  }
  return out + Buffer.concat(pending).toString('utf8') + value.slice(last);
}

function parse(raw: string, to: string[], from: string): ReceivedMail {
  const { headers, body } = split(raw);
  const mail: ReceivedMail = { to, from, messageId: headers['message-id'] ?? '', subject: decodeHeader(headers.subject ?? ''), headers, text: '', html: '' };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map((p) => split(p.replace(/^\r\n/, ''))) : [{ headers, body }];
  for (const part of parts) {
    const type = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
    const text = decodeBody(part.body.replace(/\r\n$/, ''), part.headers['content-transfer-encoding']);
    if (type.startsWith('text/html')) mail.html = text;
    else if (type.startsWith('text/plain')) mail.text = text.replace(/\r\n/g, '\n');
  }
  return mail;
}
