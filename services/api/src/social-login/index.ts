// The social-login module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { mountDevOidcProvider } from './dev/dev-oidc-provider';
export { SocialLoginModule } from './social-login.module';
