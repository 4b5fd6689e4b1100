import type { PoolClient } from 'pg';
import { companyView, type CompanyConfig } from '@slabworks/config';
import { isLanguage, type Language } from '@slabworks/contracts';
import {
  foldOrder,
  GRADING_ORDER_STREAM_PREFIX,
  orderIdFromStream,
  type OrderState,
} from '@slabworks/domain';
import type { EventStore, RecordedEvent } from '@slabworks/event-store';
import { readOrderHistory } from '@slabworks/order-commands';
import { isKnownOrderEvent, type Projection } from '@slabworks/read-models';
import type { NotificationChannels } from './notification-channels';
import {
  NOTIFIED_EVENT_TYPES,
  notificationKindOf,
  notificationMessage,
  type NotificationFacts,
} from './notification-messages';

// A first start (or a lost checkpoint) replays history: old news is not sent.
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

interface Recipient {
  email: string | null;
  phone: string | null;
  phone_verified_at: Date | null;
  language: string;
  support_region: 'KR' | 'TW';
  notify_by_mail: boolean;
  notify_by_sms: boolean;
}

async function recipientOf(db: PoolClient, memberId: string): Promise<Recipient | null> {
  const { rows } = await db.query<Recipient>(
    `SELECT email, phone, phone_verified_at, language, support_region, notify_by_mail, notify_by_sms
       FROM public.member WHERE id::text = $1 AND status <> 'WITHDRAWN'`,
    [memberId],
  );
  return rows[0] ?? null;
}

function factsOf(
  event: RecordedEvent,
  state: OrderState,
  link: string,
  receivingAddress: string,
): NotificationFacts {
  const data = event.data as Record<string, unknown>;
  const currency = state.order?.pricing.currency;
  const amount = typeof data.amount === 'number' ? data.amount : state.order?.pricing.totalAmount;
  return {
    orderNumber: state.order?.orderNumber ?? '',
    link,
    amount: currency && amount !== undefined ? { value: amount, currency } : undefined,
    dueAt: (data.dueAt ?? data.payBy) as string | undefined,
    bank: data.bank as string | undefined,
    accountNumber: data.accountNumber as string | undefined,
    holderName: data.holderName as string | undefined,
    courier: data.courier as string | undefined,
    trackingNumber: data.trackingNumber as string | undefined,
    shippingMethod: state.order?.shippingMethod,
    receivingAddress,
  };
}

/** Claims (event, channel); false when it was sent before (a redelivered batch). */
async function claim(
  db: PoolClient,
  event: RecordedEvent,
  channel: 'MAIL' | 'SMS',
  orderId: string,
  memberId: string,
  kind: string,
  language: Language,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO public.order_notification (event_id, channel, order_id, member_id, kind, language)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (event_id, channel) DO NOTHING`,
    [event.id, channel, orderId, memberId, kind, language],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Mail (and SMS to a verified phone) at the stages a collector waits for, in the member's language,
 * unless they opted out of the channel. Driven by the event store subscription with its own
 * checkpoint; the sent log is written in the checkpoint's transaction, so each event is told once.
 */
export function orderNotificationsProjection(
  store: EventStore,
  channels: NotificationChannels,
  publicUrl: string,
  company: CompanyConfig,
  now: () => number = Date.now,
): Projection {
  return {
    name: 'order-notifications',
    version: 1,
    streamPrefixes: [GRADING_ORDER_STREAM_PREFIX],
    tables: [],
    // Only the notified ones do anything: the store hands it nothing else.
    eventTypes: NOTIFIED_EVENT_TYPES,
    isKnown: isKnownOrderEvent,
    async apply(db, events: RecordedEvent[]) {
      for (const event of events) {
        const kind = notificationKindOf(event);
        const orderId = orderIdFromStream(event.streamId);
        if (!kind || !orderId || now() - event.createdAt.getTime() > STALE_AFTER_MS) continue;
        const history = await readOrderHistory(store, orderId);
        const state = foldOrder(history.events);
        if (!state.memberId) continue;
        const member = await recipientOf(db, state.memberId);
        if (!member) continue;
        const language: Language = isLanguage(member.language) ? member.language : 'ko';
        const link = `${publicUrl.replace(/\/$/, '')}/account/order/${orderId}`;
        // The member's service is the order's (an account orders only in its own service).
        const { receivingAddress } = companyView(company, language, member.support_region);
        const message = notificationMessage(
          kind,
          language,
          factsOf(event, state, link, receivingAddress),
          member.support_region,
        );
        if (member.email && member.notify_by_mail) {
          if (await claim(db, event, 'MAIL', orderId, state.memberId, kind, language))
            await channels.mail(db, { to: member.email, subject: message.subject, text: message.body });
        }
        if (member.phone && member.phone_verified_at && member.notify_by_sms) {
          if (await claim(db, event, 'SMS', orderId, state.memberId, kind, language))
            await channels.sms(db, { to: member.phone, text: message.sms });
        }
      }
    },
  };
}
