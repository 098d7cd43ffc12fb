import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A certificate for 127.0.0.1 made with Debian's openssl, for a test mail server's TLS. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aac-smtp-cert-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}

export interface ReceivedMail {
  mail: ParsedMail;
  /** Whether the conversation was encrypted (STARTTLS or implicit TLS) when the email came. */
  secure: boolean;
  /** The user it authenticated as, if any. */
  user: string | undefined;
}

export interface TestMailServer {
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` emails have arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface MailServerOptions {
  port?: number;
  /** Offers STARTTLS with this certificate (or speaks TLS from the start with `implicitTls`). */
  tls?: { key: string; cert: string };
  implicitTls?: boolean;
  /** Requires this user and password. */
  auth?: { user: string; pass: string };
}

/** A real SMTP server (the smtp-server package) on 127.0.0.1 that keeps what it receives. */
export async function startMailServer(options: MailServerOptions = {}): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: options.implicitTls === true,
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    disabledCommands: [
      ...(options.tls && !options.implicitTls ? [] : ['STARTTLS']),
      ...(options.auth ? [] : ['AUTH']),
    ],
    authOptional: !options.auth,
    allowInsecureAuth: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ mail, secure: session.secure, user: session.user as string | undefined });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > end)
          throw new Error(`expected ${count} emails, the mail server has ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
