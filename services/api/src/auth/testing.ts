// What tests elsewhere use of the auth module (builders, fakes, seeds); production code never imports it.
export {
  TEST_PASSWORD,
  codeIn,
  cookieHeader,
  cookiesOf,
  createMember,
  lastMessage,
  logIn,
  signedInMember,
} from './testing/member-session.testing';
export type { TestSession } from './testing/member-session.testing';
