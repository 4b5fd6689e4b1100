import { IsOptional, Matches, MaxLength } from 'class-validator';
import { PROVIDER_ORDER_ID } from '@slabworks/payments';

export class WindowFailureRequestDto {
  /** The provider's code from the fail URL (Toss: `code`, e.g. PAY_PROCESS_CANCELED, REJECT_CARD_COMPANY). */
  @MaxLength(100)
  @Matches(/^[A-Z0-9_]+$/)
  providerCode!: string;

  /** The window's `orderId` from the fail URL (a provider order id from POST …/payments/attempts): that attempt ends. */
  @IsOptional()
  @Matches(PROVIDER_ORDER_ID)
  providerOrderId?: string;
}
