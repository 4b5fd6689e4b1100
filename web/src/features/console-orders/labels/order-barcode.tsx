import { useEffect, useRef } from 'react';
import JsBarcode from 'jsbarcode';

/**
 * A Code 128 barcode of the order number: a hand scanner types it, then Enter, into receiving mode.
 * The number is printed under it by the slip itself (JsBarcode's own text needs a canvas to measure).
 */
export const OrderBarcode = ({ orderNumber, label }: { orderNumber: string; label: string }) => {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (svg.current)
      JsBarcode(svg.current, orderNumber, { format: 'CODE128', displayValue: false, height: 60, margin: 8 });
  }, [orderNumber]);
  return <svg ref={svg} role="img" aria-label={label} data-testid="slip-barcode" data-value={orderNumber} />;
};
