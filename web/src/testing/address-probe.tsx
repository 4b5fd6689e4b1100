import { useLocation } from 'react-router';

/** The address the test's router is at, for a test to read (`data-testid="address"`). */
export const AddressProbe = ({ only }: { only?: 'search' }) => {
  const location = useLocation();
  return (
    <output data-testid="address">{only ? location.search : location.pathname + location.search}</output>
  );
};
