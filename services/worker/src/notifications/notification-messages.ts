import {
  courierName,
  toMajorUnits,
  trackingTarget,
  type Currency,
  type ShippingMethod,
} from '@slabworks/domain';
import { SERVICE_TIME_ZONE, type Language, type ServiceCountry } from '@slabworks/contracts';
import en from './locales/en/notifications.json';
import ko from './locales/ko/notifications.json';
import tw from './locales/tw/notifications.json';

export const NOTIFICATION_KINDS = [
  'DEPOSIT_DUE',
  'PAYMENT_RECEIVED',
  'CARDS_RECEIVED',
  'GRADING_COMPLETE',
  'SENT_TO_BRANCH',
  'SHIPPED',
  'ORDER_EXPIRED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The order events a collector waits for, and what each tells them. */
const KIND_OF_EVENT: Readonly<Record<string, NotificationKind>> = {
  VirtualAccountIssued: 'DEPOSIT_DUE',
  PaymentCompleted: 'PAYMENT_RECEIVED',
  CardsShippedIn: 'CARDS_RECEIVED',
  // Grading completes with the last gradable card's score, or by ScoringCompleted when none is left.
  CardScored: 'GRADING_COMPLETE',
  ScoringCompleted: 'GRADING_COMPLETE',
  // Taiwan orders (issue #32): the cards leave the head office for the Taiwan branch.
  SentToBranch: 'SENT_TO_BRANCH',
  ShippedOut: 'SHIPPED',
  // Issue #31: a placed order nobody paid; the member learns it ended and that nothing was charged.
  UnpaidOrderExpired: 'ORDER_EXPIRED',
};

export const NOTIFIED_EVENT_TYPES: readonly string[] = Object.keys(KIND_OF_EVENT);

export function notificationKindOf(event: { type: string; data: unknown }): NotificationKind | null {
  if (event.type === 'CardScored' && !(event.data as { completesScoring?: boolean }).completesScoring)
    return null;
  return KIND_OF_EVENT[event.type] ?? null;
}

type Text = { subject: string; body: string; sms: string };
type Texts = Record<NotificationKind, Text> & {
  /** The next step by the order's shipping method: send to, bring to (the receiving address), or wait. */
  PAYMENT_RECEIVED: Text & { sendTo: string; bringTo: string; pickup: string };
  /** The tracking line: the parcel's own page, or the courier's page where the number is typed. */
  SHIPPED: Text & { trackAt: string; trackOnPage: string };
};
export const NOTIFICATION_TEXTS: Record<Language, Texts> = { ko, en, tw };

const LOCALE: Record<Language, string> = { ko: 'ko-KR', en: 'en-US', tw: 'zh-TW' };

export interface NotificationFacts {
  orderNumber: string;
  link: string;
  amount?: { value: number; currency: Currency };
  dueAt?: string;
  bank?: string;
  accountNumber?: string;
  holderName?: string;
  courier?: string;
  trackingNumber?: string;
  shippingMethod?: ShippingMethod;
  /** Where this order's service receives cards (company config: head office, or the Taiwan branch). */
  receivingAddress?: string;
}

// A line that is only a placeholder with nothing to say (no tracking page) is left out.
const fill = (template: string, values: Record<string, string>) =>
  template
    .split('\n')
    .filter((line) => !/^\{\{\w+\}\}$/.test(line) || values[line.slice(2, -2)])
    .join('\n')
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const nextStepOf = (texts: Texts['PAYMENT_RECEIVED'], facts: NotificationFacts): string => {
  const address = facts.receivingAddress ?? '';
  if (facts.shippingMethod === 'BRG_SHIPPING' || facts.shippingMethod === 'QUICK') return texts.pickup;
  return fill(facts.shippingMethod === 'VISIT' ? texts.bringTo : texts.sendTo, { address });
};

const trackingLineOf = (texts: Texts['SHIPPED'], facts: NotificationFacts): string => {
  const target = trackingTarget(facts.courier ?? '', facts.trackingNumber ?? '');
  if (!target) return '';
  return fill(target.deepLink ? texts.trackAt : texts.trackOnPage, { url: target.href });
};

/** Subject, mail body and SMS text in the member's language; times on the clock of the member's service. */
export function notificationMessage(
  kind: NotificationKind,
  language: Language,
  facts: NotificationFacts,
  service: ServiceCountry = 'KR',
) {
  const locale = LOCALE[language];
  const all = NOTIFICATION_TEXTS[language];
  const values: Record<string, string> = {
    orderNumber: facts.orderNumber,
    link: facts.link,
    bank: facts.bank ?? '',
    accountNumber: facts.accountNumber ?? '',
    holderName: facts.holderName ?? '',
    // The courier's name in the mail's language; the event holds its code.
    courier: facts.courier ? courierName(facts.courier, language) : '',
    trackingNumber: facts.trackingNumber ?? '',
    amount: facts.amount
      ? new Intl.NumberFormat(locale, { style: 'currency', currency: facts.amount.currency }).format(
          toMajorUnits(facts.amount.value, facts.amount.currency),
        )
      : '',
    dueAt: facts.dueAt
      ? new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: SERVICE_TIME_ZONE[service],
        }).format(new Date(facts.dueAt))
      : '',
    nextStep: kind === 'PAYMENT_RECEIVED' ? nextStepOf(all.PAYMENT_RECEIVED, facts) : '',
    tracking: kind === 'SHIPPED' ? trackingLineOf(all.SHIPPED, facts) : '',
  };
  const texts = all[kind];
  return {
    subject: fill(texts.subject, values),
    body: fill(texts.body, values),
    sms: fill(texts.sms, values),
  };
}
