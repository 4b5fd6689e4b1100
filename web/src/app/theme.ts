import type { ThemeConfig } from 'antd/es/config-provider/context';

export const fontFamily =
  "'Pretendard', -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans CJK KR', 'Noto Sans KR', 'Malgun Gothic', 'Segoe UI', Roboto, sans-serif";

// Spec §9: the theme's primary colour is purple.
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#6d28d9',
    colorLink: '#6d28d9',
    borderRadius: 10,
    fontFamily,
    colorText: '#1f1633',
  },
  components: {
    Button: { fontWeight: 600 },
  },
};
