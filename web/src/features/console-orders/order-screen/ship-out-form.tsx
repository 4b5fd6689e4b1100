import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { CourierSelect } from '@/components/shipment/courier-select';
import type { ShipmentRequestDto } from '@/lib/api/generated/slabworks-api';
import type { ServiceCountry } from '@/lib/service-country';

/**
 * Ship out: the courier and the tracking no. of the return parcel (the collector tracks it). Only the
 * couriers of the order's country: a Taiwan order leaves the Taiwan branch with a Taiwan courier, a
 * Korean order the head office with a Korean one (the api refuses the other, docs/domain.md).
 */
export const ShipOutForm = ({
  country,
  fields,
  busy,
  onSubmit,
}: {
  country: ServiceCountry;
  fields: Record<string, string>;
  busy: boolean;
  onSubmit: (shipment: ShipmentRequestDto) => void;
}) => {
  const { t } = useTranslation('console');
  const [shipment, setShipment] = useState<ShipmentRequestDto>({ courier: '', trackingNumber: '' });
  return (
    <Form
      layout="inline"
      data-testid="ship-out-form"
      style={{ rowGap: 8 }}
      onFinish={() => onSubmit(shipment)}
    >
      <Form.Item
        label={t('order.shipOut.courier')}
        validateStatus={fields.courier ? 'error' : undefined}
        help={fields.courier}
      >
        <CourierSelect
          value={shipment.courier}
          onlyCountry={country}
          data-testid="ship-out-courier"
          onChange={(courier) => setShipment((s) => ({ ...s, courier }))}
        />
      </Form.Item>
      <Form.Item
        label={t('order.shipOut.trackingNumber')}
        validateStatus={fields.trackingNumber ? 'error' : undefined}
        help={fields.trackingNumber}
      >
        {/* No maxLength: an over-long number gets the api's translated field error, not a silent cut. */}
        <Input
          value={shipment.trackingNumber}
          data-testid="ship-out-tracking"
          onChange={(e) => setShipment((s) => ({ ...s, trackingNumber: e.target.value }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="ship-out-submit">
        {t('order.shipOut.submit')}
      </Button>
    </Form>
  );
};
