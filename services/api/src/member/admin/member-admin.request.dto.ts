import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { MAX_DISPLAY_NAME } from '@slabworks/domain';
import { PageQueryDto } from '../../paging';
import { MEMBER_ROLES, type MemberRole } from '../../auth';

export class MemberSearchRequestDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of an e-mail, nickname or phone number' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

export class MemberRoleRequestDto {
  @ApiProperty({ enum: MEMBER_ROLES, description: 'VIP is a role: the membership discount follows it' })
  @IsIn(MEMBER_ROLES)
  role!: MemberRole;
}

export class MemberNameRequestDto {
  @ApiProperty({
    description: `The display name staff screens show ("name (role)"), 1-${MAX_DISPLAY_NAME} characters`,
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_DISPLAY_NAME)
  @Matches(/^[^\p{Cc}]*$/u)
  name!: string;
}
