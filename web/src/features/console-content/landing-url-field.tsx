import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import type { FieldItem } from './field-errors';

/** Where a click on a banner or popup goes: a site path (`/grading`) or an https:// address. */
export const LandingUrlField = ({
  value,
  item,
  testId,
  onChange,
}: {
  value: string;
  item: FieldItem;
  testId: string;
  onChange: (patch: { landingUrl: string }) => void;
}) => {
  const { t } = useTranslation('console');
  return (
    <Form.Item label={t('content.fields.landingUrl')} htmlFor={`${testId}-landing`} {...item('landingUrl')}>
      <Input
        id={`${testId}-landing`}
        data-testid={`${testId}-landing`}
        value={value}
        style={{ width: 280, maxWidth: '100%' }}
        placeholder="/grading"
        onChange={(e) => onChange({ landingUrl: e.target.value })}
      />
    </Form.Item>
  );
};
