import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import type { ConsoleAccess } from './console-access';

export interface ConsoleRoute {
  /** Relative to /console ('' is the index). */
  path: string;
  /** console:menu.<key> */
  key: string;
  access: ConsoleAccess;
  Screen: LazyExoticComponent<ComponentType>;
  /** The side menu's icon (the collapsed menu shows only icons). */
  Icon: ComponentType;
  /** Shown in the side menu (detail screens are not). */
  inMenu: boolean;
}

// One table for the menu, the routes and their access flags. The auditor console (/console/audit/…)
// adds its rows here with access 'audit'; the shell, the 403 page and the menu need no change.
export const consoleRoutes: ConsoleRoute[] = [
  {
    path: '',
    key: 'dashboard',
    access: 'console',
    Icon: DashboardOutlined,
    Screen: lazy(() => import('../dashboard/console-dashboard-page')),
    inMenu: true,
  },
  {
    path: 'orders',
    key: 'orders',
    access: 'console',
    Icon: UnorderedListOutlined,
    Screen: lazy(() => import('../orders/console-orders-page')),
    inMenu: true,
  },
  {
    path: 'queues',
    key: 'queues',
    access: 'admin',
    Icon: DatabaseOutlined,
    Screen: lazy(() => import('../queues/queue-dashboard-page')),
    inMenu: true,
  },
];
