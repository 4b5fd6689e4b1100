export const GRADING_ORDER_STREAM_PREFIX = 'gradingOrder-';

export const gradingOrderStream = (orderId: string): string => `${GRADING_ORDER_STREAM_PREFIX}${orderId}`;

export const orderIdFromStream = (stream: string): string | null =>
  stream.startsWith(GRADING_ORDER_STREAM_PREFIX)
    ? stream.slice(GRADING_ORDER_STREAM_PREFIX.length) || null
    : null;
