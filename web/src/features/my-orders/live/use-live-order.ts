import { useEffect, useRef } from 'react';
import { openOrderLiveFeed } from './order-live-feed';

/** Re-reads the order whenever the api says it moved (SSE), or every few seconds while it cannot. */
export const useLiveOrder = (
  orderId: string,
  revision: number | undefined,
  reload: (revision?: number) => void,
) => {
  const current = useRef(revision);
  current.current = revision;
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(
    () =>
      openOrderLiveFeed({
        orderId,
        onChange: (next) => {
          if (next === null) reloadRef.current();
          else if (current.current === undefined || next > current.current) reloadRef.current(next);
        },
      }),
    [orderId],
  );
};
