import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn } from 'class-validator';
import { BodyTextDto, TitleTextDto } from '../admin/translated-text.request.dto';
import { SortOrderField } from '../admin/window.request.dto';
import { FAQ_TOPICS, type FaqTopic } from '../persistence/faq.entity';
import { NestedObject } from '../../errors';

export class FaqRequestDto {
  @ApiProperty({ enum: FAQ_TOPICS }) @IsIn(FAQ_TOPICS) topic!: FaqTopic;
  @ApiProperty({ type: TitleTextDto }) @NestedObject(() => TitleTextDto) question!: TitleTextDto;
  @ApiProperty({ type: BodyTextDto }) @NestedObject(() => BodyTextDto) answer!: BodyTextDto;
  @SortOrderField() sortOrder?: number;
  @ApiProperty() @IsBoolean() status!: boolean;
}
