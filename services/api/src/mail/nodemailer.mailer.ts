import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import nodemailer, { type Transporter } from 'nodemailer';
import { Repository } from 'typeorm';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../config';
import type { Mailer, MailMessage } from './mail.ports';
import { LocalMailboxEntity } from './persistence/local-mailbox.entity';

/**
 * One code path for both modes: nodemailer builds the message either way; without SMTP_URL it is
 * rendered by the JSON transport and kept in the local mailbox, so a laptop and the tests see it.
 */
@Injectable()
export class NodemailerMailer implements Mailer {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly local: boolean;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(LocalMailboxEntity) private readonly mailbox: Repository<LocalMailboxEntity>,
  ) {
    this.local = config.mail.smtpUrl === null;
    this.transport = this.local
      ? nodemailer.createTransport({ jsonTransport: true })
      : nodemailer.createTransport(config.mail.smtpUrl!);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.config.mail.from, ...message });
    if (this.local) {
      await this.mailbox.insert({
        channel: 'MAIL',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
      });
      this.logger.debug(`mail to ${message.to} kept in the local mailbox`);
    }
  }
}
