import nodemailer, { type Transporter } from 'nodemailer';
import type { PoolClient } from 'pg';
import type { AppConfig } from '@slabworks/config';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface OutgoingSms {
  readonly to: string;
  readonly text: string;
}

/**
 * The worker's side of the api's Mailer and SmsSender ports (services/api/src/mail/mail.ports.ts;
 * a service may not import another): SMTP when SMTP_URL is set, else the local mailbox table, which
 * is written in the caller's transaction so a rolled-back batch leaves no message behind.
 */
export interface NotificationChannels {
  mail(db: PoolClient, message: OutgoingMail): Promise<void>;
  sms(db: PoolClient, message: OutgoingSms): Promise<void>;
}

const keep = (db: PoolClient, channel: 'MAIL' | 'SMS', to: string, subject: string | null, body: string) =>
  db.query(`INSERT INTO public.local_mailbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)`, [
    channel,
    to,
    subject,
    body,
  ]);

export function notificationChannels(config: AppConfig): NotificationChannels {
  const smtp: Transporter | null = config.mail.smtpUrl
    ? nodemailer.createTransport(config.mail.smtpUrl)
    : null;
  return {
    async mail(db, message) {
      if (smtp) await smtp.sendMail({ from: config.mail.from, ...message });
      else await keep(db, 'MAIL', message.to, message.subject, message.text);
    },
    // No SMS provider adapter exists yet (as in the api): messages land in the local mailbox.
    async sms(db, message) {
      await keep(db, 'SMS', message.to, null, message.text);
    },
  };
}
