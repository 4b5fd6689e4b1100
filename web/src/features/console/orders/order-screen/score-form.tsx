import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { GRADES, type Grade } from '@slabworks/domain';
import type { ScoreRequestDto } from '@/lib/api/generated/slabworks-api';
import { isGradable, itemLabel, type OrderItem } from './order-items';

type Score = { grade?: Grade; certificationNumber: string };

/**
 * Scoring: a grade from the scale and the 7-digit certification no. per gradable card, one save per
 * card (the api records each as it comes; the last one closes scoring). A card already scored shows
 * its grade and may be scored again while the step lasts.
 */
export const ScoreForm = ({
  items,
  lines,
  fields,
  busy,
  onScore,
}: {
  items: OrderItem[];
  lines: Map<string, string>;
  fields: Record<string, string>;
  busy: string | null;
  onScore: (score: ScoreRequestDto) => void;
}) => {
  const { t } = useTranslation('console');
  const [scores, setScores] = useState<Record<string, Score>>({});
  const scoreOf = (item: OrderItem): Score =>
    scores[item.itemId] ?? {
      grade: (item.grade ?? undefined) as Grade | undefined,
      certificationNumber: item.certificationNumber ?? '',
    };
  const patch = (item: OrderItem, change: Partial<Score>) =>
    setScores((all) => ({ ...all, [item.itemId]: { ...scoreOf(item), ...change } }));

  return (
    <div data-testid="score-form">
      {items.map((item, index) => {
        if (!isGradable(item)) return null;
        const score = scoreOf(item);
        const mine = busy === `score:${item.itemId}`;
        return (
          <Form
            key={item.itemId}
            layout="inline"
            data-testid="score-item"
            style={{ marginBottom: 12, rowGap: 8 }}
            onFinish={() =>
              onScore({
                itemId: item.itemId,
                grade: score.grade as unknown as object,
                certificationNumber: score.certificationNumber.trim(),
              })
            }
          >
            <Typography.Text strong style={{ minWidth: 140, alignSelf: 'center' }}>
              {itemLabel(item, index, lines)}{' '}
              {item.grade !== null && (
                <Tag color="green" data-testid="score-done">
                  {t('order.score.scored', { grade: item.grade, number: item.certificationNumber })}
                </Tag>
              )}
            </Typography.Text>
            <Form.Item
              label={t('order.score.grade')}
              validateStatus={mine && fields.grade ? 'error' : undefined}
              help={mine ? fields.grade : undefined}
            >
              <Select
                value={score.grade}
                style={{ width: 140 }}
                placeholder={t('order.score.gradePlaceholder')}
                data-testid="score-grade"
                // Typing the grade ("8.5", then Enter) is quicker at a scoring desk than the list.
                showSearch
                options={GRADES.map((g) => ({
                  value: g,
                  label: g === 'A' ? t('order.score.authentic') : String(g),
                }))}
                onChange={(grade: Grade) => patch(item, { grade })}
              />
            </Form.Item>
            <Form.Item
              label={t('order.score.certificationNumber')}
              validateStatus={mine && fields.certificationNumber ? 'error' : undefined}
              help={mine ? fields.certificationNumber : undefined}
            >
              <Input
                value={score.certificationNumber}
                inputMode="numeric"
                maxLength={7}
                style={{ width: 130 }}
                data-testid="score-certification"
                onChange={(e) => patch(item, { certificationNumber: e.target.value })}
              />
            </Form.Item>
            <Button
              htmlType="submit"
              loading={mine}
              disabled={busy !== null && !mine}
              data-testid="score-save"
            >
              {t('order.score.save')}
            </Button>
          </Form>
        );
      })}
    </div>
  );
};
