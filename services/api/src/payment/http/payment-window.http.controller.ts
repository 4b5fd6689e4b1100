import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config';
import { ApiName } from '../../api-docs';

export interface PaymentWindowView {
  /**
   * sandbox: the checkout takes test card numbers itself; toss: it opens Toss's payment window;
   * portone: PortOne's (browser SDK v2), on the channel each attempt names (window.channelKey).
   */
  provider: 'sandbox' | 'toss' | 'portone';
  /** Toss's public client key (null unless toss). */
  tossClientKey: string | null;
  /** PortOne's public store id (null unless portone). */
  portoneStoreId: string | null;
}

/** What the web's checkout needs to know to take a card payment: public, no session. */
@ApiTags('payments')
@Controller('payments/window')
export class PaymentWindowHttpController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiName('getPaymentWindow')
  @ApiOperation({ summary: 'How the checkout takes a card: the provider and its public client key' })
  async window(): Promise<PaymentWindowView> {
    const { provider, tossClientKey, portone } = this.config.payment;
    return {
      provider,
      tossClientKey: provider === 'toss' ? tossClientKey : null,
      portoneStoreId: provider === 'portone' ? portone.storeId : null,
    };
  }
}
