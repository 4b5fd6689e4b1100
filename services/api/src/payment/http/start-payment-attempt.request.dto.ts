import { IsIn, IsOptional } from 'class-validator';
import {
  EASY_PAY_PROVIDERS,
  PAYMENT_METHODS,
  type EasyPayProvider,
  type PaymentMethod,
} from '@slabworks/payments';

const WINDOW_METHODS = PAYMENT_METHODS.filter((m) => m !== 'VIRTUAL_ACCOUNT');

export class StartPaymentAttemptRequestDto {
  /** The method the window opens for (CARD when not given); a virtual account has no window. */
  @IsOptional()
  @IsIn(WINDOW_METHODS)
  method?: Exclude<PaymentMethod, 'VIRTUAL_ACCOUNT'>;

  /** The wallet, for EASY_PAY. */
  @IsOptional()
  @IsIn(EASY_PAY_PROVIDERS)
  easyPay?: EasyPayProvider;
}
