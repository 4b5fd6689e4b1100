import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';

export const LANGUAGES = ['ko', 'en', 'tw'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Translated = Record<Language, string>;

/**
 * One text in ko, en and tw side by side; Korean is required (the fallback a blank translation
 * shows). Field errors arrive per language (`city.ko`) and show under that input.
 */
export const TranslatedInput = ({
  name,
  label,
  value,
  errors,
  multiline,
  onChange,
}: {
  name: string;
  label: string;
  value: Translated;
  errors: Record<string, string>;
  multiline?: boolean;
  onChange: (value: Translated) => void;
}) => {
  const { t } = useTranslation('console-partners');
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
      <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>{label}</legend>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {LANGUAGES.map((lang) => {
          const id = `${name}-${lang}`;
          const error = errors[`${name}.${lang}`];
          const props = {
            id,
            value: value[lang],
            'data-testid': id,
            status: error ? ('error' as const) : undefined,
            onChange: (e: { target: { value: string } }) => onChange({ ...value, [lang]: e.target.value }),
          };
          return (
            <Form.Item
              key={lang}
              htmlFor={id}
              label={t(`language.${lang}`)}
              required={lang === 'ko'}
              validateStatus={error ? 'error' : undefined}
              help={error}
              style={{ flex: '1 1 220px', marginBottom: 8 }}
            >
              {multiline ? <Input.TextArea rows={2} {...props} /> : <Input {...props} />}
            </Form.Item>
          );
        })}
      </div>
    </fieldset>
  );
};
