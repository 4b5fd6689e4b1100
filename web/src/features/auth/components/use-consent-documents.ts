import { useState } from 'react';
import type { FormInstance } from 'antd/es/form';
import type { ConsentName } from '../forms/auth-rules';
import type { ConsentDocument } from './consent-modal';

/**
 * The consent documents of a sign-up form (by e-mail or through a social log-in): the one open, ticking
 * its box when the visitor agrees from it, and opening the under-14 notice when the form is sent
 * without the over-14 confirmation (under 14 cannot sign up, spec §6).
 */
export const useConsentDocuments = (form: FormInstance) => {
  const [openDoc, setOpenDoc] = useState<ConsentDocument | undefined>();

  const agree = (name: ConsentName) => {
    form.setFieldValue(['consents', name], true);
    void form.validateFields([['consents', name]]);
    setOpenDoc(undefined);
  };

  const onFinishFailed = ({ errorFields }: { errorFields: { name: (string | number)[] }[] }) => {
    if (errorFields.some((field) => field.name.join('.') === 'consents.over14')) setOpenDoc('under14');
  };

  return {
    open: setOpenDoc,
    onFinishFailed,
    /** The props of the form's ConsentModalWhenOpen. */
    modal: { doc: openDoc, onClose: () => setOpenDoc(undefined), onAgree: agree },
  };
};

export type ConsentDocuments = ReturnType<typeof useConsentDocuments>;
