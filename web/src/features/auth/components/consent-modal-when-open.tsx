import { lazy, Suspense, type ComponentProps } from 'react';

// The consent documents' dialog (antd's Modal and the texts) loads when a visitor first opens one.
const ConsentModal = lazy(() =>
  import('./consent-modal').then((module) => ({ default: module.ConsentModal })),
);

export const ConsentModalWhenOpen = (props: ComponentProps<typeof ConsentModal>) =>
  props.doc ? (
    <Suspense fallback={null}>
      <ConsentModal {...props} />
    </Suspense>
  ) : null;
