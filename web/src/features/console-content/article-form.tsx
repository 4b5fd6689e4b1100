import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import {
  ARTICLE_KINDS,
  useArticleAdminCreateMutation,
  useArticleAdminUpdateMutation,
  type ArticleEntity,
  type ArticleKind,
  type ArticleRequestDto,
} from './content-console-api';
import { ContentFormCard, useContentForm } from './content-form';
import { fromKstInput, toKstInput } from './datetime';
import { FieldRow } from './field-row';
import { ImageField } from './image-field';
import { TitleInputs, TranslatedInputs } from './translated-inputs';
import { textBodyOf, textDraftOf, type TextDraft } from './translated-text';
import { StatusField } from './window-fields';

type Draft = {
  kind: ArticleKind;
  title: TextDraft;
  summary: TextDraft;
  body: TextDraft;
  imageUrl: string;
  pinned: boolean;
  status: boolean;
  publishedAt: string;
};

// A new article is published now unless its date is moved on (a future date schedules it).
const nowInKst = () => toKstInput(new Date().toISOString());

const draftOf = (article: ArticleEntity | null, kind: ArticleKind): Draft => ({
  kind: article?.kind ?? kind,
  title: textDraftOf(article?.title),
  summary: textDraftOf(article?.summary),
  body: textDraftOf(article?.body),
  imageUrl: article?.imageUrl ?? '',
  pinned: article?.pinned ?? false,
  status: article?.status ?? true,
  publishedAt: article ? toKstInput(article.publishedAt) : nowInKst(),
});

const bodyOf = (d: Draft): ArticleRequestDto => ({
  kind: d.kind,
  title: textBodyOf(d.title),
  summary: textBodyOf(d.summary),
  body: textBodyOf(d.body),
  imageUrl: (d.imageUrl || null) as never,
  pinned: d.pinned,
  status: d.status,
  publishedAt: fromKstInput(d.publishedAt),
});

/** Create or edit a notice, event or column in ko/en/tw; field errors show at their fields. */
export const ArticleForm = ({
  article,
  kind,
  onDone,
  onCancel,
}: {
  article: ArticleEntity | null;
  /** The kind a new article starts as (the list's tab). */
  kind: ArticleKind;
  onDone: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation(['content-console', 'console']);
  const form = useContentForm({
    row: article,
    initial: () => draftOf(article, kind),
    bodyOf,
    create: useArticleAdminCreateMutation(),
    update: useArticleAdminUpdateMutation(),
    updateArg: (id, articleRequestDto) => ({ id, articleRequestDto }),
    onDone,
  });
  const { draft, set, fields, item } = form;
  const labels = (prefix: 'summaryIn' | 'bodyIn') => ({
    ko: t(`fields.${prefix}.ko`),
    en: t(`fields.${prefix}.en`),
    tw: t(`fields.${prefix}.tw`),
  });

  return (
    <ContentFormCard
      title={article ? t('articles.edit', { id: article.id }) : t('articles.new')}
      testId="article"
      form={form}
      onCancel={onCancel}
    >
      <FieldRow>
        <Form.Item label={t('fields.kind')} htmlFor="article-kind" {...item('kind')}>
          <Select
            id="article-kind"
            data-testid="article-kind"
            value={draft.kind}
            style={{ width: 140 }}
            options={ARTICLE_KINDS.map((v) => ({ value: v, label: t(`kind.${v}`) }))}
            onChange={(kind) => set({ kind })}
          />
        </Form.Item>
        <Form.Item
          label={t('fields.publishedAt')}
          htmlFor="article-published"
          tooltip={t('fields.publishedAtHelp')}
          {...item('publishedAt')}
        >
          <Input
            id="article-published"
            data-testid="article-published"
            type="datetime-local"
            value={draft.publishedAt}
            onChange={(e) => set({ publishedAt: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('fields.pinned')} htmlFor="article-pinned">
          <Switch id="article-pinned" checked={draft.pinned} onChange={(pinned) => set({ pinned })} />
        </Form.Item>
        <StatusField value={draft.status} testId="article" onChange={set} />
      </FieldRow>
      <TitleInputs value={draft.title} item={item} testId="article" onChange={set} />
      <TranslatedInputs
        field="summary"
        labels={labels('summaryIn')}
        value={draft.summary}
        item={item}
        testId="article-summary"
        rows={2}
        onChange={(summary) => set({ summary })}
      />
      <TranslatedInputs
        field="body"
        labels={labels('bodyIn')}
        value={draft.body}
        item={item}
        testId="article-body"
        rows={6}
        onChange={(body) => set({ body })}
      />
      <ImageField
        label={t('fields.imageUrl')}
        value={draft.imageUrl}
        error={fields.imageUrl}
        testId="article-image"
        clearLabel={t('fields.removeImage')}
        onChange={(imageUrl) => set({ imageUrl })}
      />
    </ContentFormCard>
  );
};
