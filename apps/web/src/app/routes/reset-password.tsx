import { Navigate, useParams } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';

/**
 * /reset-password and /reset-password/{uid}/{token}/* (seed 000 section 2).
 *
 * Which segments are uid and token: the two right after /reset-password, i.e. the route
 * parameters, as the spec's row for the sub-path variant says ("uid and token as route
 * parameters"). A trailing sub-path or slash (/reset-password/MQ/abc/extra, .../abc/) is ignored
 * rather than taken as the last two segments, so a mail client or link tracker that appends to
 * our link does not break it. Without both (plain /reset-password) the form has nothing to
 * confirm, so the user is sent to request a link.
 */
export default function ResetPasswordRoute() {
  const { uid, token } = useParams();
  if (!uid || !token) return <Navigate to="/forgot-password" replace />;
  return (
    <PublicLayout isNarrow>
      <title>Reset Password · Pango</title>
      {/* A new link (another uid/token) starts a fresh form rather than reusing this one's state. */}
      <ResetPasswordPage key={`${uid}/${token}`} uid={uid} token={token} />
    </PublicLayout>
  );
}
