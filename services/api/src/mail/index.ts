// The mail module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { AccountMailService } from './account-mail.service';
export { MailModule } from './mail.module';
export { CreateLocalMailbox1764000000200 } from './persistence/migrations/1764000000200-create-local-mailbox';
