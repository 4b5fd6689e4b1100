import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@slabworks/contracts';
import { translate } from '../i18n';
import { MAILER, SMS_SENDER, type Mailer, type SmsSender } from './mail.ports';

/** The account messages, written in the language of the request that caused them. */
@Injectable()
export class AccountMailService {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
  ) {}

  emailCode(to: string, code: string, lang: Language, minutes: number): Promise<void> {
    return this.mailer.send({
      to,
      subject: translate(lang, 'member:mail.emailCode.subject'),
      text: translate(lang, 'member:mail.emailCode.body', { code, minutes }),
    });
  }

  passwordReset(to: string, link: string, lang: Language, minutes: number): Promise<void> {
    return this.mailer.send({
      to,
      subject: translate(lang, 'member:mail.passwordReset.subject'),
      text: translate(lang, 'member:mail.passwordReset.body', { link, minutes }),
    });
  }

  socialAccountReset(to: string, lang: Language): Promise<void> {
    return this.mailer.send({
      to,
      subject: translate(lang, 'member:mail.passwordResetSocial.subject'),
      text: translate(lang, 'member:mail.passwordResetSocial.body'),
    });
  }

  phoneCode(to: string, code: string, lang: Language, minutes: number): Promise<void> {
    return this.sms.send({ to, text: translate(lang, 'member:sms.phoneCode', { code, minutes }) });
  }
}
