import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { BodyTextDto, TitleTextDto } from '../admin/translated-text.request.dto';
import { MAX_SORT_ORDER } from '../admin/window.request.dto';
import { FAQ_TOPICS, type FaqTopic } from '../persistence/faq.entity';
import { NestedObject } from '../../errors';

export class FaqRequestDto {
  @ApiProperty({ enum: FAQ_TOPICS }) @IsIn(FAQ_TOPICS) topic!: FaqTopic;
  @ApiProperty({ type: TitleTextDto }) @NestedObject(() => TitleTextDto) question!: TitleTextDto;
  @ApiProperty({ type: BodyTextDto }) @NestedObject(() => BodyTextDto) answer!: BodyTextDto;
  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_SORT_ORDER)
  sortOrder?: number;
  @ApiProperty() @IsBoolean() status!: boolean;
}
