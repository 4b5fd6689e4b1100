import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import type { InputRef } from 'antd/es/input';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { gradeCompletions, gradeOfTyping, isCertificationNumber, type Grade } from '@slabworks/domain';
import type { CardLine } from '@/lib/api/generated/slabworks-api';
import { CardLineText } from './card-line';
import { isGradable, type OrderItem } from './order-items';

/** One card of the save: no certification no. means the api gives the next of its sequence. */
export interface CardScoreEntry {
  itemId: string;
  grade: Grade;
  certificationNumber?: string;
}

interface Typed {
  grade: string;
  certificationNumber: string;
}

/** What the typing becomes on Enter ("→ 8.5"), or the grades it may still become ("1 · 10" is not shown: 1 is exact). */
const completionHint = (typing: string): string => {
  const taken = gradeOfTyping(typing);
  if (taken === null) return gradeCompletions(typing).join(' · ');
  return String(taken) === typing.trim() ? '' : `→ ${taken}`;
};

type Problems = Record<string, { grade?: string; certificationNumber?: string }>;

/**
 * The scoring desk: every gradable card of the order in one form, worked by keyboard. The grade
 * field takes typing with completion from the scale (libs/domain: "8." is 8.5, "a" is A); Enter
 * takes it and moves to the next card; Ctrl+Enter (or Enter on the save button) saves every card in
 * one request. The certification no. is scanned or typed, or left empty for the api's sequence.
 * Every problem shows at its card's field: what is caught here before sending, and the api's
 * scores[i].grade / scores[i].certificationNumber (i: the card's place among the gradable ones).
 */
