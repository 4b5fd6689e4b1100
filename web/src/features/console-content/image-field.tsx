import { useState } from 'react';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { uploadContentImage } from '@/lib/console/upload-image';
import { LANGUAGES, type TextDraft } from './translated-text';

/** One language's image: a preview of what is set and a file picker that uploads at once. */
export const ImageField = ({
  label,
  value,
  error,
  testId,
  clearLabel,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  testId: string;
  /** An optional image offers to remove it (a blank value). */
  clearLabel?: string;
  onChange: (path: string) => void;
}) => {
  const { t, i18n } = useTranslation('console');
  const [state, setState] = useState<{ uploading: boolean; error?: string }>({ uploading: false });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setState({ uploading: true });
    try {
      onChange((await uploadContentImage(file, i18n.language)).path);
      setState({ uploading: false });
    } catch (caught) {
      setState({ uploading: false, error: (caught as Error).message || t('order.uploadFailed') });
    }
  };
  const shown = state.error ?? error;
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text strong>{label}</Typography.Text>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', marginTop: 4 }}>
        {value ? (
          <img
            src={value}
            alt=""
            style={{ height: 56, maxWidth: 160, objectFit: 'cover', border: '1px solid #eee' }}
          />
        ) : (
          <Typography.Text type="secondary">{t('content.noImage')}</Typography.Text>
        )}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label={label}
          data-testid={testId}
          disabled={state.uploading}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        {state.uploading && <Typography.Text type="secondary">{t('content.uploading')}</Typography.Text>}
        {clearLabel && value && (
          <Button size="small" data-testid={`${testId}-clear`} onClick={() => onChange('')}>
            {clearLabel}
          </Button>
        )}
      </div>
      {shown && <Typography.Text type="danger">{shown}</Typography.Text>}
    </div>
  );
};

/** An image per language (ko required, the fallback); the api's `image.<lang>` errors show at each. */
export const ImageFields = ({
  value,
  fields,
  testId,
  onChange,
}: {
  value: TextDraft;
  fields: Record<string, string>;
  testId: string;
  onChange: (value: TextDraft) => void;
}) => {
  const { t } = useTranslation('console');
  return (
    <>
      {LANGUAGES.map((lang) => (
        <ImageField
          key={lang}
          label={t(`content.fields.imageIn.${lang}`)}
          value={value[lang]}
          error={fields[`image.${lang}`]}
          testId={`${testId}-image-${lang}`}
          onChange={(path) => onChange({ ...value, [lang]: path })}
        />
      ))}
    </>
  );
};
