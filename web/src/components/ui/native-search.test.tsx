// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { NativeSearch } from './native-search';

cleanUpAfterEach();

const box = () => screen.getByRole('searchbox', { name: '주문번호' });

describe('the native search box', () => {
  it('searches on Enter and with its button, with what is typed', () => {
    const onSearch = vi.fn();
    render(<NativeSearch placeholder="주문번호" buttonLabel="검색" onSearch={onSearch} data-testid="s" />);
    expect(screen.getByTestId('s').getAttribute('role')).toBe('search');
    fireEvent.change(box(), { target: { value: 'SW-1' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('SW-1');
    fireEvent.change(box(), { target: { value: 'SW-2' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenLastCalledWith('SW-2');
  });

  it('does not search on the Enter that ends a Korean syllable being composed', () => {
    const onSearch = vi.fn();
    render(<NativeSearch placeholder="주문번호" buttonLabel="검색" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: '김' } });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows the applied search, and emptying the box clears it; an empty box with nothing applied does not search', () => {
    const onSearch = vi.fn();
    const { unmount } = render(
      <NativeSearch value="1234567" placeholder="주문번호" buttonLabel="검색" onSearch={onSearch} />,
    );
    expect((box() as HTMLInputElement).value).toBe('1234567');
    fireEvent.change(box(), { target: { value: '' } });
    expect(onSearch).toHaveBeenCalledWith('');
    unmount();
    onSearch.mockClear();
    render(<NativeSearch placeholder="주문번호" buttonLabel="검색" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: 'a' } });
    fireEvent.change(box(), { target: { value: '' } });
    expect(onSearch).not.toHaveBeenCalled();
  });
});
