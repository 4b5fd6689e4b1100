import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { renderWithProviders, type ProvidersOptions } from './render-with-providers';

/** The address the test's router is at, for a test to read (`data-testid="address"`). */
export const AddressProbe = ({ only }: { only?: 'search' }) => {
  const location = useLocation();
  return (
    <output data-testid="address">{only ? location.search : location.pathname + location.search}</output>
  );
};

/** A screen rendered with the AddressProbe beside it: the test reads where the screen took the router. */
export const renderWithAddress = (element: ReactElement, options: ProvidersOptions, only?: 'search') =>
  renderWithProviders(
    <>
      {element}
      <AddressProbe only={only} />
    </>,
    options,
  );
