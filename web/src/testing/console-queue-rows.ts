import type { ConsoleOrdersQueueApiResponse } from '@/lib/api/generated/slabworks-api';

// The console queue's answers for its component tests (the page's and the bulk panel's).
type Queue = ConsoleOrdersQueueApiResponse['data'];
export type QueueItem = Queue['items'][number];

export const ORDER_ID = '3b0f6c2e-8d1a-4f5b-9c7e-2a4d6e8f0b13';
const DAY = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY - 3_600_000).toISOString();

export const item = (change: Partial<QueueItem> = {}): QueueItem => ({
  orderId: ORDER_ID,
  orderNumber: 'SW-20261127-0042',
  memberId: '6f1c2b9e-0d4a-4c3b-9e8f-1a2b3c4d5e6f',
  member: { name: 'Kim Minsu', email: 'minsu@example.com' },
  submitType: 'GENERAL',
  orderType: 'REG',
  status: 'PROCESSING',
  processingStatus: 'SENT_TO_BRANCH',
  displayStage: 'SENT_TO_BRANCH',
  nextCommand: 'ReceiveAtBranch',
  nextStep: 'branch-receive',
  inboundTrackingNumber: '612345678901',
  stageSince: daysAgo(1),
  totalQt: 3,
  totalAmount: 1_500,
  currency: 'TWD',
  // 16:30 UTC is already the next day in Seoul.
  placedAt: '2026-11-27T16:30:00.000Z',
  updatedAt: '2026-11-28T01:05:00.000Z',
  revision: 12,
  ...change,
});

export const queue = (items: QueueItem[]): Queue => ({
  items,
  next: null,
  counts: {
    byDisplayStage: { SENT_TO_BRANCH: items.length },
    byProcessingStatus: { SENT_TO_BRANCH: items.length },
  },
  page: 1,
  size: 50,
  total: items.length,
});
