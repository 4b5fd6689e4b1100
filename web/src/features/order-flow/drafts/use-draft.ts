import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@/lib/api/envelope';
import type { DraftView, OrderInputRequestDto } from '@/lib/api/generated/slabworks-api';
import { useCreateDraftMutation, useListDraftsQuery, useUpdateDraftMutation } from '../api/order-flow-api';
import { draftInputOf, type DraftInput } from './draft-values';

/**
 * The draft this form is working on: loaded once from `?draft=` (the list answers it), saved as a new
 * draft the first time and as an update (If-Match its revision) after that.
 */
export const useDraft = (requestedId: string | null, load: (draft: DraftInput) => void) => {
  const { t } = useTranslation('order');
  const list = useListDraftsQuery({}, { skip: !requestedId });
  const [createDraft, creating] = useCreateDraftMutation();
  const [updateDraft, updating] = useUpdateDraftMutation();
  const [current, setCurrent] = useState<{ id: string; revision: number }>();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const loaded = useRef<string>(undefined);

  useEffect(() => {
    if (!requestedId || loaded.current === requestedId || !list.data) return;
    const view: DraftView | undefined = list.data.find((d) => d.orderId === requestedId);
    loaded.current = requestedId;
    if (!view) {
      setMessage({ ok: false, text: t('drafts.missing') });
      return;
    }
    setCurrent({ id: view.orderId, revision: view.revision });
    load(draftInputOf(view));
    setMessage({ ok: true, text: t('drafts.loaded') });
  }, [requestedId, list.data, load, t]);

  const save = async (input: OrderInputRequestDto) => {
    setMessage(undefined);
    const answer = current
      ? await updateDraft({
          id: current.id,
          'If-Match': String(current.revision),
          orderInputRequestDto: input,
        })
      : await createDraft({ 'Idempotency-Key': crypto.randomUUID(), orderInputRequestDto: input });
    if ('error' in answer) {
      setMessage({ ok: false, text: serverMessageOf(answer.error) ?? t('drafts.save-failed') });
      return;
    }
    setCurrent({ id: answer.data.orderId, revision: answer.data.revision });
    setMessage({ ok: true, text: t('drafts.saved') });
  };

  return {
    draftId: current?.id,
    saved: current ? { orderId: current.id, revision: current.revision } : undefined,
    save,
    saving: creating.isLoading || updating.isLoading,
    loading: Boolean(requestedId) && list.isLoading,
    message,
  };
};
