import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { CardLine } from '@/lib/api/generated/slabworks-api';

/**
 * The card as the member described it, in full: what the operator holds it against at the
 * correspondence check and at scoring (category, sport, year, brand/set, number, name, autograph,
 * minimum grade). The words come from the order form's own namespace, so both say the same.
 */
export const CardLineText = ({ line, place }: { line: CardLine | undefined; place: number }) => {
  const { t } = useTranslation(['console', 'order']);
  if (!line) return <Typography.Text strong>#{place}</Typography.Text>;
  const parts = [
    t(`order:category.${line.cardCategory}`),
    line.sportsType ? t(`order:sports.${line.sportsType}`) : null,
    line.year ? String(line.year) : null,
    [line.brand, line.setName].filter(Boolean).join(' ') || null,
    line.cardNumber ? `#${line.cardNumber}` : null,
  ].filter((part): part is string => Boolean(part));
  return (
    <span data-testid="card-line">
      <Typography.Text strong>
        #{place} {line.playerName}
      </Typography.Text>{' '}
      <Typography.Text type="secondary">{parts.join(' · ')}</Typography.Text>{' '}
      {line.isAuto && <Tag color="purple">{t('order:lines.autograph')}</Tag>}
      {line.minimumGrade != null && (
        <Tag color="gold">{t('order.cardLine.minimumGrade', { grade: line.minimumGrade })}</Tag>
      )}
    </span>
  );
};
