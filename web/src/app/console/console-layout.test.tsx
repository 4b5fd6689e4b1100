// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberView } from '@/lib/api/generated/slabworks-api';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ConsoleLayout } from './console-layout';

cleanUpAfterEach();

const width = (pixels: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: pixels });
  window.dispatchEvent(new Event('resize'));
};
afterEach(() => width(1024));

const staff = (role: MemberView['role']) => ({ mbNick: '김운영', role }) as MemberView;

const open = async (role: MemberView['role'], path: string, language: 'ko' | 'en' | 'tw' = 'ko') => {
  await renderWithProviders(
    <ConsoleLayout staff={staff(role)}>
      <p>page</p>
    </ConsoleLayout>,
    { path, language },
  );
  return screen.findByTestId('console-menu', {}, LOCALE_WAIT);
};

describe("the console's shell", () => {
  it(
    'names the open page in the menu (a detail screen marks its list) and lists only what the role may open',
    async () => {
      width(1440);
      const menu = await open('OPERATOR', '/console/orders/3b0f6c2e-8d1a-4f5b-9c7e-2a4d6e8f0b13', 'en');
      // A navigation landmark named for what it is (getByRole is slow in a fake DOM: the attributes say the same).
      expect(menu.tagName).toBe('NAV');
      expect(menu.getAttribute('aria-label')).toBe('Console menu');
      const current = menu.querySelector('a[aria-current=page]') as HTMLElement;
      expect(current.getAttribute('href')).toBe('/console/orders');
      expect(current.textContent).toBe('Orders');
      // Admin-only areas are not offered to an operator.
      expect(within(menu).queryByText('Change log')).toBeNull();
      expect(screen.getByTestId('console-staff').textContent).toContain('Operator');
      expect(screen.getByTestId('console-staff-name').textContent).toBe('김운영');
    },
    SLOW,
  );

  it(
    'folds to an icon rail and back; folded, each link keeps its name and shows it as a tooltip',
    async () => {
      width(1440);
      const menu = await open('ADMIN', '/console', 'tw');
      const dashboard = () => within(menu).getByText('儀表板').closest('a') as HTMLElement;
      const toggle = screen.getByTestId('console-menu-toggle');
      expect(dashboard().getAttribute('title')).toBeNull();
      expect(toggle.getAttribute('aria-label')).toBe('收合選單');
      fireEvent.click(toggle);
      // Folded: the name stays in the link's text (for screen readers) and becomes its tooltip.
      expect(dashboard().getAttribute('title')).toBe('儀表板');
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(toggle.getAttribute('aria-label')).toBe('展開選單');
      fireEvent.click(toggle);
      expect(dashboard().getAttribute('title')).toBeNull();
    },
    SLOW,
  );

  it(
    'is an icon rail without a fold button on a phone',
    async () => {
      width(375);
      const menu = await open('ADMIN', '/console/changes');
      expect(screen.queryByTestId('console-menu-toggle')).toBeNull();
      const current = menu.querySelector('a[aria-current=page]') as HTMLElement;
      expect(current.getAttribute('title')).toBe('변경 기록');
    },
    SLOW,
  );
});
