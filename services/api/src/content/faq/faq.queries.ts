import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@slabworks/contracts';
import { translate } from '../../i18n';
import type { ListPage } from '../../paging';
import { sqlTextIn, textIn } from '../shared/translated-text';
import { FAQ_TOPICS, FaqEntity } from '../persistence/faq.entity';
import type { FaqSearchRequestDto } from './faq-search.request.dto';

const faqView = (faq: FaqEntity, lang: Language) => ({
  id: faq.id,
  topic: faq.topic,
  category: translate(lang, `content:faq.topic.${faq.topic}`),
  question: textIn(faq.question, lang),
  answer: textIn(faq.answer, lang),
});

export type FaqView = ReturnType<typeof faqView>;

const TOPIC_ORDER = `array_position(ARRAY[${FAQ_TOPICS.map((t) => `'${t}'`).join(', ')}], f.topic)`;

// The term is matched literally: % and _ typed by a visitor are not wildcards.
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** FAQ in topic order; `q` matches the question or the answer in the caller's language, any case. */
@Injectable()
export class FaqQueries {
  constructor(private readonly dataSource: DataSource) {}

  async search(filter: FaqSearchRequestDto, lang: Language): Promise<ListPage<FaqView>> {
    const query = this.dataSource
      .getRepository(FaqEntity)
      .createQueryBuilder('f')
      .where('f.status = true')
      .setParameter('lang', lang);
    const term = filter.q?.trim();
    if (term)
      query.andWhere(
        `(${sqlTextIn('f.question', 'lang')} ILIKE :term OR ${sqlTextIn('f.answer', 'lang')} ILIKE :term)`,
        {
          term: likePattern(term),
        },
      );
    if (filter.topic) query.andWhere('f.topic = :topic', { topic: filter.topic });
    const rows = await query.orderBy(TOPIC_ORDER).addOrderBy('f.sort_order').addOrderBy('f.id').getMany();
    return { rows: rows.map((faq) => faqView(faq, lang)), count: rows.length };
  }
}
