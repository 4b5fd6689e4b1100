import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import { BULK_MIN_CARDS, MAX_CARDS_PER_ORDER, type ShippingMethod } from '@slabworks/domain';
import { useAppSelector } from '@/app/hooks';
import { LoadingView } from '@/components/ui/status-views';
import type {
  CardLineRequestDto,
  OrderInputRequestDto,
  PricedOrder,
} from '@/lib/api/generated/slabworks-api';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import type { FormKeeper } from '@/lib/identity/identity-return';
import { useAddAddressMutation, useQuotePriceMutation } from '../api/order-flow-api';
import type { DiscountSlot } from '../checkout/discount-slot';
import { changesPaymentOnly, paymentDefaults, type PaymentValues } from '../checkout/payment-values';
import { useQuoteMoney } from '../checkout/price-summary';
import { QuoteAside } from '../checkout/quote-aside';
import { returnAddressBody, type ReturnAddressValues } from '../checkout/return-address-fields';
import { ReturnShippingSections } from '../checkout/return-shipping-sections';
import { DEFAULT_SHIPPING_METHOD } from '../checkout/shipping-method-values';
import { usePlaceAndPay } from '../checkout/use-place-and-pay';
import { DraftsBar } from '../drafts/drafts-bar';
import type { DraftInput } from '../drafts/draft-values';
import { useDraft } from '../drafts/use-draft';
import { CardLineFields } from './card-line-fields';
import type { PastedCardLine } from './card-line-paste';
import { formPathOf } from './order-field-path';
import { quoteItemLabel } from './quote-item-label';
import styles from './submission.module.css';

// Pasting from a spreadsheet is occasional: its panel loads when opened.
const CardLinesPastePanel = lazy(() => import('./card-lines-paste-panel'));
// The photo step (uploads, progress bars) loads after the first fields are on screen.
const PhotoPicker = lazy(() => import('./photo-picker').then((m) => ({ default: m.PhotoPicker })));
const LazyPhotoPicker = (props: { value?: string[]; onChange?: (ids: string[]) => void }) => (
  <Suspense fallback={<LoadingView />}>
    <PhotoPicker {...props} />
  </Suspense>
);

export type SubmitType = 'GENERAL' | 'SIMPLE';
export type ServiceLevel = 'REG' | 'EXP' | 'BULK';

interface CardLineValues {
  cardCategory?: CardLineRequestDto['cardCategory'];
  sportsType?: CardLineRequestDto['sportsType'];
  playerName?: string;
  setName?: string;
  year?: number | null;
  cardNumber?: string;
  serialNumber?: string;
  signer?: string;
  brand?: string;
  description?: string;
  quantity?: number;
  isAuto?: boolean;
  isKorean?: boolean;
  minimumGrade?: string;
  casing?: boolean;
}

interface FormValues extends PaymentValues {
  cardLines: CardLineValues[];
  photos: string[];
  shippingMethod?: ShippingMethod;
  returnAddress?: ReturnAddressValues;
  saveAddress?: boolean;
  agreements: Record<string, boolean>;
  couponIds?: string[];
}

const emptyLine: CardLineValues = {
  cardCategory: 'POKEMON',
  quantity: 1,
  isAuto: false,
  isKorean: false,
  minimumGrade: '',
};

// Free-text card fields: a cleared input is sent as "not given", not as an empty text.
const OPTIONAL_TEXTS = ['setName', 'cardNumber', 'serialNumber', 'signer', 'brand', 'description'] as const;
const optionalTexts = (line: CardLineValues) =>
  Object.fromEntries(OPTIONAL_TEXTS.map((field) => [field, line[field]?.trim() || null]));

const cardCount = (lines: CardLineValues[] | undefined) =>
  (lines ?? []).reduce((sum, line) => sum + (Number(line?.quantity) || 0), 0);

const orderInput = (
  values: FormValues,
  submitType: SubmitType,
  level: ServiceLevel,
): OrderInputRequestDto => ({
  submitType,
  orderType: submitType === 'SIMPLE' ? 'EXP' : level,
  shippingMethod: values.shippingMethod ?? DEFAULT_SHIPPING_METHOD,
  cardLines: (values.cardLines ?? []).map(({ minimumGrade, casing, ...line }) => ({
    ...line,
    quantity: line.quantity,
    year: line.year ?? null,
    ...optionalTexts(line),
    // The signer names the autograph: without one there is nothing to name.
    ...(line.isAuto ? {} : { signer: null }),
    ...(submitType === 'GENERAL' && minimumGrade
      ? { minimumGrade: Number(minimumGrade), casing: Boolean(casing) }
      : {}),
  })),
  photos: values.photos ?? [],
  returnAddress: returnAddressBody(values.returnAddress),
  agreements: values.agreements ?? {},
  ...(values.couponIds?.length ? { couponIds: values.couponIds } : {}),
});

