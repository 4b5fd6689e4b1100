import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { couriersFor } from '@slabworks/domain';
import { useAppSelector } from '@/app/hooks';
import { NativeSelect } from '@/components/ui/native-select';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { serviceCountry } from '@/lib/service-country';

/**
 * The couriers by name, the service's own country first; the value is the courier's code. Works as an
 * antd Form.Item child (value/onChange) or on its own.
 */
export const CourierSelect = ({
  value,
  onChange,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value?: string | null;
  onChange?: (code: string) => void;
}) => {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  const options = couriersFor(serviceCountry()).map((courier) => ({
    value: courier.code,
    label: courier.names[language],
  }));
  return (
    <NativeSelect
      {...props}
      options={options}
      placeholder={t('shipment.choose-courier')}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
};
