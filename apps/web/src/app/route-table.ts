// Every route of spec §2 with its meta. Pages load lazily; the guards run as middleware before
// each one (see guards/). Path parameters joined by "_" in the spec ({id}_{version},
// {id}_{source}) are one segment here, split by the page.
import { Feature } from '@portal/domain/feature';
import type { ComponentType } from 'react';
import { selectedDeviceHasInsights } from '../features/monitoring/lib/monitoring-state';
import type { Namespace } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { routeNames } from '../lib/route-names';
import { defineMeta, type RouteMeta } from './guards/route-meta';
import InstallationsListRoute from './routes/installations/list';

type PageModule = { default: ComponentType };

export interface PageRoute {
  path: string;
  meta: RouteMeta;
  load: () => Promise<PageModule>;
  /** Starts the page's data while its code loads (the guards have let the customer in). */
  prefetch?: () => Promise<unknown>;
  /**
   * The page is drawn with static CSS only, so it needs no MUI theme around it (decision 026):
   * the first page, whose start then neither downloads nor runs MUI's style runtime.
   */
  withoutMui?: true;
  /**
   * The page the server paints itself on the first screen (decision 059), and the namespaces it
   * shows then, which come with the HTML; the server paints every other page as loading.
   */
  firstScreen?: { Component: ComponentType; namespaces: readonly Namespace[] };
}

const auth = { requiresAuth: true } as const;
const app = { layout: 'app' } as const;
const own = { customerData: true } as const;
const page = (titleKey: string) => `pages:${titleKey}.title`;

