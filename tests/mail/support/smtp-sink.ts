import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives; it can go down and come back on its port. */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      // Plain SMTP on loopback: no STARTTLS (its self-signed certificate would fail the client) and no login.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening (an outage): connections to the port are refused until start() again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address));
  }
}

/** The header's value (unfolded) and the 6-digit code in the text part of a raw message. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

export function codeIn(raw: string): string | undefined {
  const text = raw.split(/Content-Type: text\/plain/i)[1] ?? '';
  // Quoted-printable may break long lines with "=" + newline.
  return /\b(\d{6})\b/.exec(text.replace(/=\r?\n/g, ''))?.[1];
}
