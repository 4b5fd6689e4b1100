import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import type { FieldItem } from './field-errors';
import { LANGUAGES, type Language, type TextDraft } from './translated-text';

/**
 * One text in ko, en and tw: an input (or a text area with `rows`) per language, each showing the
 * api's error for `<field>.<lang>` at itself. Ids are `<testId>-<lang>`, so each label names its input.
 */
export const TranslatedInputs = ({
  field,
  labels,
  value,
  item,
  testId,
  rows,
  onChange,
}: {
  field: string;
  labels: Record<Language, string>;
  value: TextDraft;
  item: FieldItem;
  testId: string;
  rows?: number;
  onChange: (value: TextDraft) => void;
}) => (
  <>
    {LANGUAGES.map((lang) => {
      const id = `${testId}-${lang}`;
      const change = (text: string) => onChange({ ...value, [lang]: text });
      return (
        <Form.Item key={lang} label={labels[lang]} htmlFor={id} {...item(`${field}.${lang}`)}>
          {rows ? (
            <TextArea
              id={id}
              data-testid={id}
              rows={rows}
              value={value[lang]}
              onChange={(e) => change(e.target.value)}
            />
          ) : (
            <Input id={id} data-testid={id} value={value[lang]} onChange={(e) => change(e.target.value)} />
          )}
        </Form.Item>
      );
    })}
  </>
);

/** The title in ko/en/tw that banners, popups, promotions and articles share, under the same labels. */
export const TitleInputs = ({
  value,
  item,
  testId,
  onChange,
}: {
  value: TextDraft;
  item: FieldItem;
  /** The form's prefix: ids are `<testId>-title-<lang>`. */
  testId: string;
  onChange: (patch: { title: TextDraft }) => void;
}) => {
  const { t } = useTranslation('console');
  return (
    <TranslatedInputs
      field="title"
      labels={{
        ko: t('content.fields.titleIn.ko'),
        en: t('content.fields.titleIn.en'),
        tw: t('content.fields.titleIn.tw'),
      }}
      value={value}
      item={item}
      testId={`${testId}-title`}
      onChange={(title) => onChange({ title })}
    />
  );
};
