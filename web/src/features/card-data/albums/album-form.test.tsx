// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AlbumForm } from './album-form';

const WAIT = { timeout: 10_000 };
const SLOW = 30_000;

afterEach(cleanup);

const open = async (language: 'ko' | 'en' | 'tw') => {
  const onSubmit = vi.fn();
  await renderWithProviders(
    <AlbumForm submitLabel="save" busy={false} serverErrors={{}} onSubmit={onSubmit} />,
    { language },
  );
  const name = await screen.findByTestId('album-name', {}, WAIT);
  const save = (value: string) => {
    fireEvent.change(name, { target: { value } });
    fireEvent.click(screen.getByTestId('album-save'));
  };
  return { onSubmit, save };
};

// Issue 35 item 9: album names may contain spaces (one between words), as the api takes them.
describe('the album form', () => {
  it.each([
    ['ko', '피카츄 모음'],
    ['en', 'Pokemon 2024'],
    ['tw', '寶可夢 收藏'],
  ] as const)(
    'takes a name with a space between words (%s)',
    async (language, name) => {
      const { onSubmit, save } = await open(language);
      save(name);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name, description: '' }));
      expect(document.querySelector('.ant-form-item-explain-error')).toBeNull();
    },
    SLOW,
  );

  it.each([
    ['ko', '한글, 영문, 한자, 숫자와 단어 사이 공백 한 칸만 쓸 수 있습니다.'],
    ['en', 'Use Korean, English or Chinese letters and digits, with single spaces between words.'],
    ['tw', '只能使用韓文、英文、中文或數字，詞與詞之間可空一格。'],
  ] as const)(
    'says at the field that two spaces in a row are not a name (%s)',
    async (language, message) => {
      const { onSubmit, save } = await open(language);
      save('두  칸');
      expect(await screen.findByText(message, {}, WAIT)).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
    },
    SLOW,
  );
});