export const ScoreForm = ({
  items,
  cardLines,
  fields,
  busy,
  onSave,
}: {
  items: OrderItem[];
  cardLines: Map<string, CardLine>;
  fields: Record<string, string>;
  busy: boolean;
  onSave: (scores: CardScoreEntry[]) => void;
}) => {
  const { t } = useTranslation('console');
  const cards = items.flatMap((item, index) => (isGradable(item) ? [{ item, place: index + 1 }] : []));
  const [typed, setTyped] = useState<Record<string, Typed>>({});
  const [problems, setProblems] = useState<Problems>({});
  // The api's refusal names cards by their place in the request; a card typed again since is not told.
  const [retyped, setRetyped] = useState<Set<string>>(new Set());
  useEffect(() => setRetyped(new Set()), [fields]);
  const gradeFields = useRef<(InputRef | null)[]>([]);
  const saveButton = useRef<HTMLButtonElement>(null);

  const typedOf = (item: OrderItem): Typed =>
    typed[item.itemId] ?? {
      grade: item.grade === null || item.grade === undefined ? '' : String(item.grade),
      certificationNumber: item.certificationNumber ?? '',
    };
  const patch = (item: OrderItem, change: Partial<Typed>) => {
    setTyped((all) => ({ ...all, [item.itemId]: { ...typedOf(item), ...change } }));
    setProblems((all) => ({ ...all, [item.itemId]: {} }));
    setRetyped((all) => new Set(all).add(item.itemId));
  };

  const problemsOf = (item: OrderItem): { grade?: string; certificationNumber?: string } => {
    const value = typedOf(item);
    const grade = gradeOfTyping(value.grade);
    const number = value.certificationNumber.trim();
    return {
      grade:
        value.grade.trim() === ''
          ? t('order.score.gradeRequired')
          : grade === null
            ? t('order.score.notAGrade')
            : undefined,
      certificationNumber:
        number !== '' && !isCertificationNumber(number) ? t('order.score.certificationPattern') : undefined,
    };
  };

  const next = (index: number) => {
    const following = gradeFields.current[index + 1];
    if (following) following.focus();
    else saveButton.current?.focus();
  };

  /** Enter in a grade field: the grade it can only be, then the next card (the save button after the last). */
  const takeGrade = (index: number) => {
    const { item } = cards[index]!;
    const grade = gradeOfTyping(typedOf(item).grade);
    const problem = problemsOf(item).grade;
    if (grade === null || problem) {
      setProblems((all) => ({ ...all, [item.itemId]: { ...all[item.itemId], grade: problem } }));
      return;
    }
    setTyped((all) => ({ ...all, [item.itemId]: { ...typedOf(item), grade: String(grade) } }));
    next(index);
  };

  const save = () => {
    const found = Object.fromEntries(cards.map(({ item }) => [item.itemId, problemsOf(item)]));
    const first = cards.findIndex(
      ({ item }) => found[item.itemId]!.grade || found[item.itemId]!.certificationNumber,
    );
    setProblems(found);
    setRetyped(new Set());
    if (first >= 0) {
      gradeFields.current[first]?.focus();
      return;
    }
    onSave(
      cards.map(({ item }) => {
        const value = typedOf(item);
        const number = value.certificationNumber.trim();
        return {
          itemId: item.itemId,
          grade: gradeOfTyping(value.grade)!,
          ...(number ? { certificationNumber: number } : {}),
        };
      }),
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!busy) save();
    }
  };

  const graded = cards.filter(({ item }) => gradeOfTyping(typedOf(item).grade) !== null).length;

  return (
    <div data-testid="score-form" onKeyDown={onKeyDown}>
      <Typography.Paragraph type="secondary" data-testid="score-keys">
        {t('order.score.keys')}
      </Typography.Paragraph>
      {cards.map(({ item, place }, index) => {
        const value = typedOf(item);
        const fromApi = retyped.has(item.itemId)
          ? {}
          : {
              grade: fields[`scores[${index}].grade`] ?? fields[`scores[${index}].itemId`],
              certificationNumber: fields[`scores[${index}].certificationNumber`],
            };
        const gradeError = problems[item.itemId]?.grade ?? fromApi.grade;
        const numberError = problems[item.itemId]?.certificationNumber ?? fromApi.certificationNumber;
        const reholder = item.itemType === 'REHOLDER';
        return (
          <div
            key={item.itemId}
            data-testid="score-item"
            style={{ marginBottom: 12, borderBottom: '1px solid rgba(5, 5, 5, 0.06)', paddingBottom: 8 }}
          >
            <div style={{ marginBottom: 4 }}>
              <CardLineText line={item.lineId ? cardLines.get(item.lineId) : undefined} place={place} />{' '}
              {item.grade !== null && (
                <Tag color="green" data-testid="score-done">
                  {t('order.score.scored', { grade: item.grade, number: item.certificationNumber })}
                </Tag>
              )}
            </div>
            <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16 }}>
              <Form.Item
                label={t('order.score.grade')}
                htmlFor={`grade-${item.itemId}`}
                validateStatus={gradeError ? 'error' : undefined}
                help={gradeError}
                style={{ marginBottom: 4 }}
              >
                <Input
                  id={`grade-${item.itemId}`}
                  ref={(input) => {
                    gradeFields.current[index] = input;
                  }}
                  value={value.grade}
                  autoFocus={index === 0}
                  autoComplete="off"
                  inputMode="decimal"
                  style={{ width: 150 }}
                  placeholder={t('order.score.gradePlaceholder')}
                  data-testid="score-grade"
                  aria-label={t('order.score.gradeOf', { place })}
                  suffix={
                    <span data-testid="score-completions" style={{ color: 'rgba(0,0,0,0.45)' }}>
                      {completionHint(value.grade)}
                    </span>
                  }
                  onChange={(e) => patch(item, { grade: e.target.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
                      e.preventDefault();
                      takeGrade(index);
                    }
                  }}
                />
              </Form.Item>
              <Form.Item
                label={t('order.score.certificationNumber')}
                htmlFor={`certification-${item.itemId}`}
                validateStatus={numberError ? 'error' : undefined}
                help={numberError}
                style={{ marginBottom: 4 }}
              >
                <Input
                  id={`certification-${item.itemId}`}
                  value={value.certificationNumber}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={7}
                  // A re-holder keeps the number of its slab.
                  readOnly={reholder}
                  style={{ width: 190 }}
                  placeholder={t('order.score.certificationAuto')}
                  data-testid="score-certification"
                  onChange={(e) => patch(item, { certificationNumber: e.target.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
                      e.preventDefault();
                      next(index);
                    }
                  }}
                />
              </Form.Item>
            </div>
          </div>
        );
      })}
      <Button ref={saveButton} type="primary" loading={busy} onClick={save} data-testid="score-save">
        {t('order.score.saveAll', { graded, count: cards.length })}
      </Button>
    </div>
  );
};
