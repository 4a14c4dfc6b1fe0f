import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoader } from '@/components/layouts/page-loader';
import { setNavigator } from '@/lib/navigation';

/**
 * Wraps every route: the crash fallback, the spinner shown while a screen's code loads, and the
 * bridge that lets the API client and logout navigate from outside React.
 */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to) => navigate(to, { replace: true }));
  }, [navigate]);

  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
