import { useState } from 'react';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { fromKstInput, toKstInput } from './datetime';
import { useFieldErrors } from './field-errors';
import { FieldRow } from './field-row';
import { FormFooter } from './form-footer';
import { LandingUrlField } from './landing-url-field';
import {
  usePromotionAdminCreateMutation,
  usePromotionAdminUpdateMutation,
  type PromotionEntity,
  type PromotionRequestDto,
} from './promotions-api';
import { TranslatedInputs } from './translated-inputs';
import { textBodyOf, textDraftOf, type TextDraft } from './translated-text';
import { WindowFields, type WindowDraft } from './window-fields';

type Draft = WindowDraft & { title: TextDraft; description: TextDraft; landingUrl: string };

const draftOf = (promotion: PromotionEntity | null): Draft => ({
  title: textDraftOf(promotion?.title),
  description: textDraftOf(promotion?.description),
  landingUrl: promotion?.landingUrl ?? '',
  status: promotion?.status ?? true,
  startAt: promotion ? toKstInput(promotion.startAt) : '',
  endAt: promotion ? toKstInput(promotion.endAt) : '',
  sortOrder: promotion?.sortOrder ?? 0,
});

// The image is kept as it is: promotions have no image upload yet (their seeded artwork stays).
const bodyOf = (d: Draft, promotion: PromotionEntity | null): PromotionRequestDto => ({
  title: textBodyOf(d.title),
  description: textBodyOf(d.description),
  imageUrl: (promotion?.imageUrl ?? null) as never,
  landingUrl: (d.landingUrl || null) as never,
  status: d.status,
  startAt: fromKstInput(d.startAt),
  endAt: fromKstInput(d.endAt),
  sortOrder: d.sortOrder,
});

/** Create or edit one promotion; the api's field errors show at their fields. */
export const PromotionForm = ({
  promotion,
  onDone,
  onCancel,
}: {
  promotion: PromotionEntity | null;
  onDone: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation(['content-console', 'console']);
  const [draft, setDraft] = useState<Draft>(() => draftOf(promotion));
  const [create, created] = usePromotionAdminCreateMutation();
  const [update, updated] = usePromotionAdminUpdateMutation();
  const error = promotion ? updated.error : created.error;
  const { item, refusedFields, send } = useFieldErrors(error, bodyOf(draft, promotion));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async () => {
    try {
      const body = send(bodyOf(draft, promotion));
      if (promotion) await update({ id: promotion.id, promotionRequestDto: body }).unwrap();
      else await create(body).unwrap();
      onDone();
    } catch {
      // shown from `error`
    }
  };

  return (
    <Card
      title={promotion ? t('promotions.edit', { id: promotion.id }) : t('promotions.new')}
      style={{ marginBottom: 16 }}
      data-testid="promotion-form"
    >
      <Form layout="vertical" onFinish={() => void save()}>
        <FieldRow>
          <WindowFields value={draft} item={item} testId="promotion" onChange={set} />
        </FieldRow>
        <TranslatedInputs
          field="title"
          labels={{
            ko: t('console:content.fields.titleIn.ko'),
            en: t('console:content.fields.titleIn.en'),
            tw: t('console:content.fields.titleIn.tw'),
          }}
          value={draft.title}
          item={item}
          testId="promotion-title"
          onChange={(title) => set({ title })}
        />
        <TranslatedInputs
          field="description"
          labels={{
            ko: t('promotions.descriptionIn.ko'),
            en: t('promotions.descriptionIn.en'),
            tw: t('promotions.descriptionIn.tw'),
          }}
          value={draft.description}
          item={item}
          testId="promotion-description"
          rows={2}
          onChange={(description) => set({ description })}
        />
        <LandingUrlField value={draft.landingUrl} item={item} testId="promotion" onChange={set} />
        <FormFooter
          error={error}
          hasFieldErrors={refusedFields}
          saving={created.isLoading || updated.isLoading}
          testId="promotion"
          onCancel={onCancel}
        />
      </Form>
    </Card>
  );
};
