import { useTranslation } from 'react-i18next';
import { ContentFormCard, useContentForm } from './content-form';
import { FieldRow } from './field-row';
import { LandingUrlField } from './landing-url-field';
import {
  usePromotionAdminCreateMutation,
  usePromotionAdminUpdateMutation,
  type PromotionEntity,
  type PromotionRequestDto,
} from './promotions-api';
import { TitleInputs, TranslatedInputs } from './translated-inputs';
import { textBodyOf, textDraftOf, type TextDraft } from './translated-text';
import { WindowFields, windowBodyOf, windowDraftOf, type WindowDraft } from './window-fields';

type Draft = WindowDraft & { title: TextDraft; description: TextDraft; landingUrl: string };

const draftOf = (promotion: PromotionEntity | null): Draft => ({
  title: textDraftOf(promotion?.title),
  description: textDraftOf(promotion?.description),
  landingUrl: promotion?.landingUrl ?? '',
  ...windowDraftOf(promotion),
});

// The image is kept as it is: promotions have no image upload yet (their seeded artwork stays).
const bodyOf = (d: Draft, promotion: PromotionEntity | null): PromotionRequestDto => ({
  title: textBodyOf(d.title),
  description: textBodyOf(d.description),
  imageUrl: (promotion?.imageUrl ?? null) as never,
  landingUrl: (d.landingUrl || null) as never,
  ...windowBodyOf(d),
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
  const form = useContentForm({
    row: promotion,
    initial: () => draftOf(promotion),
    bodyOf: (d: Draft) => bodyOf(d, promotion),
    create: usePromotionAdminCreateMutation(),
    update: usePromotionAdminUpdateMutation(),
    updateArg: (id, promotionRequestDto) => ({ id, promotionRequestDto }),
    onDone,
  });
  const { draft, set, item } = form;

  return (
    <ContentFormCard
      title={promotion ? t('promotions.edit', { id: promotion.id }) : t('promotions.new')}
      testId="promotion"
      form={form}
      onCancel={onCancel}
    >
      <FieldRow>
        <WindowFields value={draft} item={item} testId="promotion" onChange={set} />
      </FieldRow>
      <TitleInputs value={draft.title} item={item} testId="promotion" onChange={set} />
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
    </ContentFormCard>
  );
};
