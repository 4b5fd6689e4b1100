import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import {
  MAX_CARD_TEXT_LENGTH,
  MAX_CARDS_PER_ORDER,
  MAX_PLAYER_NAME_LENGTH,
  MIN_CARD_QUANTITY,
  NUMERIC_GRADES,
  SPORTS_TYPES,
  STANDARD_CARD_CATEGORIES,
} from '@slabworks/domain';
import { NativeSelect } from '@/components/ui/native-select';
import { WholeNumberInput, wholeNumber } from '@/components/ui/whole-number-input';
import { cardLineRule, type CheckedCardField } from './card-line-rule';
import styles from './submission.module.css';

// Pokémon and Yu-Gi-Oh! are priced by their game wherever printed: the Korean flag counts for the others only.
const koreanCounts = (category: unknown) => category !== 'POKEMON' && category !== 'YUGIOH';

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
  const text = (field: CheckedCardField, id: string, label: string, wide = false) => (
    <Form.Item
      htmlFor={`line-${index}-${id}`}
      name={[name, field]}
      label={label}
      rules={[cardLineRule(name, field, t)]}
      className={wide ? styles.wideField : undefined}
    >
      <Input id={`line-${index}-${id}`} maxLength={MAX_CARD_TEXT_LENGTH} />
    </Form.Item>
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
        rules={[cardLineRule(name, 'playerName', t)]}
      >
        <Input id={`line-${index}-player`} maxLength={MAX_PLAYER_NAME_LENGTH} />
      </Form.Item>
      {text('brand', 'brand', t('lines.brand'))}
      {text('setName', 'set', t('lines.set'))}
      <Form.Item
        htmlFor={`line-${index}-year`}
        name={[name, 'year']}
        label={t('lines.year')}
        dependencies={[['cardLines', name, 'cardCategory']]}
        normalize={wholeNumber}
        rules={[cardLineRule(name, 'year', t)]}
      >
        <WholeNumberInput id={`line-${index}-year`} min={1900} max={2100} />
      </Form.Item>
      {text('cardNumber', 'card-number', t('lines.card-number'))}
      {text('serialNumber', 'serial-number', t('lines.serial-number'))}
      <Form.Item
        htmlFor={`line-${index}-quantity`}
        name={[name, 'quantity']}
        label={t('lines.quantity')}
        normalize={wholeNumber}
        rules={[{ required: true, message: t('lines.quantity-required') }]}
      >
        <WholeNumberInput id={`line-${index}-quantity`} min={MIN_CARD_QUANTITY} max={MAX_CARDS_PER_ORDER} />
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
      {text('description', 'description', t('lines.description'), true)}
      <Form.Item name={[name, 'isAuto']} valuePropName="checked" label=" ">
        <Checkbox id={`line-${index}-auto`}>{t('lines.autograph')}</Checkbox>
      </Form.Item>
      <Form.Item noStyle shouldUpdate>
        {({ getFieldValue }) =>
          getFieldValue(['cardLines', name, 'isAuto']) ? text('signer', 'signer', t('lines.signer')) : null
        }
      </Form.Item>
      <Form.Item noStyle shouldUpdate>
        {({ getFieldValue }) =>
          koreanCounts(getFieldValue(['cardLines', name, 'cardCategory'])) ? (
            <Form.Item name={[name, 'isKorean']} valuePropName="checked" label=" ">
              <Checkbox id={`line-${index}-korean`}>{t('lines.korean')}</Checkbox>
            </Form.Item>
          ) : null
        }
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
