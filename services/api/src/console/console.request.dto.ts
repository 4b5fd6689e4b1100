import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Allow,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { CORRESPONDENCE_RESULTS, DISPLAY_STAGES } from '@slabworks/domain';
import { MAX_PAGE_SIZE } from '../order/dto/order-list.request.dto';
import { WrittenRevisionRequestDto } from '../order/dto/written-revision.request.dto';
import { PROCESSING_STEPS } from '../order/commands/processing-steps/processing-steps';

export class OrderQueueRequestDto extends WrittenRevisionRequestDto {
  @ApiPropertyOptional({ enum: DISPLAY_STAGES }) @IsOptional() @IsIn([...DISPLAY_STAGES]) stage?: string;
  @ApiPropertyOptional({ description: 'Order no., member id or tracking no.' })
  @IsOptional()
  @IsString()
  q?: string;
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) page?: number;
  @ApiPropertyOptional({ default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  size?: number;
}

export class CorrespondenceEntryDto {
  @ApiProperty() @IsString() itemId!: string;
  @ApiProperty({ enum: CORRESPONDENCE_RESULTS }) @IsIn([...CORRESPONDENCE_RESULTS]) result!: string;
}

export class CorrespondenceCheckRequestDto {
  @ApiProperty({ type: [CorrespondenceEntryDto], description: 'One result per item' })
  @IsArray()
  @ArrayMinSize(1)
  @ValidateNested({ each: true })
  @Type(() => CorrespondenceEntryDto)
  results!: CorrespondenceEntryDto[];
}

export class ScoreRequestDto {
  @ApiProperty() @IsString() itemId!: string;
  @ApiProperty({ description: '10, 9, 8.5, 8, 7.5, 7, 6 … 1, or "A" (authentic)' }) @Allow() grade!:
    number | 'A';
  @ApiProperty({ description: '7 digits' }) @IsString() certificationNumber!: string;
}

export const BULK_STEPS = PROCESSING_STEPS;
export const MAX_BULK_ORDERS = 200;

export class BulkOrderRefDto {
  @ApiProperty() @IsString() orderId!: string;
  @ApiPropertyOptional({ description: 'Like If-Match: refuse this order if it moved since' })
  @IsOptional()
  @IsInt()
  @Min(0)
  revision?: number;
}

export class BulkAdvanceRequestDto {
  @ApiProperty({ enum: BULK_STEPS }) @IsIn([...BULK_STEPS]) step!: string;

  @ApiProperty({ type: [BulkOrderRefDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BULK_ORDERS)
  @ValidateNested({ each: true })
  @Type(() => BulkOrderRefDto)
  orders!: BulkOrderRefDto[];
}
