import { useCallback, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import { ifMatchOf } from '@/lib/console/if-match';

type ApiError = FetchBaseQueryError | SerializedError;

/** The order moved on since this screen read it: what it had, and what the api has now. */
export interface OrderConflict {
  expectedRevision: number;
  currentRevision: number | null;
}

export interface WriteHeaders {
  'If-Match': string;
  'Idempotency-Key': string;
}

interface WriteState {
  busy: string | null;
  conflict: OrderConflict | null;
  /** The refusal of the last write (by its name): its message and field errors (by the api's field name). */
  refusal: { of: string; message: string; fields: Record<string, string> } | null;
}

const statusOf = (error: ApiError): number | string | undefined =>
  'status' in error ? error.status : undefined;

const currentRevisionOf = (error: ApiError): number | null => {
  const data =
    'data' in error ? (error.data as { data?: { currentRevision?: unknown } } | undefined) : undefined;
  const current = data?.data?.currentRevision;
  return typeof current === 'number' ? current : null;
};

/**
 * Every write of the order screen goes through here: it sends the revision the screen shows as
 * If-Match (so a step someone else already took is refused with 412, not applied twice) and an
 * Idempotency-Key (a double click appends once). A 412 becomes the conflict the screen explains;
 * other refusals keep their translated message and field errors. Typed values live in the forms,
 * so nothing here clears them.
 */
export function useOrderWrite(revision: number | undefined, onWritten: (revision: number) => void) {
  const [state, setState] = useState<WriteState>({ busy: null, conflict: null, refusal: null });

  const write = useCallback(
    async (
      name: string,
      send: (headers: WriteHeaders) => { unwrap: () => Promise<{ revision: number }> },
    ): Promise<boolean> => {
      if (revision === undefined) return false;
      setState((s) => ({ ...s, busy: name, refusal: null }));
      try {
        const answer = await send({
          'If-Match': ifMatchOf(revision),
          'Idempotency-Key': crypto.randomUUID(),
        }).unwrap();
        setState({ busy: null, conflict: null, refusal: null });
        onWritten(answer.revision);
        return true;
      } catch (caught) {
        const error = caught as ApiError;
        if (statusOf(error) === 412) {
          setState({
            busy: null,
            refusal: null,
            conflict: { expectedRevision: revision, currentRevision: currentRevisionOf(error) },
          });
        } else {
          setState({
            busy: null,
            conflict: null,
            refusal: { of: name, message: serverMessageOf(error) ?? '', fields: fieldErrorsOf(error) },
          });
        }
        return false;
      }
    },
    [revision, onWritten],
  );

  const clearConflict = useCallback(() => setState((s) => ({ ...s, conflict: null })), []);
  return { ...state, write, clearConflict };
}
