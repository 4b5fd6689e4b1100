import { useRef, type CSSProperties } from 'react';
import styles from './native-search.module.css';

interface NativeSearchProps {
  /** The search as applied (from the address): shown in the box, and what a cleared box resets. */
  value?: string;
  placeholder: string;
  /** The search button's name for screen readers. */
  buttonLabel: string;
  onSearch: (text: string) => void;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * The browser's own search box and a search button: Enter or the button searches, emptying the box
 * (its ✕ or deleting the text) clears an applied search. None of antd Input.Search's weight on a
 * screen whose other inputs are native too (issue 38 item 7). Remount it (key) to show a new value.
 */
export const NativeSearch = ({
  value,
  placeholder,
  buttonLabel,
  onSearch,
  style,
  ...rest
}: NativeSearchProps) => {
  const box = useRef<HTMLInputElement>(null);
  return (
    <div role="search" className={styles.search} style={style} data-testid={rest['data-testid']}>
      <input
        ref={box}
        type="search"
        className={styles.input}
        defaultValue={value}
        placeholder={placeholder}
        aria-label={placeholder}
        enterKeyHint="search"
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          onSearch(event.currentTarget.value);
        }}
        onChange={(event) => {
          if (event.target.value === '' && value) onSearch('');
        }}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={buttonLabel}
        onClick={() => onSearch(box.current?.value ?? '')}
      >
        <svg
          viewBox="64 64 896 896"
          width="14"
          height="14"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M909.6 854.5L649.9 594.8C690.2 542.7 712 479 712 412c0-80.2-31.3-155.4-87.9-212.1-56.6-56.7-132-87.9-212.1-87.9s-155.5 31.3-212.1 87.9C143.2 256.5 112 331.8 112 412c0 80.1 31.3 155.5 87.9 212.1C256.5 680.8 331.8 712 412 712c67 0 130.6-21.8 182.7-62l259.7 259.6a8.2 8.2 0 0011.6 0l43.6-43.5a8.2 8.2 0 000-11.6zM570.4 570.4C528 612.7 471.8 636 412 636s-116-23.3-158.4-65.6C211.3 528 188 471.8 188 412s23.3-116.1 65.6-158.4C296 211.3 352.2 188 412 188s116.1 23.2 158.4 65.6S636 352.2 636 412s-23.3 116.1-65.6 158.4z" />
        </svg>
      </button>
    </div>
  );
};
