import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { STANDARD_CARD_CATEGORIES } from '@slabworks/domain';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useAppSelector } from '@/app/hooks';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import { usePayOrderMutation, usePlaceOrderMutation, useQuotePriceMutation } from '../api/order-flow-api';
import { type PlaceOrderRequestDto, type PricedOrder } from '@/lib/api/generated/slabworks-api';
import { formatMoney, type Currency } from '@/lib/money';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { toMajorUnits } from '@slabworks/domain';
import { formPathOf } from './order-field-path';
import { PhotoPicker } from './photo-picker';
import styles from './submission.module.css';

export type SubmitType = 'GENERAL' | 'SIMPLE';
export type ServiceLevel = 'REG' | 'EXP' | 'BULK';

interface CardLineValues {
  cardCategory?: string;
  playerName?: string;
  year?: number;
  quantity?: number;
  isAuto?: boolean;
}

interface FormValues {
  cardLines: CardLineValues[];
  photos: string[];
  returnAddress: Record<string, string>;
  agreements: Record<string, boolean>;
  cardNumber: string;
}

const SANDBOX_CARD = '4242 4242 4242 4242';
const emptyLine: CardLineValues = { cardCategory: 'POKEMON', quantity: 1, isAuto: false };

const orderBody = (
  values: FormValues,
  submitType: SubmitType,
  level: ServiceLevel,
): PlaceOrderRequestDto => ({
  submitType,
  orderType: submitType === 'SIMPLE' ? 'EXP' : level,
  shippingMethod: 'SELF_SHIPPING',
  cardLines: (values.cardLines ?? []).map((line) => ({
    ...line,
    quantity: line.quantity as unknown as object,
  })) as PlaceOrderRequestDto['cardLines'],
  photos: values.photos ?? [],
  returnAddress: { name: values.returnAddress?.recipient ?? '', ...values.returnAddress } as never,
  agreements: values.agreements ?? {},
});