const linesOfDraft = (draft: DraftInput): CardLineValues[] =>
  (draft.cardLines ?? []).map((line) => ({
    ...emptyLine,
    ...(line as CardLineValues),
    quantity: Number(line.quantity) || 1,
    minimumGrade:
      line.minimumGrade === null || line.minimumGrade === undefined ? '' : String(line.minimumGrade),
    // Saved as null when left empty; the inputs hold text.
    ...Object.fromEntries(
      OPTIONAL_TEXTS.map((field) => [field, (line[field] as string | null) ?? undefined]),
    ),
  }));

/** The general / quick grading order: cards, photos, return address, agreements, the server's quote, payment. */
export const GradingSubmissionForm = ({
  submitType,
  level,
  draftId,
  discounts,
}: {
  submitType: SubmitType;
  level: ServiceLevel;
  draftId: string | null;
  /** Renders the discount choice; it edits the form's couponIds (value and onChange). */
  discounts?: (slot: DiscountSlot) => ReactElement;
}) => {
  const { t } = useTranslation('order');
  const language = useAppSelector(selectLanguage);
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
  const [addAddress] = useAddAddressMutation();
  const [pasting, setPasting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const general = submitType === 'GENERAL';
  const watchedLines = Form.useWatch('cardLines', form) as CardLineValues[] | undefined;

  const checkout = usePlaceAndPay({
    completePath: '/grading/orderComplete',
    showFieldErrors: (fields) =>
      form.setFields(
        Object.entries(fields).map(([field, message]) => ({
          name: formPathOf(field) as never,
          errors: [message],
        })),
      ),
  });

  const requote = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const input = orderInput(form.getFieldsValue(true), submitType, level);
      // Nothing to price before a card is named: an empty form asks nothing (the api would answer 400).
      if (!input.cardLines?.some((line) => String(line.playerName ?? '').trim())) return;
      void quote(input);
    }, 350);
  }, [form, quote, submitType, level]);
  useEffect(() => {
    requote();
    return () => clearTimeout(timer.current);
  }, [requote]);

  const load = useCallback(
    (draft: DraftInput) => {
      const lines = linesOfDraft(draft);
      form.setFieldsValue({
        cardLines: lines.length ? lines : [{ ...emptyLine }],
        photos: draft.photos ?? [],
        shippingMethod: draft.shippingMethod ?? DEFAULT_SHIPPING_METHOD,
        returnAddress: (draft.returnAddress ?? {}) as ReturnAddressValues,
        saveAddress: Boolean(draft.saveReturnAddress),
        agreements: (draft.agreements ?? {}) as Record<string, boolean>,
        couponIds: draft.couponIds ?? [],
      });
      requote();
    },
    [form, requote],
  );
  const draft = useDraft(draftId, load);
  // Kept while PortOne's identity page is away (mobile) and put back, priced again, on return.
  const keep = useMemo<FormKeeper>(
    () => ({
      values: () => form.getFieldsValue(true) as object,
      restore: (values) => {
        form.setFieldsValue(values);
        requote();
      },
    }),
    [form, requote],
  );

  // The last answered quote stays on screen while the next one is on its way; once the order is placed
  // its price is the order's, and a quote still on its way (which may refuse the now held coupon) is ignored.
  const [priced, setPriced] = useState<PricedOrder>();
  const placed = Boolean(checkout.placed);
  useEffect(() => {
    if (quoteState.data && !placed) setPriced(quoteState.data);
  }, [quoteState.data, placed]);
  const quoteError = placed ? undefined : quoteState.error;
  const money = useQuoteMoney(priced);
  // The server numbers lines L1, L2… in the order sent; the quote names each by what was typed there.
  const lineOf = (lineId: string | null) =>
    (form.getFieldValue(['cardLines', Number(lineId?.slice(1)) - 1]) as CardLineValues | undefined) ?? {};

  const submit = async (values: FormValues) => {
    if (values.saveAddress) await addAddress({ ...returnAddressBody(values.returnAddress) });
    await checkout.placeAndPay(
      { ...orderInput(values, submitType, level), ...(draft.draftId ? { draftId: draft.draftId } : {}) },
      values,
    );
  };

  const agreements = [
    'photosMatchCards',
    'terms',
    'caution',
    ...(general ? (['minimumGradeTerms', 'noMinimumGrade'] as const) : (['quickSubmissionNotice'] as const)),
  ] as const;

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        cardLines: [emptyLine],
        photos: [],
        shippingMethod: DEFAULT_SHIPPING_METHOD,
        agreements: {},
        ...paymentDefaults,
      }}
      // Once the order is placed its fields are fixed (and its price with them): only the payment changes.
      disabled={Boolean(checkout.placed)}
      onValuesChange={(changed: Partial<FormValues>) => {
        checkout.formChanged();
        if (checkout.placed || changesPaymentOnly(changed)) return;
        requote();
        // The bulk minimum is said at the card lines as soon as the count changes (spec §9).
        if (changed.cardLines && level === 'BULK')
          void form.validateFields([['cardLines']]).catch(() => undefined);
      }}
      onFinish={(values) => void submit(values)}
      onFinishFailed={() => checkout.setFailure(t('submit.fix-fields'))}
      data-testid="grading-submission"
    >
      <DraftsBar
        onSave={() => {
          const values = form.getFieldsValue(true);
          void draft.save({
            ...orderInput(values, submitType, level),
            saveReturnAddress: Boolean(values.saveAddress),
          });
        }}
        saving={draft.saving}
        message={draft.message}
        saved={draft.saved}
      />
      <div className={styles.layout}>
        <fieldset className={styles.orderFields} disabled={Boolean(checkout.placed)}>
          <section className={styles.section}>
            <h2>{t('lines.title')}</h2>
            <Form.List
              name="cardLines"
              rules={[
                {
                  validator: (_, lines: CardLineValues[]) => {
                    const count = cardCount(lines);
                    if (level === 'BULK' && submitType === 'GENERAL' && count < BULK_MIN_CARDS)
                      return Promise.reject(
                        new Error(t('lines.bulk-minimum', { min: BULK_MIN_CARDS, count })),
                      );
                    if (count > MAX_CARDS_PER_ORDER)
                      return Promise.reject(new Error(t('lines.maximum', { max: MAX_CARDS_PER_ORDER })));
                    return Promise.resolve();
                  },
                },
              ]}
            >
              {(fields, { add, remove }, { errors }) => (
                <>
                  {fields.map((field, index) => (
                    <div key={field.key} className={styles.line} data-testid="card-line">
                      <CardLineFields name={field.name} index={index} general={general} />
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
                  <p className={styles.hint} data-testid="card-count">
                    {t('lines.count', { count: cardCount(watchedLines) })}
                  </p>
                  <div className={styles.listError} data-testid="card-lines-error" role="alert">
                    <Form.ErrorList errors={errors} />
                  </div>
                  <div className={styles.actions}>
                    <Button type="dashed" onClick={() => add({ ...emptyLine })} data-testid="add-line">
                      {t('lines.add')}
                    </Button>
                    <Button
                      type="link"
                      onClick={() => setPasting((open) => !open)}
                      data-testid="lines-paste-open"
                    >
                      {t('lines.paste')}
                    </Button>
                  </div>
                  {pasting && (
                    <Suspense fallback={null}>
                      <CardLinesPastePanel
                        onAdd={(pasted: PastedCardLine[]) => {
                          const current = (form.getFieldValue('cardLines') as CardLineValues[]).filter(
                            (line) => line.playerName?.trim(),
                          );
                          form.setFieldsValue({
                            cardLines: [...current, ...pasted.map((line) => ({ ...emptyLine, ...line }))],
                          });
                          setPasting(false);
                          checkout.formChanged();
                          requote();
                        }}
                      />
                    </Suspense>
                  )}
                </>
              )}
            </Form.List>
          </section>

          <section className={styles.section}>
            <h2>{t('photos.title')}</h2>
            <Form.Item name="photos">
              <LazyPhotoPicker />
            </Form.Item>
          </section>

          <ReturnShippingSections form={form} onPicked={requote}>
            {priced?.isJeju && (
              <Alert type="info" showIcon title={t('address.jeju', { amount: money(priced.deliveryCost) })} />
            )}
          </ReturnShippingSections>

          <section className={styles.section}>
            <h2>{t('agreements.title')}</h2>
            <Alert type="warning" title={t('agreements.caution-text')} style={{ marginBottom: 12 }} />
            {general && <p className={styles.hint}>{t('agreements.minimum-grade-hint')}</p>}
            {agreements.map((name) => (
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
        </fieldset>

        <QuoteAside
          priced={priced}
          quoteError={quoteError}
          itemLabel={(item) => quoteItemLabel(item, lineOf(item.lineId), t)}
          discounts={discounts}
          submitType={submitType}
          checkout={checkout}
          keep={keep}
        />
      </div>
    </Form>
  );
};
