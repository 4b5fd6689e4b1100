import Button, { type ButtonProps } from 'antd/es/button';
import { lazy, Suspense, useState, type ReactNode } from 'react';

// antd's Modal loads when the button is first pressed; the dialog then stays mounted (it closes as before).
const Modal = lazy(() => import('antd/es/modal'));

interface Props {
  /** The button's own label and look. */
  children: ReactNode;
  buttonProps?: ButtonProps & { 'data-testid'?: string };
  title: string;
  okText: string;
  cancelText: string;
  okTestId: string;
  onConfirm: () => Promise<unknown>;
}

// A destructive action asks first in a centred dialog (a popover can land off a phone's screen).
export const ConfirmButton = ({
  children,
  buttonProps,
  title,
  okText,
  cancelText,
  okTestId,
  onConfirm,
}: Props) => {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button {...buttonProps} onClick={() => setOpen(true)}>
        {children}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <Modal
            open={open}
            title={title}
            okText={okText}
            cancelText={cancelText}
            okButtonProps={{ danger: true, 'data-testid': okTestId }}
            confirmLoading={busy}
            onOk={() => void confirm()}
            onCancel={() => setOpen(false)}
            width={420}
          />
        </Suspense>
      )}
    </>
  );
};
