import { toMajorUnits, type Currency } from '@slabworks/domain';
import type { Language } from '@slabworks/contracts';
import en from './locales/en/notifications.json';
import ko from './locales/ko/notifications.json';
import tw from './locales/tw/notifications.json';

export const NOTIFICATION_KINDS = [
  'DEPOSIT_DUE',
  'PAYMENT_RECEIVED',
  'CARDS_RECEIVED',
  'GRADING_COMPLETE',
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

type Texts = Record<NotificationKind, { subject: string; body: string; sms: string }>;
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
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** Subject, mail body and SMS text in the member's language; times in Seoul time. */
export function notificationMessage(kind: NotificationKind, language: Language, facts: NotificationFacts) {
  const locale = LOCALE[language];
  const values: Record<string, string> = {
    orderNumber: facts.orderNumber,
    link: facts.link,
    bank: facts.bank ?? '',
    accountNumber: facts.accountNumber ?? '',
    holderName: facts.holderName ?? '',
    courier: facts.courier ?? '',
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
          timeZone: 'Asia/Seoul',
        }).format(new Date(facts.dueAt))
      : '',
  };
  const texts = NOTIFICATION_TEXTS[language][kind];
  return {
    subject: fill(texts.subject, values),
    body: fill(texts.body, values),
    sms: fill(texts.sms, values),
  };
}
