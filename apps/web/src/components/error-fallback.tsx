import en from '@pango/shared/i18n/web/en/crash.json';
import { Button } from '@/components/ui/button';
import { defineTexts, useTexts } from '@/lib/i18n/texts';
import './layouts/layouts.css';

// The crash screen's words in the reader's language (ADR 044). This module loads only after a
// crash (error-boundary.tsx), so neither language weighs on any first load.
const crashTexts = defineTexts(en, { sw: () => import('@pango/shared/i18n/web/sw/crash.json') });

/** The crash screen: its own <main> because the layout that held one may be what broke. */
export function ErrorFallback() {
  const t = useTexts(crashTexts);
  return (
    <main id="main" className="public-layout__main public-layout__main--narrow">
      <div role="alert">
        <h1>{t('title')}</h1>
        <p>{t('body')}</p>
      </div>
      <Button onClick={() => window.location.reload()}>{t('refresh')}</Button>
    </main>
  );
}
