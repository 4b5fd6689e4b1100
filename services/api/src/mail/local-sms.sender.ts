import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SmsMessage, SmsSender } from './mail.ports';
import { LocalMailboxEntity } from './persistence/local-mailbox.entity';

/** The embedded default (and the only adapter so far): messages land in the local mailbox. */
@Injectable()
export class LocalSmsSender implements SmsSender {
  constructor(
    @InjectRepository(LocalMailboxEntity) private readonly mailbox: Repository<LocalMailboxEntity>,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.mailbox.insert({ channel: 'SMS', recipient: message.to, subject: null, body: message.text });
  }
}
