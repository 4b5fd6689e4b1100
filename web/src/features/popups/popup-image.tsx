import { Link } from 'react-router';
import type { Popup } from './popup.types';

const isExternal = (url: string) => /^https?:\/\//.test(url);

export const PopupImage = ({ popup }: { popup: Popup }) => {
  const image = <img src={popup.imageUrl} alt={popup.title ?? ''} loading="eager" />;
  if (!popup.landingUrl) return image;
  return isExternal(popup.landingUrl) ? (
    <a href={popup.landingUrl} target="_blank" rel="noreferrer">
      {image}
    </a>
  ) : (
    <Link to={popup.landingUrl}>{image}</Link>
  );
};
