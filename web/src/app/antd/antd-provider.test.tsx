// @vitest-environment happy-dom
import { cleanup, within } from '@testing-library/react';
import Button from 'antd/es/button';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AntdProvider } from './antd-provider';

afterEach(cleanup);

describe('AntdProvider', () => {
  it('keeps a two-character Chinese button label together ("暫存", not "暫 存")', async () => {
    const { container } = await renderWithProviders(
      <AntdProvider>
        <Button>暫存</Button>
      </AntdProvider>,
      { language: 'tw' },
    );
    const button = await within(container).findByRole('button');
    expect(button.textContent).toBe('暫存');
  });
});
