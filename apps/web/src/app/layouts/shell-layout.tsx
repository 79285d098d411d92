// Chooses the layout of the current page from its route meta: none for the landing page (no top
// bar, no side bar), else the app or blank layout with the page's chrome, around the page.
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
        const Layout = meta.layout === 'app' ? AppLayout : BlankLayout;
        return (
          <Layout meta={meta} chrome={chrome}>
            <PageSuspense>
              <Outlet />
            </PageSuspense>
          </Layout>
        );
      }}
    </PageChromeProvider>
  );
}
