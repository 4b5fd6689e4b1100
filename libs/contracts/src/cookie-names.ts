/**
 * Cookies the api sets and the web app reads (spec §8). acc and rft are HttpOnly (the web only checks
 * they exist through `user`); `user` is the display-only copy of the member; `lang` the chosen language.
 */
export const COOKIE_NAMES = {
  access: 'acc',
  refresh: 'rft',
  user: 'user',
  language: 'lang',
} as const;
