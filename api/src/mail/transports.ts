import { randomUUID } from 'node:crypto';
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

/**
 * Who the e-mails are from: the From address, and the site's host (PUBLIC_URL's), which names
 * every Message-ID, so a message's id is on the domain its links point to, not the mail relay's.
 */
export interface MailSender {
  from: string;
  siteHost: string;
}

function message(email: QueuedEmail, { from, siteHost }: MailSender) {
  return {
    from,
    to: email.to,
    subject: email.subject,
    // Both set here rather than left to the library: the id's domain is the site's, and the date is
    // when the message is handed over (a retry carries its own), never missing.
    date: new Date(),
    messageId: `<${email.kind}.${email.id}.${randomUUID()}@${siteHost}>`,
    html: email.html,
    text: email.text,
    headers: { ...email.headers, 'X-Dealcard-Outbox-Id': String(email.id), 'X-Dealcard-Kind': email.kind },
  };
}

/** SMTP via nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465. */
export function createSmtpTransport(url: string, sender: MailSender): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(email) {
      await transporter.sendMail(message(email, sender));
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: each e-mail becomes `email-{id}.eml` (the full message, opens in any mail
 * program) and `email-{id}.html` (its body, opens in a browser) in the outbox folder. Named by the
 * outbox id, so a delivery repeated after a crash overwrites instead of duplicating.
 */
export function createFileTransport(dir: string, sender: MailSender): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const writeAtomically = (file: string, content: string | Buffer) => {
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, content);
    renameSync(temp, file);
  };
  return {
    name: 'file',
    async send(email) {
      const info = await builder.sendMail(message(email, sender));
      mkdirSync(dir, { recursive: true });
      const base = path.join(dir, `email-${email.id}`);
      writeAtomically(`${base}.html`, email.html);
      writeAtomically(`${base}.eml`, info.message as Buffer);
    },
  };
}
