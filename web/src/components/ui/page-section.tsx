import type { ReactNode } from 'react';
import ui from './pages.module.css';

/**
 * One band of a public page under its hero: full width (`soft`: the tinted band that alternates with
 * plain ones), the content in the page's container under the band's title.
 */
export const PageSection = ({
  title,
  soft = false,
  id,
  children,
}: {
  title: string;
  soft?: boolean;
  /** An anchor other pages link to (`/partner-shop#inquiry`). */
  id?: string;
  children: ReactNode;
}) => (
  <section className={soft ? `section ${ui.soft}` : 'section'} id={id}>
    <div className="container">
      <h2 className="section-title">{title}</h2>
      {children}
    </div>
  </section>
);
