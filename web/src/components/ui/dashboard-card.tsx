import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './dashboard-card.module.css';

/** The dashboard's grid: any feature's card slots in as one more child. */
export const DashboardGrid = ({ children }: { children: ReactNode }) => (
  <div className={styles.grid} data-testid="dashboard-grid">
    {children}
  </div>
);

interface DashboardCardProps {
  title: string;
  testId: string;
  /** "See all" style link in the card's corner. */
  more?: { to: string; label: string };
  /** Spans the whole row (lists); small cards leave it off. */
  wide?: boolean;
  children: ReactNode;
}

export const DashboardCard = ({ title, testId, more, wide, children }: DashboardCardProps) => (
  <section className={`${styles.card} ${wide ? styles.wide : ''}`} data-testid={testId}>
    <div className={styles.head}>
      <h2>{title}</h2>
      {more && <Link to={more.to}>{more.label}</Link>}
    </div>
    {children}
  </section>
);
