import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { couriersFor } from '@slabworks/domain';
import { useAppSelector } from '@/app/hooks';
import { NativeSelect } from '@/components/ui/native-select';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { serviceCountry, type ServiceCountry } from '@/lib/service-country';

/**
 * The couriers by name, the service's own country first; the value is the courier's code. Works as an
 * antd Form.Item child (value/onChange) or on its own. `onlyCountry`: that country's couriers alone
 * (the console's ship-out: a return parcel travels within its order's country).
 */
export const CourierSelect = ({
  value,
  onChange,
  onlyCountry,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value?: string | null;
  onChange?: (code: string) => void;
  onlyCountry?: ServiceCountry;
}) => {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  const couriers = onlyCountry
    ? couriersFor(onlyCountry).filter((courier) => courier.country === onlyCountry)
    : couriersFor(serviceCountry());
  const options = couriers.map((courier) => ({
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
