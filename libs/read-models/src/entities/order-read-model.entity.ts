import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { OrderRow } from '../orders/order-row';

/**
 * read_models.orders, written by the orders projection: a row per order with the folded decider
 * state plus the columns the lists filter and sort on. The indexes are the ones the migration
 * create (ProjectionTables1764100000010, OrderListColumns1764100000600); the lists read through them.
 */
@Entity({ schema: 'read_models', name: 'orders' })
// The INCLUDE columns (tabs here, status on orders_queue_idx) are the migration's: @Index cannot say them.
@Index('orders_member_list_idx', ['memberId', 'placedAt', 'orderId'], { where: `status <> 'TEMP_SAVED'` })
@Index('orders_member_drafts_idx', ['memberId', 'updatedAt'], { where: `status = 'TEMP_SAVED'` })
@Index('orders_queue_idx', ['displayStage', 'processingStatus', 'updatedAt'])
@Index('orders_queue_updated_idx', ['updatedAt', 'orderId'], { where: `status <> 'TEMP_SAVED'` })
@Index('orders_queue_stage_idx', ['displayStage', 'updatedAt', 'orderId'], {
  where: `status <> 'TEMP_SAVED'`,
})
@Index('orders_deposit_due_idx', ['depositDueAt'], { where: 'deposit_due_at IS NOT NULL' })
@Index('orders_unpaid_idx', ['placedAt', 'orderId'], { where: `status IN ('SAVED', 'PAYMENT_FAILED')` })
export class OrderReadModelEntity {
  @PrimaryColumn({ name: 'order_id', type: 'text' })
  orderId!: string;

  @Column({ name: 'member_id', type: 'text' })
  memberId!: string;

  @Column({ name: 'order_number', type: 'text', nullable: true, unique: true })
  orderNumber!: string | null;

  @Column({ name: 'submit_type', type: 'text', nullable: true })
  submitType!: string | null;

  @Column({ type: 'text' })
  status!: string;

  @Column({ name: 'processing_status', type: 'text' })
  processingStatus!: string;

  @Column({ name: 'display_stage', type: 'text', nullable: true })
  displayStage!: string | null;

  @Column({ type: 'text', array: true })
  tabs!: string[];

  @Column({ name: 'total_qt', type: 'integer' })
  totalQt!: number;

  @Column({ name: 'total_amount', type: 'bigint' })
  totalAmount!: string;

  @Column({ type: 'text', nullable: true })
  currency!: string | null;

  @Column({ type: 'bigint' })
  revision!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'placed_at', type: 'timestamptz', nullable: true })
  placedAt!: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ name: 'deposit_due_at', type: 'timestamptz', nullable: true })
  depositDueAt!: Date | null;

  @Column({ name: 'order_type', type: 'text', nullable: true })
  orderType!: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  @Column({ name: 'cards_received_at', type: 'timestamptz', nullable: true })
  cardsReceivedAt!: Date | null;

  /** Null only on rows projected before OrderListColumns1764100000600, until the version-3 rebuild. */
  @Column({ name: 'action_view', type: 'jsonb', nullable: true })
  actionView!: OrderRow['actionView'] | null;

  @Column({ name: 'tracking_numbers', type: 'text', array: true, default: () => `'{}'` })
  trackingNumbers!: string[];

  @Column({ name: 'inbound_tracking_number', type: 'text', nullable: true })
  inboundTrackingNumber!: string | null;

  @Column({ name: 'stage_since', type: 'timestamptz', nullable: true })
  stageSince!: Date | null;

  @Column({ type: 'jsonb' })
  state!: OrderRow['state'];

  @Column({ type: 'jsonb' })
  timeline!: OrderRow['timeline'];

  @Column({ type: 'jsonb' })
  ledger!: OrderRow['ledger'];
}
