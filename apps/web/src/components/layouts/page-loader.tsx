import { Spinner } from '@/components/ui/spinner';
import './layouts.css';

/** Full-area "Loading..." used while the session or a screen's code loads. */
export function PageLoader() {
  return (
    <div className="page-loader">
      <Spinner />
    </div>
  );
}
