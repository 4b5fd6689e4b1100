import type { ReactNode } from 'react';
import styles from './auth-panel.module.css';

interface AuthPanelProps {
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  footer?: ReactNode;
  children: ReactNode;
  testId?: string;
}

// The card every log-in, sign-up and password screen sits in.
export const AuthPanel = ({ title, lead, wide, footer, children, testId }: AuthPanelProps) => (
  <div className={styles.page} data-testid={testId}>
    <div className={`${styles.panel} ${wide ? styles.wide : ''}`}>
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
      {footer && <div className={styles.links}>{footer}</div>}
    </div>
  </div>
);

export { styles as authStyles };
