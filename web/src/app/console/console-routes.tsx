import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import CrownOutlined from '@ant-design/icons/CrownOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ScanOutlined from '@ant-design/icons/ScanOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import type { ConsoleAccess } from './console-access';
import type { Locale, SubKey } from '@/lib/i18n-keys';

export interface ConsoleRoute {
  /** Relative to /console ('' is the index). */
  path: string;
  /** console:menu.<key> */
  key: SubKey<Locale['console']['menu']>;
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
    Screen: lazy(() => import('@/features/console-dashboard/console-dashboard-page')),
    inMenu: true,
  },
  {
    path: 'orders',
    key: 'orders',
    access: 'console',
    Icon: UnorderedListOutlined,
    Screen: lazy(() => import('@/features/console-orders/console-orders-page')),
    inMenu: true,
  },
  {
    path: 'receiving',
    key: 'receiving',
    access: 'console',
    Icon: ScanOutlined,
    Screen: lazy(() => import('@/features/console-receiving/receiving-page')),
    inMenu: true,
  },
  {
    path: 'content/banners',
    key: 'banners',
    access: 'console',
    Icon: PictureOutlined,
    Screen: lazy(() => import('@/features/console-content/banners-page')),
    inMenu: true,
  },
  {
    path: 'content/popups',
    key: 'popups',
    access: 'console',
    Icon: NotificationOutlined,
    Screen: lazy(() => import('@/features/console-content/popups-page')),
    inMenu: true,
  },
  {
    // Offers with money behind them: ADMIN only, as the api says.
    path: 'content/promotions',
    key: 'promotions',
    access: 'admin',
    Icon: GiftOutlined,
    Screen: lazy(() => import('@/features/console-content/promotions-page')),
    inMenu: true,
  },
  {
    path: 'content/articles',
    key: 'articles',
    access: 'console',
    Icon: ReadOutlined,
    Screen: lazy(() => import('@/features/console-content/articles-page')),
    inMenu: true,
  },
  {
    path: 'content/faq',
    key: 'faq',
    access: 'console',
    Icon: QuestionCircleOutlined,
    Screen: lazy(() => import('@/features/console-content/faq-page')),
    inMenu: true,
  },
  {
    path: 'members',
    key: 'members',
    access: 'admin',
    Icon: TeamOutlined,
    Screen: lazy(() => import('@/features/console-members/members-page')),
    inMenu: true,
  },
  {
    path: 'orders/:id',
    key: 'order',
    access: 'console',
    Icon: UnorderedListOutlined,
    Screen: lazy(() => import('@/features/console-orders/order-screen/console-order-page')),
    inMenu: false,
  },
  {
    path: 'orders/:id/labels',
    key: 'order',
    access: 'console',
    Icon: UnorderedListOutlined,
    Screen: lazy(() => import('@/features/console-orders/labels/slab-labels-page')),
    inMenu: false,
  },
  {
    path: 'orders/:id/slip',
    key: 'order',
    access: 'console',
    Icon: UnorderedListOutlined,
    Screen: lazy(() => import('@/features/console-orders/labels/receiving-slip-page')),
    inMenu: false,
  },
  {
    path: 'queues',
    key: 'queues',
    access: 'admin',
    Icon: DatabaseOutlined,
    Screen: lazy(() => import('@/features/console-queues/queue-dashboard-page')),
    inMenu: true,
  },
  {
    path: 'audit',
    key: 'audit',
    access: 'audit',
    Icon: AuditOutlined,
    Screen: lazy(() => import('@/features/console-audit/audit-page')),
    inMenu: true,
  },
  {
    path: 'audit/orders/:orderId',
    key: 'auditOrder',
    access: 'audit',
    Icon: AuditOutlined,
    Screen: lazy(() => import('@/features/console-audit/order-audit-page')),
    inMenu: false,
  },
  {
    path: 'coupons',
    key: 'coupons',
    access: 'admin',
    Icon: TagsOutlined,
    Screen: lazy(() => import('@/features/console-coupons/console-coupons-page')),
    inMenu: true,
  },
  {
    path: 'membership',
    key: 'membership',
    access: 'admin',
    Icon: CrownOutlined,
    Screen: lazy(() => import('@/features/console-coupons/console-membership-page')),
    inMenu: true,
  },
  {
    path: 'content/partner-shops',
    key: 'partnerShops',
    access: 'console',
    Icon: ShopOutlined,
    Screen: lazy(() => import('@/features/console-content/partner-shops/partner-shops-page')),
    inMenu: true,
  },
  {
    path: 'content/inquiries',
    key: 'inquiries',
    access: 'console',
    Icon: InboxOutlined,
    Screen: lazy(() => import('@/features/console-content/inquiries/inquiries-page')),
    inMenu: true,
  },
  {
    // Money: ADMIN only (the api refuses an operator's new version too).
    path: 'content/cost-policy',
    key: 'costPolicy',
    access: 'admin',
    Icon: DollarOutlined,
    Screen: lazy(() => import('@/features/console-content/cost-policy/cost-policy-page')),
    inMenu: true,
  },
  {
    // Who changed which content when: ADMIN only (the api's list also serves the content screens).
    path: 'changes',
    key: 'changes',
    access: 'admin',
    Icon: HistoryOutlined,
    Screen: lazy(() => import('@/features/console-changes/change-log-page')),
    inMenu: true,
  },
  {
    path: 'api-keys',
    key: 'apiKeys',
    access: 'admin',
    Icon: KeyOutlined,
    Screen: lazy(() => import('@/features/console-api-keys/api-keys-page')),
    inMenu: true,
  },
];
