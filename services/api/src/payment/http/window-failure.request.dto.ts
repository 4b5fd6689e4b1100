import { Matches, MaxLength } from 'class-validator';

export class WindowFailureRequestDto {
  /** The provider's code from the fail URL (Toss: `code`, e.g. PAY_PROCESS_CANCELED, REJECT_CARD_COMPANY). */
  @MaxLength(100)
  @Matches(/^[A-Z0-9_]+$/)
  providerCode!: string;
}
