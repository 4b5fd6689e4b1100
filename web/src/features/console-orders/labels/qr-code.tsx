import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/**
 * A QR code of `value` as an SVG image: crisp at any print size. Error correction M survives a
 * scuffed label; the quiet zone (margin) is part of the image, as scanners need it.
 */
export const QrCode = ({ value, size, label }: { value: string; size: number; label: string }) => {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((text) => {
      if (live) setSvg(text);
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg) return <span style={{ display: 'inline-block', width: size, height: size }} />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      width={size}
      height={size}
      alt={label}
      data-testid="label-qr"
      data-value={value}
    />
  );
};
