import { Module } from '@nestjs/common';
import { ownProjectionProvider } from '../projections/own-projection.provider';
import { notificationChannels } from './notification-channels';
import { orderNotificationsProjection } from './order-notifications.projection';

/** Tells members about their orders (mail, SMS) from the event store subscription. */
@Module({
  providers: [
    ownProjectionProvider('order-notifications', (config, _pool, store) =>
      orderNotificationsProjection(
        store,
        notificationChannels(config),
        config.mail.publicUrl,
        config.company,
      ),
    ),
  ],
})
export class NotificationsModule {}
