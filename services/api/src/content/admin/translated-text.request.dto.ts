import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { TranslatedText } from '../shared/translated-text';

// Korean is required (the fallback every other language shows when blank); en and tw are optional.
export const TITLE_MAX = 200;
export const SUMMARY_MAX = 1000;
export const BODY_MAX = 20_000;

export class TitleTextDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(TITLE_MAX) ko!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TITLE_MAX) en?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TITLE_MAX) tw?: string;
}

export class SummaryTextDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(SUMMARY_MAX) ko!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(SUMMARY_MAX) en?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(SUMMARY_MAX) tw?: string;
}

export class BodyTextDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(BODY_MAX) ko!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(BODY_MAX) en?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(BODY_MAX) tw?: string;
}

/**
 * An image reference: a path the web serves (`/content/…`, the seeded assets) or a content image
 * the console uploaded (`/api/content-images/…`, public; POST /api/console/content-images).
 */
export const IMAGE_REF = /^\/(content|uploads|api\/content-images)\/[A-Za-z0-9._/-]{1,200}$/;
export const LANDING_URL = /^(\/[^\s]{0,500}|https:\/\/[^\s]{1,500})$/;

export class ImageRefDto {
  @ApiProperty({ example: '/content/main-1.svg' }) @IsString() @Matches(IMAGE_REF) ko!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(IMAGE_REF) en?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(IMAGE_REF) tw?: string;
}

/** Stored form: trimmed, blanks dropped (a blank translation falls back to Korean anyway). */
export const storedText = (text: { ko: string; en?: string; tw?: string }): TranslatedText => {
  const out: { ko: string; en?: string; tw?: string } = { ko: text.ko.trim() };
  for (const lang of ['en', 'tw'] as const) {
    const value = text[lang]?.trim();
    if (value) out[lang] = value;
  }
  return out;
};
