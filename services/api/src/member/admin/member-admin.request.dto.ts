import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../content/shared/page.query.dto';
import { MEMBER_ROLES, type MemberRole } from '../member.values';

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
