// Chooses the layout of the current page from its route meta: none for the landing page (no top
// bar, no side bar), else the app or blank layout with the page's chrome, around the page. Every
// page of a customer's own (signed-in routes and those showing his data) has the app layout, so
// the desktop side bar never leaves him; the phone's bottom bar stays on the spec's app-layout
// routes, the others keep their back button and profile menu there (decision 071).
import { Outlet, useLocation } from 'react-router';
import { PageChromeProvider } from '../../components/layouts/page-chrome';
import { PageSuspense } from '../../components/layouts/page-suspense';
import { useCurrentMeta } from '../effects/use-current-meta';
import { AppLayout } from './app-layout';
import { BlankLayout } from './blank-layout';

export function ShellLayout() {
  const meta = useCurrentMeta();
  const { pathname } = useLocation();
  if (!meta?.topBar) {
    return (
      <PageSuspense column={false}>
        <Outlet />
      </PageSuspense>
    );
  }
  return (
    <PageChromeProvider resetKey={pathname}>
      {(chrome) => {
        const page = (
          <PageSuspense>
            <Outlet />
          </PageSuspense>
        );
        if (meta.layout === 'app' || meta.requiresAuth || meta.customerData) {
          return (
            <AppLayout meta={meta} chrome={chrome} phoneBottomBar={meta.layout === 'app'}>
              {page}
            </AppLayout>
          );
        }
        return (
          <BlankLayout meta={meta} chrome={chrome}>
            {page}
          </BlankLayout>
        );
      }}
    </PageChromeProvider>
  );
}
