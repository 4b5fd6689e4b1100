import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { MAX_CARDS_PER_ORDER, PATTERNS, type ShippingMethod } from '@slabworks/domain';
import { fieldErrorsOf } from '@/lib/api/envelope';
import type { OrderInputRequestDto, PricedOrder } from '@/lib/api/generated/slabworks-api';
import type { FormKeeper } from '@/lib/identity/identity-return';
import {
  useAddAddressMutation,
  useCheckCertificationNumbersMutation,
  useQuotePriceMutation,
} from '../api/order-flow-api';
import type { DiscountSlot } from '../checkout/discount-slot';
import { changesPaymentOnly, paymentDefaults, type PaymentValues } from '../checkout/payment-values';
import { QuoteAside } from '../checkout/quote-aside';
import { returnAddressBody, type ReturnAddressValues } from '../checkout/return-address-fields';
import { ReturnShippingSections } from '../checkout/return-shipping-sections';
import { DEFAULT_SHIPPING_METHOD } from '../checkout/shipping-method-values';
import { usePlaceAndPay } from '../checkout/use-place-and-pay';
import { DraftsBar } from '../drafts/drafts-bar';
import type { DraftInput } from '../drafts/draft-values';
import { useDraft } from '../drafts/use-draft';
import { orderFieldPath } from '../submission/order-field-path';
import { certificationNumbersIn } from './certification-paste';
import { CheckedCard } from './checked-card';
import styles from '../submission/submission.module.css';

interface ReholderValues extends PaymentValues {
  certificationNumbers: string[];
  shippingMethod?: ShippingMethod;
  returnAddress?: ReturnAddressValues;
  saveAddress?: boolean;
  agreements: { terms?: boolean; caution?: boolean };
  couponIds?: string[];
}

const AGREEMENTS = ['terms', 'caution'] as const;

const reholderInput = (
  values: ReholderValues,
  numbers = values.certificationNumbers,
): OrderInputRequestDto => ({
  submitType: 'REHOLDER',
  orderType: 'REHOLDER',
  shippingMethod: values.shippingMethod ?? DEFAULT_SHIPPING_METHOD,
  certificationNumbers: (numbers ?? []).map((n) => (n ?? '').trim()),
  returnAddress: returnAddressBody(values.returnAddress),
  agreements: values.agreements ?? {},
  ...(values.couponIds?.length ? { couponIds: values.couponIds } : {}),
});

/**
 * Spec §5/§9 re-holder: certification numbers of cards we graded (7 digits, no duplicates), each
 * checked against the registry as it is typed or pasted and answered at its line; priced by the server
 * per card with the membership discount; return address, agreements, payment.
 */
