import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString } from 'class-validator';

// Types only; lengths and patterns are @slabworks/domain's validateAlbum / validateCertificationNumber.
export class AlbumRequestDto {
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() description?: string | null;
  /** Refused on create (spec §4: an album is saved before it is opened). */
  @IsOptional() @IsBoolean() isPublic?: boolean;
}

export class AlbumCardsRequestDto {
  @IsArray() @ArrayMaxSize(100) @IsString({ each: true }) certificationNumbers!: string[];
}

export class AlbumCoverRequestDto {
  /** A card of the album whose photo becomes the representative image. */
  @IsOptional() @IsString() certificationNumber?: string | null;
  /** One of the caller's uploads (POST /api/uploads) as the representative image. Neither field clears it. */
  @IsOptional() @IsString() uploadId?: string | null;
}

export class AlbumVisibilityRequestDto {
  @IsBoolean() isPublic!: boolean;
}
