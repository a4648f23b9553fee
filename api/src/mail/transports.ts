import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One queued e-mail as a transport sends it. */
export interface QueuedEmail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string> | null;
}

export interface MailTransport {
  readonly name: 'smtp' | 'file';
  /** Resolves once the e-mail is handed over; rejects to have the worker retry later. */
  send(email: QueuedEmail): Promise<void>;
  close?(): void;
}

function message(email: QueuedEmail, from: string) {
  return {
    from,
    to: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    headers: { ...email.headers, 'X-Dealcard-Outbox-Id': String(email.id), 'X-Dealcard-Kind': email.kind },
  };
}

/** SMTP via nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465. */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(email) {
      await transporter.sendMail(message(email, from));
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: each e-mail becomes `email-{id}.eml` (the full message, opens in any mail
 * program) and `email-{id}.html` (its body, opens in a browser) in the outbox folder. Named by the
 * outbox id, so a delivery repeated after a crash overwrites instead of duplicating.
 */
export function createFileTransport(dir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const writeAtomically = (file: string, content: string | Buffer) => {
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, content);
    renameSync(temp, file);
  };
  return {
    name: 'file',
    async send(email) {
      const info = await builder.sendMail(message(email, from));
      mkdirSync(dir, { recursive: true });
      const base = path.join(dir, `email-${email.id}`);
      writeAtomically(`${base}.html`, email.html);
      writeAtomically(`${base}.eml`, info.message as Buffer);
    },
  };
}
