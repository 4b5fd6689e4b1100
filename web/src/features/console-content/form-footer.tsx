import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@/lib/api/envelope';

/** Save and cancel; a refusal without field errors (those show at their fields) shows here. */
export const FormFooter = ({
  error,
  hasFieldErrors,
  saving,
  testId,
  onCancel,
}: {
  error: FetchBaseQueryError | SerializedError | undefined;
  hasFieldErrors: boolean;
  saving: boolean;
  testId: string;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('console');
  return (
    <>
      {error && !hasFieldErrors && (
        <Alert
          type="error"
          title={serverMessageOf(error) ?? t('content.saveFailed')}
          style={{ marginBottom: 12 }}
          data-testid={`${testId}-error`}
        />
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} data-testid={`${testId}-save`}>
          {t('content.save')}
        </Button>
        <Button onClick={onCancel}>{t('content.cancel')}</Button>
      </Space>
    </>
  );
};