/** The general / quick grading order: cards, photos, return address, agreements, the server's quote, card payment. */
export const GradingSubmissionForm = ({
  submitType,
  level,
}: {
  submitType: SubmitType;
  level: ServiceLevel;
}) => {
  const { t } = useTranslation('order');
  const language = useAppSelector(selectLanguage);
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  // Messages shown under fields follow a language switch: the fields in error are checked again.
  useEffect(() => {
    const inError = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (inError.length) void form.validateFields(inError).catch(() => undefined);
  }, [language, form]);
  const [quote, quoteState] = useQuotePriceMutation();
  const [placeOrder, placing] = usePlaceOrderMutation();
  const [payOrder, paying] = usePayOrderMutation();
  const [placedOrderId, setPlacedOrderId] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const attemptKey = useRef<string>(crypto.randomUUID());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const requote = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void quote(orderBody(form.getFieldsValue(true), submitType, level));
    }, 350);
  };
  useEffect(() => {
    requote();
    return () => clearTimeout(timer.current);
  }, [submitType, level]);

  const showServerErrors = (error: FetchBaseQueryError | SerializedError | undefined) => {
    const fields = Object.entries(fieldErrorsOf(error));
    if (fields.length)
      form.setFields(
        fields.map(([field, message]) => ({ name: formPathOf(field) as never, errors: [message] })),
      );
    setFailure(fields.length ? t('submit.fix-fields') : (serverMessageOf(error) ?? t('submit.failed')));
  };

  const submit = async (values: FormValues) => {
    setFailure(undefined);
    let orderId = placedOrderId;
    if (!orderId) {
      const placed = await placeOrder({
        'Idempotency-Key': attemptKey.current,
        placeOrderRequestDto: orderBody(values, submitType, level),
      });
      if ('error' in placed) return showServerErrors(placed.error);
      orderId = placed.data.orderId;
      setPlacedOrderId(orderId);
    }
    const paid = await payOrder({
      id: orderId,
      payOrderRequestDto: { method: 'CARD', cardNumber: values.cardNumber.replace(/\s/g, '') },
    });
    if ('error' in paid) return showServerErrors(paid.error);
    navigate(`/grading/orderComplete?orderId=${orderId}`);
  };

  // The last answered quote stays on screen while the next one is on its way.
  const [priced, setPriced] = useState<PricedOrder>();
  useEffect(() => {
    if (quoteState.data) setPriced(quoteState.data);
  }, [quoteState.data]);
  const money = (amount: number) =>
    priced ? formatMoney(toMajorUnits(amount, priced.currency), priced.currency as Currency, language) : '';
  // The server numbers lines L1, L2… in the order sent; the quote names each by what was typed there.
  const lineName = (lineId: string | null) =>
    (form.getFieldValue(['cardLines', Number(lineId?.slice(1)) - 1, 'playerName']) as string | undefined) ??
    '';
  const categories = useMemo(
    () => STANDARD_CARD_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
    [t],
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ cardLines: [emptyLine], photos: [], cardNumber: SANDBOX_CARD, agreements: {} }}
      onValuesChange={() => {
        setPlacedOrderId(undefined);
        attemptKey.current = crypto.randomUUID();
        requote();
      }}
      onFinish={(values) => void submit(values)}
      data-testid="grading-submission"
    >
      <div className={styles.layout}>
        <div>
          <section className={styles.section}>
            <h2>{t('lines.title')}</h2>
            <Form.List name="cardLines">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, index) => (
                    <div key={field.key} className={styles.line} data-testid="card-line">
                      <Form.Item name={[field.name, 'cardCategory']} label={t('lines.category')}>
                        <Select options={categories} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'playerName']}
                        label={t('lines.player')}
                        rules={[{ required: true, message: t('lines.player-required') }]}
                      >
                        <Input id={`line-${index}-player`} maxLength={100} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'year']} label={t('lines.year')}>
                        <InputNumber
                          id={`line-${index}-year`}
                          min={1900}
                          max={2100}
                          style={{ width: '100%' }}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'quantity']}
                        label={t('lines.quantity')}
                        rules={[{ required: true, message: t('lines.quantity-required') }]}
                      >
                        <InputNumber
                          id={`line-${index}-quantity`}
                          min={1}
                          max={1000}
                          precision={0}
                          style={{ width: '100%' }}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'isAuto']} valuePropName="checked" label=" ">
                        <Checkbox id={`line-${index}-auto`}>{t('lines.autograph')}</Checkbox>
                      </Form.Item>
                      <div className={styles.lineActions}>
                        <Button
                          onClick={() => add({ ...form.getFieldValue(['cardLines', field.name]) }, index + 1)}
                        >
                          {t('lines.duplicate')}
                        </Button>
                        {fields.length > 1 && (
                          <Button danger onClick={() => remove(field.name)}>
                            {t('lines.remove')}
                          </Button>
                        )}
                      </div>
                    </div>
                  ))}
                  <Button type="dashed" block onClick={() => add({ ...emptyLine })} data-testid="add-line">
                    {t('lines.add')}
                  </Button>
                </>
              )}
            </Form.List>
          </section>

          <section className={styles.section}>
            <h2>{t('photos.title')}</h2>
            <Form.Item name="photos">
              <PhotoPicker />
            </Form.Item>
          </section>

          <section className={styles.section}>
            <h2>{t('address.title')}</h2>
            <p className={styles.hint}>{t('address.self-shipping')}</p>
            <Form.Item name={['returnAddress', 'recipient']} label={t('address.recipient')}>
              <Input id="address-recipient" />
            </Form.Item>
            <Form.Item name={['returnAddress', 'phone']} label={t('address.phone')}>
              <Input id="address-phone" inputMode="tel" />
            </Form.Item>
            <Form.Item name={['returnAddress', 'postalCode']} label={t('address.postal-code')}>
              <Input id="address-postal" inputMode="numeric" />
            </Form.Item>
            <Form.Item name={['returnAddress', 'address1']} label={t('address.address1')}>
              <Input id="address-1" />
            </Form.Item>
            <Form.Item name={['returnAddress', 'address2']} label={t('address.address2')}>
              <Input id="address-2" />
            </Form.Item>
            {priced?.isJeju && (
              <Alert
                type="info"
                showIcon
                message={t('address.jeju', { amount: money(priced.deliveryCost) })}
              />
            )}
          </section>

          <section className={styles.section}>
            <h2>{t('agreements.title')}</h2>
            <Alert type="warning" message={t('agreements.caution-text')} style={{ marginBottom: 12 }} />
            {(
              [
                'photosMatchCards',
                'terms',
                'caution',
                submitType === 'SIMPLE' ? 'quickSubmissionNotice' : 'noMinimumGrade',
              ] as const
            ).map((name) => (
              <Form.Item
                key={name}
                name={['agreements', name]}
                valuePropName="checked"
                style={{ marginBottom: 4 }}
              >
                <Checkbox id={`agreement-${name}`}>{t(`agreements.${name}`)}</Checkbox>
              </Form.Item>
            ))}
          </section>
        </div>

        <aside className={styles.summary} data-testid="quote">
          <h2>{t('quote.title')}</h2>
          {quoteState.isError && !priced && <p className={styles.hint}>{t('quote.incomplete')}</p>}
          {priced && (
            <>
              {priced.items.map((item) => (
                <div key={item.itemId} className={styles.quoteRow}>
                  <span>
                    {lineName(item.lineId) || t(`category.${item.cardCategory}`)}
                    {item.isAuto ? ` · ${t('lines.autograph')}` : ''}
                  </span>
                  <span>{money(item.price)}</span>
                </div>
              ))}
              <div className={styles.quoteRow}>
                <span>{t('quote.delivery')}</span>
                <span>{money(priced.deliveryCost)}</span>
              </div>
              <div className={`${styles.quoteRow} ${styles.total}`}>
                <span>{t('quote.total', { count: priced.counts.totalQt })}</span>
                <span data-testid="quote-total">{money(priced.totalAmount)}</span>
              </div>
            </>
          )}
          <Form.Item
            name="cardNumber"
            label={t('pay.card-number')}
            extra={t('pay.sandbox-hint')}
            style={{ marginTop: 16 }}
          >
            <Input id="card-number" inputMode="numeric" autoComplete="cc-number" />
          </Form.Item>
          {failure && (
            <Alert
              type="error"
              showIcon
              message={failure}
              style={{ marginBottom: 12 }}
              data-testid="submit-error"
            />
          )}
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            loading={placing.isLoading || paying.isLoading}
            data-testid="pay"
          >
            {priced ? t('pay.button', { amount: money(priced.totalAmount) }) : t('pay.button-plain')}
          </Button>
        </aside>
      </div>
    </Form>
  );
};
