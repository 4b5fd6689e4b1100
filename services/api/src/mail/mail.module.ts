import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountMailService } from './account-mail.service';
import { DevMailboxHttpController } from './dev-mailbox.http.controller';
import { LocalSmsSender } from './local-sms.sender';
import { MAILER, SMS_SENDER } from './mail.ports';
import { NodemailerMailer } from './nodemailer.mailer';
import { LocalMailboxEntity } from './persistence/local-mailbox.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([LocalMailboxEntity])],
  controllers: [DevMailboxHttpController],
  providers: [
    AccountMailService,
    { provide: MAILER, useClass: NodemailerMailer },
    { provide: SMS_SENDER, useClass: LocalSmsSender },
  ],
  exports: [MAILER, SMS_SENDER, AccountMailService],
})
export class MailModule {}
