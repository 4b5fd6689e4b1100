export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface SmsMessage {
  readonly to: string;
  readonly text: string;
}

/** Outgoing mail: SMTP when SMTP_URL is set, otherwise the local mailbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Outgoing SMS: the local mailbox until a provider adapter is configured. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export const MAILER = Symbol('MAILER');
export const SMS_SENDER = Symbol('SMS_SENDER');
