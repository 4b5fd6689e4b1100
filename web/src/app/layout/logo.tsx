import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from '@/app/layout/logo.module.css';

export const Logo = ({ tone = 'dark' }: { tone?: 'dark' | 'light' }) => (
  <Link
    to={paths.home}
    className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}
    aria-label="SLABWORKS"
  >
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <rect x="5" y="2" width="22" height="28" rx="4" fill="#6d28d9" />
      <rect x="8" y="5" width="16" height="5" rx="1.5" fill="#ede9fe" />
      <rect x="8" y="12" width="16" height="15" rx="2" fill="#a78bfa" />
    </svg>
    <span>SLABWORKS</span>
  </Link>
);
