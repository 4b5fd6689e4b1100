import { Link } from 'react-router';
import ui from './pages.module.css';

/** A call to action: the page's main one is filled, the others outlined. */
export type CtaLink = { to: string; label: string; main?: boolean };

/**
 * A public page's calls to action side by side (apply, see the prices, the FAQ…), in the pages' look
 * unless a page has its own (the home hero's `classes`).
 */
export const CtaLinks = ({
  links,
  classes = { row: ui.actions, main: ui.cta, other: ui.ctaGhost },
}: {
  links: readonly CtaLink[];
  classes?: { row?: string; main?: string; other?: string };
}) => (
  <div className={classes.row}>
    {links.map((link) => (
      <Link key={link.to} to={link.to} className={link.main ? classes.main : classes.other}>
        {link.label}
      </Link>
    ))}
  </div>
);
