import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString } from 'class-validator';
import { MAX_CARDS_PER_ORDER } from '@slabworks/domain';

export class CertificationCheckRequestDto {
  @ApiProperty({ type: [String], description: 'The re-holder lines as typed or pasted, in order' })
  @IsArray()
  @ArrayMaxSize(MAX_CARDS_PER_ORDER)
  @IsString({ each: true })
  certificationNumbers!: string[];
}