export const pageRoutes: PageRoute[] = [
  {
    path: '/',
    meta: defineMeta({ name: 'home', titleKey: page('landing'), topBar: false }),
    load: () => import('./routes/landing'),
  },
  {
    path: '/login',
    meta: defineMeta({ name: 'login', titleKey: page('login') }),
    load: () => import('./routes/login'),
  },
  {
    path: '/confirmregistration',
    meta: defineMeta({ name: 'confirmRegistration', titleKey: page('confirmRegistration') }),
    load: () => import('./routes/confirm-registration'),
  },
  // Not in the spec's table (its password reset calls are "not shown"; decision 006).
  {
    path: '/forgotpassword',
    meta: defineMeta({ name: 'forgotPassword', titleKey: page('forgotPassword') }),
    load: () => import('./routes/forgot-password'),
  },
  {
    path: '/resetpassword',
    meta: defineMeta({ name: 'resetPassword', titleKey: page('resetPassword') }),
    load: () => import('./routes/reset-password'),
  },
  {
    path: '/account',
    meta: defineMeta({ name: 'account', titleKey: page('account'), ...auth }),
    load: () => import('./routes/account'),
  },
  // Ours (decision 098): the mailed link that erases the account, which works signed out.
  {
    path: '/account/erase',
    meta: defineMeta({ name: 'eraseAccount', titleKey: page('eraseAccount') }),
    load: () => import('./routes/erase-account'),
  },
  {
    path: '/aftersale',
    meta: defineMeta({ name: 'aftersale', titleKey: page('aftersale'), ...auth }),
    load: () => import('./routes/aftersale'),
  },
  {
    path: '/dashboard',
    meta: defineMeta({ name: 'dashboard', titleKey: page('dashboard'), ...auth }),
    load: () => import('./routes/dashboard'),
  },
  {
    path: '/documents',
    meta: defineMeta({ name: 'documentsIndex', titleKey: page('documents'), ...auth, ...app }),
    load: () => import('./routes/documents'),
  },
  {
    path: '/installations',
    meta: defineMeta({
      name: 'installations',
      titleKey: page('installations'),
      ...auth,
      ...app,
      homeView: true,
    }),
    // The installed app's start page, where a login lands: its code is part of the app's start
    // rather than a chunk (a dozen requests) fetched once the router runs (decision 017), and its
    // list is fetched as early as possible (decision 013).
    load: async () => ({ default: InstallationsListRoute }),
    withoutMui: true,
    firstScreen: { Component: InstallationsListRoute, namespaces: ['installations'] },
    prefetch: () =>
      import('../features/installations/api/get-installations').then(({ prefetchInstallations }) =>
        prefetchInstallations(queryClient),
      ),
  },
  {
    path: '/installations/:installationId',
    meta: defineMeta({ name: 'installation', titleKey: page('installationDetail'), ...auth }),
    load: () => import('./routes/installations/detail'),
  },
  {
    path: '/installations/deliverydetail/:id',
    meta: defineMeta({ name: 'delivery', titleKey: page('deliveryDetail'), ...own }),
    load: () => import('./routes/installations/delivery-detail'),
  },
  {
    path: '/installations/deliverydetail/order/:id',
    meta: defineMeta({ titleKey: page('deliveryPlanning'), ...own }),
    load: () => import('./routes/installations/delivery-planning'),
  },
  {
    path: '/installations/documents/:installationId',
    meta: defineMeta({ titleKey: page('installationDocuments'), ...app, ...own }),
    load: () => import('./routes/installations/documents'),
  },
  {
    path: '/installations/ichoosr/:id',
    meta: defineMeta({ titleKey: page('ichoosr'), ...own }),
    load: () => import('./routes/installations/ichoosr'),
  },
  {
    path: '/installations/inspectiondetail/:inspection',
    meta: defineMeta({ titleKey: page('inspectionDetail'), ...own }),
    load: () => import('./routes/installations/inspection-detail'),
  },
  {
    path: '/installations/invoicedetail/:id',
    meta: defineMeta({ titleKey: page('invoiceDetail'), ...own }),
    load: () => import('./routes/installations/invoice-detail'),
  },
  {
    path: '/installations/invoicedetail/list/:id',
    meta: defineMeta({ titleKey: page('invoiceList'), ...own }),
    load: () => import('./routes/installations/invoice-list'),
  },
  {
    path: '/installations/netoperator/:installationId',
    meta: defineMeta({ titleKey: page('gridOperator'), ...app, ...own }),
    load: () => import('./routes/installations/grid-operator'),
  },
  {
    path: '/installations/offerdetail/:offer',
    meta: defineMeta({ titleKey: page('offerDetail'), ...own }),
    load: () => import('./routes/installations/offer-detail'),
  },
  {
    path: '/installations/offerdetail/list/:id',
    meta: defineMeta({ titleKey: page('offerList'), ...own }),
    load: () => import('./routes/installations/offer-list'),
  },
  {
    path: '/installations/offerdetail/upsell/:offer',
    meta: defineMeta({ titleKey: page('offerUpsell'), ...own }),
    load: () => import('./routes/installations/offer-upsell'),
  },
  {
    path: '/installations/orderdetail/:id',
    meta: defineMeta({ titleKey: page('orderDetail'), ...own }),
    load: () => import('./routes/installations/order-detail'),
  },
  {
    path: '/installations/repairs/:repairId',
    meta: defineMeta({ titleKey: page('repairDetail'), feature: Feature.Support, ...own }),
    load: () => import('./routes/installations/repair-detail'),
  },
  {
    path: '/installations/repairs/list/:installationId',
    meta: defineMeta({ titleKey: page('repairList'), feature: Feature.Support, ...own }),
    load: () => import('./routes/installations/repair-list'),
  },
  {
    path: '/installations/survey/:orderId',
    meta: defineMeta({ titleKey: page('survey'), feature: Feature.Survey, ...own }),
    load: () => import('./routes/installations/survey'),
  },
  {
    path: '/loyalty',
    meta: defineMeta({
      name: 'loyalty',
      titleKey: page('loyalty'),
      feature: Feature.Loyalty,
      ...own,
    }),
    load: () => import('./routes/loyalty'),
  },
  // Ours: a customer's friend opens the referral link without an account.
  {
    path: '/referral/:code',
    meta: defineMeta({ titleKey: page('referral'), feature: Feature.Loyalty }),
    load: () => import('./routes/referral'),
  },
  {
    path: '/monitoring/device-details',
    meta: defineMeta({
      name: 'deviceDetails',
      titleKey: page('deviceDetails'),
      feature: Feature.Monitoring,
      ...app,
    }),
    load: () => import('./routes/monitoring/device-details'),
  },
  {
    path: '/monitoring/feed',
    meta: defineMeta({
      name: 'monitoring',
      titleKey: page('monitoringFeed'),
      feature: Feature.Monitoring,
      ...app,
    }),
    load: () => import('./routes/monitoring/feed'),
  },
  {
    path: '/monitoring/history',
    meta: defineMeta({
      name: 'history',
      titleKey: page('monitoringHistory'),
      feature: Feature.Monitoring,
      ...app,
    }),
    load: () => import('./routes/monitoring/history'),
  },
  {
    path: '/monitoring/insights',
    meta: defineMeta({
      name: 'insights',
      titleKey: page('monitoringInsights'),
      feature: Feature.Monitoring,
      ...app,
      // Insights need a flexio device; otherwise the customer lands on monitoring (spec §2).
      condition: {
        holds: selectedDeviceHasInsights,
        otherwise: routeNames.monitoring,
        notice: 'common:guards.insightsNeedFlexio',
      },
    }),
    load: () => import('./routes/monitoring/insights'),
  },
  {
    path: '/monitoring/plan',
    meta: defineMeta({
      name: 'energyPlan',
      titleKey: page('monitoringPlan'),
      feature: Feature.Monitoring,
      ...app,
    }),
    load: () => import('./routes/monitoring/plan'),
  },
  {
    path: '/notifications',
    meta: defineMeta({ name: 'notifications', titleKey: page('notifications'), ...auth }),
    load: () => import('./routes/notifications'),
  },
  {
    path: '/support',
    meta: defineMeta({
      name: 'support',
      titleKey: page('support'),
      feature: Feature.Support,
      ...own,
    }),
    load: () => import('./routes/support/list'),
  },
  {
    path: '/support/createissue',
    meta: defineMeta({ titleKey: page('createIssue'), feature: Feature.Support, ...own }),
    load: () => import('./routes/support/create-ticket'),
  },
  {
    path: '/support/:issueId',
    meta: defineMeta({ titleKey: page('issueDetail'), feature: Feature.Support, ...own }),
    load: () => import('./routes/support/detail'),
  },
  {
    path: '*',
    meta: defineMeta({ titleKey: page('notFound') }),
    load: () => import('./routes/not-found'),
  },
];
