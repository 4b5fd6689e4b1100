import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { FAQ_TOPICS, type FaqTopic } from '../persistence/faq.entity';

export const MAX_FAQ_QUERY_LENGTH = 100;

export class FaqSearchRequestDto {
  @IsOptional() @IsString() @MaxLength(MAX_FAQ_QUERY_LENGTH) q?: string;
  @IsOptional() @IsIn(FAQ_TOPICS) topic?: FaqTopic;
}
