import type { Settings } from '@aac/domain';
import nodemailer from 'nodemailer';

/** Every step of talking to the mail server (connect, greeting, each answer) gives up after this. */
export const MAIL_TIMEOUT_MS = 10_000;

export type EmailSettings = Settings['email'];

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable for one outbox row, so a receiver can recognise a repeated delivery. */
  messageId?: string;
}

/** What is missing for the email settings to send anything, in words; undefined when complete. */
export function missingMailSettings(settings: EmailSettings): string | undefined {
  if (settings.smtpHost.trim() === '' || settings.fromEmail.trim() === '')
    return 'No mail server is set: fill in SMTP host and From email on the Email tab and save';
  return undefined;
}

/**
 * Sends one email through the SMTP server of `settings`, as they are now (a transport per
 * delivery, so a saved change applies to the next email without a restart): implicit TLS on port
 * 465, otherwise STARTTLS whenever the server offers it; authentication when a user is set;
 * certificates always verified (against the system's authorities and `ca`).
 */
export async function sendEmail(settings: EmailSettings, email: OutgoingEmail, ca?: string): Promise<void> {
  const missing = missingMailSettings(settings);
  if (missing) throw new MailFailure(missing);
  const transport = nodemailer.createTransport({
    host: settings.smtpHost.trim(),
    port: settings.smtpPort,
    secure: settings.smtpPort === 465,
    ...(settings.smtpUser ? { auth: { user: settings.smtpUser, pass: settings.smtpPassword } } : {}),
    connectionTimeout: MAIL_TIMEOUT_MS,
    greetingTimeout: MAIL_TIMEOUT_MS,
    socketTimeout: MAIL_TIMEOUT_MS,
    dnsTimeout: MAIL_TIMEOUT_MS,
    ...(ca ? { tls: { ca } } : {}),
  });
  try {
    await transport.sendMail({
      from: { name: settings.fromName.trim(), address: settings.fromEmail.trim() },
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.messageId ? { messageId: email.messageId } : {}),
    });
  } catch (error) {
    throw new MailFailure(describeMailError(error, settings), { cause: error });
  } finally {
    transport.close();
  }
}

/** A delivery that did not happen, with the reason in words an admin can act on. */
export class MailFailure extends Error {}

/**
 * Nodemailer's failure in plain words, naming the server (and the user for authentication); never
 * a stack. The codes are nodemailer's (its `errors` module), the socket's below them.
 */
export function describeMailError(error: unknown, settings: EmailSettings): string {
  const server = `${settings.smtpHost.trim()}:${settings.smtpPort}`;
  const failure = error as { code?: string; message?: string; responseCode?: number; response?: string };
  const message = failure?.message ?? String(error);
  const code = failure?.code ?? '';
  if (code === 'EAUTH' || failure?.responseCode === 535)
    return `Authentication failed for user ${settings.smtpUser}`;
  if (code === 'ENOAUTH')
    return `The mail server at ${server} asks for a user and password: fill in SMTP user and password`;
  if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message))
    return `The mail server ${settings.smtpHost.trim()} could not be found`;
  if (code === 'ETIMEDOUT' || /timeout|timed out/i.test(message))
    return `No answer from ${server} within 10 s`;
  if (/ECONNREFUSED/.test(message)) return `The mail server at ${server} refused the connection`;
  if (code === 'ETLS' || /certificate|SSL|TLS|wrong version number|self.signed/i.test(message))
    return `TLS handshake failed with ${server}: ${firstLine(message)}`;
  if (code === 'EENVELOPE')
    return `The mail server at ${server} refused the address: ${firstLine(failure.response ?? message)}`;
  if (code === 'ECONNECTION' || /ECONNRESET|closed/i.test(message))
    return `The mail server at ${server} closed the connection: ${firstLine(message)}`;
  return `The mail server at ${server} did not take the email: ${firstLine(failure.response ?? message)}`;
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? '').slice(0, 300);
}
