import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { orderHistoryIsStale, useConsoleOrdersDetailQuery } from '@/lib/console/console-api';

// Another operator's step, or the read model catching up after the screen opened, shows within a
// few seconds. A hidden tab does not poll; it reads again as soon as it is shown.
const LIVE_MS = 3_000;
// Right after this screen's own write the read model may be a step behind (the api waits ≤ 2 s).
const CATCH_UP_MS = 1_000;

/**
 * The order as the read model has it now, kept current by polling. `seen` is the revision up to
 * which the operator knows what happened: the screen's first read, their own writes, a conflict they
 * reloaded, a notice they closed. Whatever came in after it is someone else's change to tell.
 */
export function useLiveOrder(id: string) {
  const dispatch = useAppDispatch();
  const [minRevision, setMinRevision] = useState<number | undefined>(undefined);
  const [lagging, setLagging] = useState(false);
  const query = useConsoleOrdersDetailQuery(
    { id, minRevision },
    { pollingInterval: lagging ? CATCH_UP_MS : LIVE_MS, skipPollingIfUnfocused: true, refetchOnFocus: true },
  );
  const revision = query.data?.revision;
  const [seen, setSeen] = useState<number | undefined>(undefined);
  const previous = useRef<number | undefined>(undefined);

  useEffect(() => {
    setLagging(minRevision !== undefined && revision !== undefined && revision < minRevision);
  }, [minRevision, revision]);

  useEffect(() => {
    if (revision === undefined) return;
    setSeen((known) => known ?? revision);
    // The history panel and the notice read the event stream: a newer order means newer events.
    if (previous.current !== undefined && revision > previous.current) dispatch(orderHistoryIsStale());
    previous.current = revision;
  }, [revision, dispatch]);

  /** This screen wrote `written`: wait for the read model to show it; nothing to tell about it. */
  const written = useCallback((writtenRevision: number) => {
    setMinRevision(writtenRevision);
    setSeen(writtenRevision);
  }, []);

  /** Read again now, at least up to `atLeast` (a conflict's current revision) when given. */
  const { refetch } = query;
  const readAgain = useCallback(
    (atLeast?: number) => {
      if (atLeast !== undefined && atLeast !== minRevision) setMinRevision(atLeast);
      else void refetch();
    },
    [minRevision, refetch],
  );

  return { ...query, order: query.data, lagging, seen, setSeen, written, readAgain };
}
