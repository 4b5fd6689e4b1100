import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from './page.query.dto';

/** Query of a time-windowed list: the web reads previewmode=true from its own URL and passes it on. */
export class WindowedListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true also lists rows switched off (an operator checking one before turning it on)',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  previewmode?: 'true' | 'false';
}

export const isPreviewMode = (query: WindowedListQueryDto): boolean => query.previewmode === 'true';
