import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Allow,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  CORRESPONDENCE_RESULTS,
  DISPLAY_STAGES,
  MAX_CARDS_PER_ORDER,
  ORDER_TYPES,
  PROCESSING_STATUSES,
  SLAB_SIDES,
  type SlabSide,
} from '@slabworks/domain';
import { QUEUE_SORTS, type QueueSort } from '@slabworks/read-models';
import { PageNumberField, PageSizeField, WrittenRevisionRequestDto, PROCESSING_STEPS } from '../order';
import { MAX_INT_COLUMN } from '../errors';

export class OrderQueueRequestDto extends WrittenRevisionRequestDto {
  @ApiPropertyOptional({ enum: DISPLAY_STAGES }) @IsOptional() @IsIn([...DISPLAY_STAGES]) stage?: string;
  @ApiPropertyOptional({ enum: PROCESSING_STATUSES })
  @IsOptional()
  @IsIn([...PROCESSING_STATUSES])
  processingStatus?: string;
  @ApiPropertyOptional({ enum: ORDER_TYPES }) @IsOptional() @IsIn([...ORDER_TYPES]) orderType?: string;
  @ApiPropertyOptional({
    description: 'Member id, e-mail or nickname (exact e-mail, any part of a nickname)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  member?: string;
  @ApiPropertyOptional({ description: 'Order no. (any part), member id or tracking no. (exact)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
  @ApiPropertyOptional({ enum: QUEUE_SORTS, default: 'updatedAt' })
  @IsOptional()
  @IsIn(QUEUE_SORTS)
  sort?: QueueSort;
  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  direction?: 'asc' | 'desc';
  @PageNumberField('Offset paging; with `after` it only labels the page (the cursor says where it starts)')
  page?: number;
  @ApiPropertyOptional({
    description: "The previous page's `next` (same filters, sort and direction): keyset paging",
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,400}$/)
  after?: string;
  @PageSizeField(50) size?: number;
}

export class CorrespondenceEntryDto {
  @ApiProperty() @IsString() itemId!: string;
  @ApiProperty({ enum: CORRESPONDENCE_RESULTS }) @IsIn([...CORRESPONDENCE_RESULTS]) result!: string;
  @ApiPropertyOptional({ description: 'Required unless OK; the collector sees it' })
  @IsOptional()
  @IsString()
  reason?: string;
  @ApiPropertyOptional({
    description: "Evidence: one of the operator's own uploads (POST /api/uploads); the collector sees it",
  })
  @IsOptional()
  @IsString()
  evidencePhoto?: string;
}

export class CorrespondenceCheckRequestDto {
  @ApiProperty({ type: [CorrespondenceEntryDto], description: 'One result per item' })
  @IsArray()
  @ArrayMinSize(1)
  @ValidateNested({ each: true })
  @Type(() => CorrespondenceEntryDto)
  results!: CorrespondenceEntryDto[];
}

/** The grade given to one item: what scoring one card and scoring a whole order both send. */
export class ItemGradeDto {
  @ApiProperty() @IsString() itemId!: string;
  // Checked against the scale by the domain (the refusal names the grade field), so it is only allowed here.
  @ApiProperty({
    description: '10, 9, 8.5, 8, 7.5, 7, 6 … 1, or "A" (authentic)',
    oneOf: [{ type: 'number' }, { type: 'string', enum: ['A'] }],
  })
  @Allow()
  grade!: number | 'A';
}

export class ScoreRequestDto extends ItemGradeDto {
  @ApiProperty({ description: '7 digits' }) @IsString() certificationNumber!: string;
}

export class CardScoreDto extends ItemGradeDto {
  @ApiPropertyOptional({
    description: '7 digits, scanned or typed; without it the next number of the sequence is given',
  })
  @IsOptional()
  @IsString()
  certificationNumber?: string;
}

export class ScoresRequestDto {
  @ApiProperty({ type: [CardScoreDto], description: 'Every gradable card of the order, once each' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CARDS_PER_ORDER)
  @ValidateNested({ each: true })
  @Type(() => CardScoreDto)
  scores!: CardScoreDto[];
}

export const BULK_STEPS = PROCESSING_STEPS;
export const MAX_BULK_ORDERS = 200;

export class BulkOrderRefDto {
  @ApiProperty() @IsString() orderId!: string;
  @ApiPropertyOptional({ description: 'Like If-Match: refuse this order if it moved since' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_INT_COLUMN)
  revision?: number;
}

export class BulkAdvanceRequestDto {
  @ApiProperty({ enum: BULK_STEPS }) @IsIn([...BULK_STEPS]) step!: string;

  @ApiProperty({ type: [BulkOrderRefDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BULK_ORDERS)
  // ValidateNested lets an array in the array through unchecked ([[]] reached the command as an
  // order without an id; found by the contract check in openapi-fuzz.e2e.spec.ts).
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => BulkOrderRefDto)
  orders!: BulkOrderRefDto[];
}

export const MAX_PARTIAL_CANCEL_ITEMS = 1000;

export class PartialCancelRequestDto {
  @ApiProperty({ type: [String], description: 'Items with an UNGRADABLE* correspondence result' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_PARTIAL_CANCEL_ITEMS)
  @IsString({ each: true })
  itemIds!: string[];
  @ApiProperty({ description: 'Why; the member sees it' }) @IsOptional() @IsString() reason!: string;
}

export class OrderHistoryRequestDto {
  @ApiPropertyOptional({ description: 'Only events after this revision (what changed since it was read)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(-1)
  @Max(MAX_INT_COLUMN)
  after?: number;
}

export const MAX_ORDER_NOTE_LENGTH = 2000;

export class OrderNoteRequestDto {
  @ApiProperty({ description: `Staff-only note on the order, at most ${MAX_ORDER_NOTE_LENGTH} characters` })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_ORDER_NOTE_LENGTH)
  text!: string;
}

export class SlabPhotoRequestDto {
  @ApiProperty({ description: 'An item that has a certification number' }) @IsString() itemId!: string;
  @ApiProperty({ enum: SLAB_SIDES }) @IsString() side!: SlabSide;
  @ApiProperty({ description: "One of the operator's own uploads (POST /api/uploads)" })
  @IsString()
  photo!: string;
}
