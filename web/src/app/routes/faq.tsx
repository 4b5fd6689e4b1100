import { useDeferredValue, useState } from 'react';
import Collapse from 'antd/es/collapse';
import Search from 'antd/es/input/Search';
import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/ui/page-hero';
import { QueryView } from '@/components/ui/status-views';
import { useFaqSearchQuery } from '@/features/content/api/content-api';
import styles from './faq.module.css';

const FaqRoute = () => {
  const { t } = useTranslation('about');
  const [term, setTerm] = useState('');
  const q = useDeferredValue(term.trim());
  const faq = useFaqSearchQuery(q ? { q } : {});

  return (
    <>
      <PageHero eyebrow={t('faq.eyebrow')} title={t('faq.title')} lead={t('faq.lead')} />
      <section className="section">
        <div className="container">
          <Search
            className={styles.search}
            size="large"
            allowClear
            value={term}
            maxLength={50}
            placeholder={t('faq.search-placeholder')}
            aria-label={t('faq.search-label')}
            onChange={(event) => setTerm(event.target.value)}
            data-testid="faq-search"
          />
          {q && <p className={styles.resultNote}>{t('faq.results-for', { term: q })}</p>}
          <QueryView query={faq} isEmpty={({ rows }) => rows.length === 0} empty={t('faq.no-results')}>
            {({ rows }) => (
              <Collapse
                className={styles.list}
                accordion
                size="large"
                data-testid="faq-list"
                items={rows.map((entry) => ({
                  key: String(entry.id),
                  label: (
                    <span>
                      <span className={styles.category}>{entry.category}</span>
                      {entry.question}
                    </span>
                  ),
                  children: <p className={styles.answer}>{entry.answer}</p>,
                }))}
              />
            )}
          </QueryView>
        </div>
      </section>
    </>
  );
};

export default FaqRoute;
