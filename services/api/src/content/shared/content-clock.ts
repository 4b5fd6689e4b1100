import { Injectable } from '@nestjs/common';

/**
 * "Now" for every time-windowed row (banners, popups, promotions, articles). Tests replace `now`
 * with a fixed instant (jest.spyOn(app.get(ContentClock), 'now')) to pin the window edges.
 */
@Injectable()
export class ContentClock {
  now(): Date {
    return new Date();
  }
}
