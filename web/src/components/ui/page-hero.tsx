import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

export const PageHero = ({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) => (
  <section className={styles.hero}>
    <div className={styles.inner}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  </section>
);
