import { NOTIFICATION_LABELS, type Settings } from '@aac/domain';
import escapeHtml from 'escape-html';

/** The site an email speaks for: the general settings' name and address. */
export interface Site {
  name: string;
  url: string;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export type NotificationSwitch = keyof Settings['notifications'];

interface Body {
  heading: string;
  intro: string;
  /** Label and value lines (a user's name, an amount), each value escaped in the HTML. */
  facts?: Array<[string, string]>;
  /** Why the reader gets this email and where it is switched off. */
  footer: string;
}

/**
 * One email in plain text and in simple HTML with the same words. Everything that comes from data
 * (names, addresses, the site's own name) is escaped in the HTML, so a name like `<script>`
 * arrives as text; the plain text needs no escaping.
 */
function compose(subject: string, body: Body): EmailContent {
  const facts = body.facts ?? [];
  const text = [
    body.heading,
    '',
    body.intro,
    ...(facts.length > 0 ? ['', ...facts.map(([label, value]) => `${label}: ${value}`)] : []),
    '',
    '--',
    body.footer,
    '',
  ].join('\n');
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2328">
<h1 style="font-size:18px">${escapeHtml(body.heading)}</h1>
<p>${escapeHtml(body.intro)}</p>
${rows ? `<table>${rows}</table>` : ''}
<hr><p style="font-size:12px;color:#59636e">${escapeHtml(body.footer)}</p>
</body></html>`;
  return { subject, text, html };
}

/** The address of a Settings tab in the admin app (its tab is in the URL), when the site's address is set. */
function settingsAddress(site: Site, tab: 'email' | 'notifications'): string {
  return site.url
    ? `${site.url.replace(/\/+$/, '')}/admin/settings?tab=${tab}`
    : 'the admin app, under Settings';
}

/** The footer of a notification: who receives it, why, and where it is switched off. */
function notificationFooter(site: Site, notification: NotificationSwitch): string {
  const label = NOTIFICATION_LABELS[notification];
  return `You receive this because you are the admin email of ${site.name} and "${label}" is on in Settings › Notifications. Switch it off there: ${settingsAddress(site, 'notifications')}`;
}

export function testEmail(site: Site, server: string, requestedBy: string): EmailContent {
  return compose(`Test email from ${site.name}`, {
    heading: `Test email from ${site.name}`,
    intro: `Your email settings work: the mail server ${server} accepted this email.`,
    facts: [['Sent by', requestedBy]],
    footer: `Sent from Settings › Email of ${site.name} (${settingsAddress(site, 'email')}).`,
  });
}

export interface RegisteredUser {
  first_name: string;
  last_name: string;
  email: string;
  user_type: string;
  created_at: Date;
}

export function newUserRegistrationEmail(site: Site, user: RegisteredUser): EmailContent {
  const name = `${user.first_name} ${user.last_name}`;
  return compose(`New user registration: ${name}`, {
    heading: 'A new user registered',
    intro: `${name} registered on ${site.name}.`,
    facts: [
      ['Name', name],
      ['Email', user.email],
      ['User type', user.user_type],
      ['Registered', user.created_at.toISOString()],
    ],
    footer: notificationFooter(site, 'emailNotifications'),
  });
}

export interface ReceivedPayment {
  amount: number;
  currency: string;
  payer: string;
  description: string;
  paidAt: Date;
}

export function paymentReceivedEmail(site: Site, payment: ReceivedPayment): EmailContent {
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: payment.currency.toUpperCase(),
  }).format(payment.amount);
  return compose(`Payment received: ${amount} from ${payment.payer}`, {
    heading: 'A payment was received',
    intro: `${payment.payer} paid ${amount}.`,
    facts: [
      ['Amount', amount],
      ['From', payment.payer],
      ['For', payment.description],
      ['Paid', payment.paidAt.toISOString()],
    ],
    footer: notificationFooter(site, 'pushNotifications'),
  });
}

export function systemAlertEmail(site: Site, title: string, detail: string): EmailContent {
  return compose(`System alert: ${title}`, {
    heading: title,
    intro: detail,
    footer: notificationFooter(site, 'smsNotifications'),
  });
}
