import type { ReactElement } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PayStep, payLabel } from '@/features/order-flow/checkout/pay-step';
import { paymentDefaults, type PaymentValues } from '@/features/order-flow/checkout/payment-values';
import { usePlaceAndPay } from '@/features/order-flow/checkout/use-place-and-pay';
import type { PlaceOrderRequestDto } from '@/lib/api/generated/slabworks-api';
import { renderWithProviders, type ProvidersOptions } from './render-with-providers';

const body: PlaceOrderRequestDto = { submitType: 'GENERAL' };

/**
 * A checkout's shape for the payment tests: an order field (`#note`) the placed order fixes, then the
 * payment step, which keeps the form's fields while a redirecting identity window is away.
 */
export const CheckoutProbe = ({ note }: { note: string }) => {
  const { t } = useTranslation('order');
  const [form] = Form.useForm();
  const checkout = usePlaceAndPay({
    completePath: '/grading/orderComplete',
    showFieldErrors: () => undefined,
  });
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ ...paymentDefaults, note }}
      disabled={Boolean(checkout.placed)}
      onValuesChange={() => checkout.formChanged()}
      onFinish={(values: PaymentValues) => void checkout.placeAndPay(body, values)}
    >
      <fieldset disabled={Boolean(checkout.placed)}>
        <Form.Item name="note" label="note">
          <Input id="note" />
        </Form.Item>
      </fieldset>
      <PayStep
        failure={checkout.failure}
        outcome={checkout.payOutcome}
        placed={checkout.placed}
        busy={checkout.busy}
        label={payLabel(t, checkout.placed, '₩14,800')}
        keep={{
          values: () => form.getFieldsValue(true) as object,
          restore: (values) => form.setFieldsValue(values),
        }}
      />
    </Form>
  );
};

/** A paying screen on its route, beside the complete page a payment leads to (`complete-page`). */
export const renderWithCompletePage = (route: string, element: ReactElement, options: ProvidersOptions) =>
  renderWithProviders(
    <Routes>
      <Route path={route} element={element} />
      <Route path="/grading/orderComplete" element={<p data-testid="complete-page">complete</p>} />
    </Routes>,
    options,
  );
