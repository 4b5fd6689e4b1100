import type { FaqTopic } from '../faq.entity';
import type { TranslatedText } from '../../shared/translated-text';

export interface FaqSeed {
  topic: FaqTopic;
  question: TranslatedText;
  answer: TranslatedText;
}
