import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import {
  FAQ_TOPICS,
  useFaqAdminCreateMutation,
  useFaqAdminUpdateMutation,
  type FaqEntity,
  type FaqRequestDto,
  type FaqTopic,
} from './content-console-api';
import { ContentFormCard, useContentForm } from './content-form';
import { FieldRow } from './field-row';
import { TranslatedInputs } from './translated-inputs';
import { textBodyOf, textDraftOf, type TextDraft } from './translated-text';
import { SortOrderField, StatusField } from './window-fields';

type Draft = { topic: FaqTopic; question: TextDraft; answer: TextDraft; sortOrder: number; status: boolean };

const draftOf = (faq: FaqEntity | null, topic: FaqTopic): Draft => ({
  topic: faq?.topic ?? topic,
  question: textDraftOf(faq?.question),
  answer: textDraftOf(faq?.answer),
  sortOrder: faq?.sortOrder ?? 0,
  status: faq?.status ?? true,
});

const bodyOf = (d: Draft): FaqRequestDto => ({
  topic: d.topic,
  question: textBodyOf(d.question),
  answer: textBodyOf(d.answer),
  sortOrder: d.sortOrder,
  status: d.status,
});

/** Create or edit one FAQ entry (topic, order within it, question and answer in ko/en/tw). */
export const FaqForm = ({
  faq,
  topic,
  onDone,
  onCancel,
}: {
  faq: FaqEntity | null;
  /** The topic a new entry starts in (the list's filter). */
  topic: FaqTopic;
  onDone: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('content-console');
  const form = useContentForm({
    row: faq,
    initial: () => draftOf(faq, topic),
    bodyOf,
    create: useFaqAdminCreateMutation(),
    update: useFaqAdminUpdateMutation(),
    updateArg: (id, faqRequestDto) => ({ id, faqRequestDto }),
    onDone,
  });
  const { draft, set, item } = form;
  const labels = (prefix: 'questionIn' | 'answerIn') => ({
    ko: t(`fields.${prefix}.ko`),
    en: t(`fields.${prefix}.en`),
    tw: t(`fields.${prefix}.tw`),
  });

  return (
    <ContentFormCard
      title={faq ? t('faq.edit', { id: faq.id }) : t('faq.new')}
      testId="faq"
      form={form}
      onCancel={onCancel}
    >
      <FieldRow>
        <Form.Item label={t('fields.topic')} htmlFor="faq-topic" {...item('topic')}>
          <Select
            id="faq-topic"
            data-testid="faq-topic"
            value={draft.topic}
            style={{ width: 160 }}
            options={FAQ_TOPICS.map((v) => ({ value: v, label: t(`topic.${v}`) }))}
            onChange={(value) => set({ topic: value })}
          />
        </Form.Item>
        <SortOrderField value={draft.sortOrder} item={item} testId="faq" onChange={set} />
        <StatusField value={draft.status} testId="faq" onChange={set} />
      </FieldRow>
      <TranslatedInputs
        field="question"
        labels={labels('questionIn')}
        value={draft.question}
        item={item}
        testId="faq-question"
        onChange={(question) => set({ question })}
      />
      <TranslatedInputs
        field="answer"
        labels={labels('answerIn')}
        value={draft.answer}
        item={item}
        testId="faq-answer"
        rows={4}
        onChange={(answer) => set({ answer })}
      />
    </ContentFormCard>
  );
};
