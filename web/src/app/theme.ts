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
    // antd's default secondary text (45% black) is 4.4:1 on white: short of WCAG AA's 4.5:1 for body text.
    colorTextTertiary: '#6b6180',
    colorTextDescription: '#6b6180',
  },
  components: {
    Button: { fontWeight: 600 },
  },
};
