import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { NUMERIC_GRADES, SPORTS_TYPES, STANDARD_CARD_CATEGORIES } from '@slabworks/domain';
import { NativeSelect } from '@/components/ui/native-select';
import { WholeNumberInput, wholeNumber } from '@/components/ui/whole-number-input';

// Spec §5: 1999 or later, except Pokémon (every official Pokémon card is accepted).
const MIN_YEAR = 1999;

/** One card line's fields (spec §5); the minimum grade and its encase choice only for general submission. */
export const CardLineFields = ({
  name,
  index,
  general,
}: {
  name: number;
  index: number;
  general: boolean;
}) => {
  const { t } = useTranslation('order');
  const categories = useMemo(
    () => STANDARD_CARD_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
    [t],
  );
  const sports = useMemo(() => SPORTS_TYPES.map((s) => ({ value: s, label: t(`sports.${s}`) })), [t]);
  const grades = useMemo(
    () => [
      { value: '', label: t('lines.no-minimum') },
      ...NUMERIC_GRADES.map((g) => ({ value: String(g), label: String(g) })),
    ],
    [t],
  );
  return (
    <>
      <Form.Item htmlFor={`line-${index}-category`} name={[name, 'cardCategory']} label={t('lines.category')}>
        <NativeSelect id={`line-${index}-category`} options={categories} />
      </Form.Item>
      <Form.Item noStyle shouldUpdate>
        {({ getFieldValue }) =>
          getFieldValue(['cardLines', name, 'cardCategory']) === 'SPORTS' ? (
            <Form.Item htmlFor={`line-${index}-sports`} name={[name, 'sportsType']} label={t('lines.sports')}>
              <NativeSelect
                id={`line-${index}-sports`}
                options={sports}
                placeholder={t('lines.sports-placeholder')}
              />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item
        htmlFor={`line-${index}-player`}
        name={[name, 'playerName']}
        label={t('lines.player')}
        rules={[{ required: true, whitespace: true, message: t('lines.player-required') }]}
      >
        <Input id={`line-${index}-player`} maxLength={100} />
      </Form.Item>
      <Form.Item htmlFor={`line-${index}-set`} name={[name, 'setName']} label={t('lines.set')}>
        <Input id={`line-${index}-set`} maxLength={100} />
      </Form.Item>
      <Form.Item
        htmlFor={`line-${index}-year`}
        name={[name, 'year']}
        label={t('lines.year')}
        dependencies={[['cardLines', name, 'cardCategory']]}
        normalize={wholeNumber}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, year: number | null | undefined) =>
              year === null ||
              year === undefined ||
              year >= MIN_YEAR ||
              getFieldValue(['cardLines', name, 'cardCategory']) === 'POKEMON'
                ? Promise.resolve()
                : Promise.reject(new Error(t('lines.year-min', { min: MIN_YEAR }))),
          }),
        ]}
      >
        <WholeNumberInput id={`line-${index}-year`} min={1900} max={2100} />
      </Form.Item>
      <Form.Item
        htmlFor={`line-${index}-card-number`}
        name={[name, 'cardNumber']}
        label={t('lines.card-number')}
      >
        <Input id={`line-${index}-card-number`} maxLength={50} />
      </Form.Item>
      <Form.Item
        htmlFor={`line-${index}-quantity`}
        name={[name, 'quantity']}
        label={t('lines.quantity')}
        normalize={wholeNumber}
        rules={[{ required: true, message: t('lines.quantity-required') }]}
      >
        <WholeNumberInput id={`line-${index}-quantity`} min={1} max={1000} />
      </Form.Item>
      {general && (
        <Form.Item
          htmlFor={`line-${index}-minimum-grade`}
          name={[name, 'minimumGrade']}
          label={t('lines.minimum-grade')}
        >
          <NativeSelect id={`line-${index}-minimum-grade`} options={grades} />
        </Form.Item>
      )}
      <Form.Item name={[name, 'isAuto']} valuePropName="checked" label=" ">
        <Checkbox id={`line-${index}-auto`}>{t('lines.autograph')}</Checkbox>
      </Form.Item>
      {general && (
        <Form.Item noStyle shouldUpdate>
          {({ getFieldValue }) =>
            getFieldValue(['cardLines', name, 'minimumGrade']) ? (
              <Form.Item name={[name, 'casing']} valuePropName="checked" label=" ">
                <Checkbox id={`line-${index}-casing`}>{t('lines.casing')}</Checkbox>
              </Form.Item>
            ) : null
          }
        </Form.Item>
      )}
    </>
  );
};
