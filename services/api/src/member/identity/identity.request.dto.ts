import { IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';

export const IDENTITY_VERIFICATION_ID = /^identity-verification-[0-9a-f-]{36}$/;
export const CARRIERS = ['SKT', 'KT', 'LGU', 'SKT_MVNO', 'KT_MVNO', 'LGU_MVNO'] as const;

/** The sandbox page's "verify": what PortOne's window asks (name, birth date, carrier, phone, code). */
export class SandboxIdentityRequestDto {
  @Matches(IDENTITY_VERIFICATION_ID)
  identityVerificationId!: string;

  @IsString()
  @MinLength(1)
  @MaxLength(50)
  name!: string;

  /** yyyy-MM-dd */
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  birthDate!: string;

  @IsIn(CARRIERS)
  operator!: (typeof CARRIERS)[number];

  @Matches(/^01[016789]-?\d{3,4}-?\d{4}$/)
  phoneNumber!: string;

  @Matches(/^\d{6}$/)
  code!: string;
}
