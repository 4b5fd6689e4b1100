/**
 * i18next's keys typed from the Korean locale files (every language has the same keys: the parity check),
 * so `t('a.missing.key')` fails `tsc`. A key picked at run time goes through a typed table
 * (`const LABEL = { … } as const satisfies Record<Value, Key>`), never a template literal
 * (eslint.config.mjs forbids one as `t`'s first argument).
 */
import 'i18next';
import type about from './locales/ko/about.json';
import type account from './locales/ko/account.json';
import type apiKeysConsole from './locales/ko/api-keys-console.json';
import type audit from './locales/ko/audit.json';
import type auth from './locales/ko/auth.json';
import type cards from './locales/ko/cards.json';
import type common from './locales/ko/common.json';
import type consoleCostPolicy from './locales/ko/console-cost-policy.json';
import type consolePartners from './locales/ko/console-partners.json';
import type consoleNs from './locales/ko/console.json';
import type contentConsole from './locales/ko/content-console.json';
import type couponsConsole from './locales/ko/coupons-console.json';
import type coupons from './locales/ko/coupons.json';
import type grading from './locales/ko/grading.json';
import type home from './locales/ko/home.json';
import type legal from './locales/ko/legal.json';
import type news from './locales/ko/news.json';
import type order from './locales/ko/order.json';
import type partner from './locales/ko/partner.json';
import type shell from './locales/ko/shell.json';
import type slabConsole from './locales/ko/slab-console.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    // A default value does not make an unknown key pass.
    strictKeyChecks: true;
    resources: {
      about: typeof about;
      account: typeof account;
      'api-keys-console': typeof apiKeysConsole;
      audit: typeof audit;
      auth: typeof auth;
      cards: typeof cards;
      common: typeof common;
      'console-cost-policy': typeof consoleCostPolicy;
      'console-partners': typeof consolePartners;
      console: typeof consoleNs;
      'content-console': typeof contentConsole;
      'coupons-console': typeof couponsConsole;
      coupons: typeof coupons;
      grading: typeof grading;
      home: typeof home;
      legal: typeof legal;
      news: typeof news;
      order: typeof order;
      partner: typeof partner;
      shell: typeof shell;
      'slab-console': typeof slabConsole;
    };
  }
}
