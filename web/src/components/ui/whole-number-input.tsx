import Input, { type InputProps } from 'antd/es/input/Input';

/**
 * A whole-number field on antd's Input (the browser's number keyboard and spinners): the order form
 * needs only that, and antd's InputNumber costs its route ~7 KiB gz. Its Form.Item takes
 * `normalize={wholeNumber}` so the form holds a number (or null), as InputNumber's did.
 */
export const WholeNumberInput = ({
  value,
  ...props
}: Omit<InputProps, 'type' | 'value'> & { min: number; max: number; value?: number | string | null }) => (
  <Input {...props} value={value ?? ''} type="number" inputMode="numeric" step={1} />
);

export const wholeNumber = (value: unknown): number | null => {
  if (value === '' || value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : null;
};
