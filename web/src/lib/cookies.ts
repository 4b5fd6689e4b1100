export const readCookie = (name: string, source: string = document.cookie): string | undefined => {
  const prefix = `${name}=`;
  const part = source.split('; ').find((item) => item.startsWith(prefix));
  return part === undefined ? undefined : decodeURIComponent(part.slice(prefix.length));
};

export const writeCookie = (name: string, value: string, days: number): void => {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
};

export const removeCookie = (name: string): void => {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

export const cookieNamesIn = (source: string = document.cookie): string[] =>
  source
    .split('; ')
    .filter(Boolean)
    .map((item) => item.split('=')[0] ?? '');
