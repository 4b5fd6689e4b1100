import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import {
  PROVIDER_ORDER_ID,
  EASY_PAY_PROVIDERS,
  PAYMENT_METHODS,
  type EasyPayProvider,
  type PaymentMethod,
} from '@slabworks/payments';

export class PayOrderRequestDto {
  @IsIn(PAYMENT_METHODS)
  method!: PaymentMethod;

  @IsOptional()
  @IsIn(EASY_PAY_PROVIDERS)
  easyPay?: EasyPayProvider;

  /** Sandbox only: a documented test card number. */
  @IsOptional()
  @Matches(/^[\d -]{12,23}$/)
  cardNumber?: string;

  /** Toss: the paymentKey from the payment window's successUrl. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  paymentKey?: string;

  /**
   * The payment window's `orderId` (from POST …/payments/attempts, echoed to the return URL): names
   * the attempt being confirmed; must be one of this order's.
   */
  @IsOptional()
  @Matches(PROVIDER_ORDER_ID)
  providerOrderId?: string;

  /** What the client showed the member; refused when it is not the order's total. */
  @IsOptional()
  @IsInt()
  @Min(0)
  amount?: number;
}
