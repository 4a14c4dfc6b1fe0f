import { Button } from '@/components/ui/button';
import './layouts/layouts.css';

/** The crash screen: its own <main> because the layout that held one may be what broke. */
export function ErrorFallback() {
  return (
    <main id="main" className="public-layout__main public-layout__main--narrow">
      <div role="alert">
        <h1>Something went wrong</h1>
        <p>We&apos;re sorry, but something unexpected happened. Please try refreshing the page.</p>
      </div>
      <Button onClick={() => window.location.reload()}>Refresh Page</Button>
    </main>
  );
}
