import type { SelectHTMLAttributes } from 'react';
import styles from './native-select.module.css';

export interface NativeSelectOption {
  value: string;
  label: string;
}

/**
 * The browser's own select, styled like the form's inputs: the phone's picker on mobile, and none of
 * antd Select's weight (its popup, virtual list and search) on screens that only need a short list.
 * Works inside antd Form.Item (the change event's value is the field's value).
 */
export const NativeSelect = ({
  options,
  placeholder,
  className,
  value,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'> & {
  options: readonly NativeSelectOption[];
  placeholder?: string;
  value?: string | number | null;
}) => (
  <select
    {...props}
    value={value === null || value === undefined ? '' : String(value)}
    className={`${styles.select} ${className ?? ''}`}
  >
    {placeholder !== undefined && (
      <option value="" disabled={props.required}>
        {placeholder}
      </option>
    )}
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </select>
);