export const ReholderSubmissionForm = ({
  draftId,
  discounts,
}: {
  draftId: string | null;
  /** Renders the discount choice (app/ plugs in the coupons feature's); it edits the form's couponIds. */
  discounts?: (slot: DiscountSlot) => ReactElement;
}) => {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<ReholderValues>();
  const [check] = useCheckCertificationNumbersMutation();
  const [quote, quoteState] = useQuotePriceMutation();
  const [addAddress] = useAddAddressMutation();
  const [priced, setPriced] = useState<PricedOrder>();
  const [checked, setChecked] = useState<Record<number, 'ok' | 'problem'>>({});
  const [paste, setPaste] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const round = useRef(0);
  /** The numbers the last registry check answered for, by line. */
  const lastChecked = useRef<string[]>([]);
  const numbers = Form.useWatch('certificationNumbers', form) as string[] | undefined;

  const showFieldErrors = (fields: Record<string, string>) =>
    form.setFields(
      Object.entries(fields).map(([field, message]) => ({
        name: orderFieldPath(field) as never,
        errors: [message],
      })),
    );
  const checkout = usePlaceAndPay({ completePath: '/reholder/orderComplete', showFieldErrors });
  // Once placed, the price is the order's: a quote still on its way (which may refuse the now held
  // coupon) is ignored.
  const placedRef = useRef(false);
  placedRef.current = Boolean(checkout.placed);
  const quoteError = checkout.placed ? undefined : quoteState.error;

  // Every line is checked with the registry; the quote counts the lines that passed.
  const refresh = useCallback(async () => {
    const values = form.getFieldsValue(true) as ReholderValues;
    const lines = (values.certificationNumbers ?? []).map((n) => (n ?? '').trim());
    const filled = lines.flatMap((number, index) => (number ? [{ number, index }] : []));
    const mine = (round.current += 1);
    lastChecked.current = lines;
    const status: Record<number, 'ok' | 'problem'> = {};
    if (filled.length > 0) {
      const answer = await check({ certificationNumbers: filled.map((l) => l.number) });
      if (mine !== round.current) return;
      const problems = 'error' in answer ? fieldErrorsOf(answer.error) : {};
      const updates = filled.map(({ index }, k) => {
        const message = problems[`certificationNumbers[${k}]`];
        status[index] = message ? 'problem' : 'ok';
        return { name: ['certificationNumbers', index] as never, errors: message ? [message] : [] };
      });
      form.setFields(updates);
    }
    setChecked(status);
    const passed = lines.filter((_, index) => status[index] === 'ok');
    const priceAnswer = await quote(reholderInput(values, passed));
    if (mine === round.current && !placedRef.current && 'data' in priceAnswer) setPriced(priceAnswer.data);
    if (passed.length === 0) setPriced(undefined);
  }, [form, check, quote]);

  // A line typed over no longer shows what the registry said of its old number (a stale "not ours"
  // under a number that is now a duplicate, or the old slab's name) until its own check answers.
  const forgetEditedLines = () => {
    const lines = ((form.getFieldValue('certificationNumbers') as string[] | undefined) ?? []).map((n) =>
      (n ?? '').trim(),
    );
    const edited = lines.flatMap((number, index) =>
      number !== (lastChecked.current[index] ?? '') ? [index] : [],
    );
    if (edited.length === 0) return;
    form.setFields(edited.map((index) => ({ name: ['certificationNumbers', index] as never, errors: [] })));
    setChecked((before) =>
      Object.fromEntries(Object.entries(before).filter(([index]) => !edited.includes(Number(index)))),
    );
  };

  const changed = (values: object = {}) => {
    checkout.formChanged();
    // Once the order is placed its fields are fixed (and its price with them): only the payment changes.
    if (checkout.placed || changesPaymentOnly(values)) return;
    forgetEditedLines();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refresh(), 400);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const load = useCallback(
    (draft: DraftInput) => {
      form.setFieldsValue({
        certificationNumbers: draft.certificationNumbers?.length ? draft.certificationNumbers : [''],
        shippingMethod: draft.shippingMethod ?? DEFAULT_SHIPPING_METHOD,
        returnAddress: (draft.returnAddress ?? {}) as ReturnAddressValues,
        saveAddress: Boolean(draft.saveReturnAddress),
        agreements: draft.agreements ?? {},
        couponIds: draft.couponIds ?? [],
      });
      void refresh();
    },
    [form, refresh],
  );
  const draft = useDraft(draftId, load);
  // Kept while PortOne's identity page is away (mobile) and put back, priced again, on return.
  const keep = useMemo<FormKeeper>(
    () => ({
      values: () => form.getFieldsValue(true) as object,
      restore: (values) => {
        form.setFieldsValue(values);
        void refresh();
      },
    }),
    [form, refresh],
  );

  const addPasted = () => {
    const pasted = certificationNumbersIn(paste);
    if (pasted.length === 0) return;
    const current = ((form.getFieldValue('certificationNumbers') as string[]) ?? []).filter((n) => n?.trim());
    form.setFieldsValue({ certificationNumbers: [...current, ...pasted].slice(0, MAX_CARDS_PER_ORDER) });
    setPaste('');
    changed();
  };

  const submit = async (values: ReholderValues) => {
    if (values.saveAddress) await addAddress({ ...returnAddressBody(values.returnAddress) });
    await checkout.placeAndPay(
      { ...reholderInput(values), ...(draft.draftId ? { draftId: draft.draftId } : {}) },
      values,
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        certificationNumbers: [''],
        shippingMethod: DEFAULT_SHIPPING_METHOD,
        agreements: {},
        ...paymentDefaults,
      }}
      disabled={Boolean(checkout.placed)}
      onValuesChange={(values: object) => changed(values)}
      onFinish={(values) => void submit(values)}
      onFinishFailed={() => checkout.setFailure(t('submit.fix-fields'))}
      data-testid="reholder-submission"
    >
      <DraftsBar
        onSave={() => {
          const values = form.getFieldsValue(true) as ReholderValues;
          void draft.save({ ...reholderInput(values), saveReturnAddress: Boolean(values.saveAddress) });
        }}
        saving={draft.saving}
        message={draft.message}
        saved={draft.saved}
      />
      <div className={styles.layout}>
        <fieldset className={styles.orderFields} disabled={Boolean(checkout.placed)}>
          <section className={styles.section}>
            <h2>{t('reholder.numbers')}</h2>
            <p className={styles.hint}>{t('reholder.numbers-hint')}</p>
            <Form.List name="certificationNumbers">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, index) => (
                    <div key={field.key} className={styles.certLine} data-testid="cert-line">
                      <Form.Item
                        htmlFor={`cert-${index}`}
                        name={field.name}
                        validateTrigger={['onBlur', 'onSubmit']}
                        rules={[
                          { required: true, whitespace: true, message: t('reholder.required') },
                          { pattern: PATTERNS.certificationNumber, message: t('reholder.pattern') },
                        ]}
                        extra={
                          checked[index] === 'ok' ? (
                            <CheckedCard number={numbers?.[index]?.trim() ?? ''} />
                          ) : undefined
                        }
                        style={{ marginBottom: 12 }}
                      >
                        <Input
                          id={`cert-${index}`}
                          inputMode="numeric"
                          maxLength={7}
                          placeholder="1234567"
                          aria-label={t('reholder.number-label', { n: index + 1 })}
                        />
                      </Form.Item>
                      <Button
                        onClick={() => {
                          remove(field.name);
                          changed();
                        }}
                        disabled={fields.length === 1}
                        aria-label={t('reholder.remove-label', { n: index + 1 })}
                      >
                        {t('lines.remove')}
                      </Button>
                    </div>
                  ))}
                  <Button type="dashed" block onClick={() => add('')} data-testid="add-cert">
                    {t('reholder.add')}
                  </Button>
                </>
              )}
            </Form.List>
            <div style={{ marginTop: 16 }}>
              <label htmlFor="cert-paste">{t('reholder.paste')}</label>
              <TextArea
                id="cert-paste"
                rows={3}
                value={paste}
                onChange={(e) => setPaste(e.target.value)}
                placeholder={'1000001\n1000002'}
              />
              <Button onClick={addPasted} style={{ marginTop: 8 }} data-testid="cert-paste-add">
                {t('reholder.paste-add')}
              </Button>
            </div>
          </section>

          <ReturnShippingSections form={form} onPicked={changed} />

          <section className={styles.section}>
            <h2>{t('agreements.title')}</h2>
            <Alert type="warning" title={t('reholder.caution-text')} style={{ marginBottom: 12 }} />
            {AGREEMENTS.map((name) => (
              <Form.Item
                key={name}
                name={['agreements', name]}
                valuePropName="checked"
                rules={[
                  {
                    validator: (_, checkedValue: boolean) =>
                      checkedValue ? Promise.resolve() : Promise.reject(new Error(t('agreements.required'))),
                  },
                ]}
                style={{ marginBottom: 4 }}
              >
                <Checkbox id={`agreement-${name}`}>{t(`agreements.${name}`)}</Checkbox>
              </Form.Item>
            ))}
          </section>
        </fieldset>

        <QuoteAside
          priced={priced}
          quoteError={quoteError}
          itemLabel={(item) => t('reholder.item', { number: item.certificationNumber ?? '' })}
          discounts={discounts}
          submitType={'REHOLDER'}
          checkout={checkout}
          keep={keep}
        />
      </div>
    </Form>
  );
};
