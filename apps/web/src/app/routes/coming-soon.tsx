import { PublicLayout } from '@/components/layouts/public-layout';

type ComingSoonProps = { title: string };

/** A screen whose content comes with a later issue: its title and nothing invented. */
export function ComingSoon({ title }: ComingSoonProps) {
  return (
    <div className="page">
      <title>{`${title} · Pango`}</title>
      <h1>{title}</h1>
      <p className="muted">This screen is coming soon.</p>
    </div>
  );
}

/** The same, for the screens reachable without signing in (they bring their own <main>). */
export function PublicComingSoon({ title }: ComingSoonProps) {
  return (
    <PublicLayout>
      <ComingSoon title={title} />
    </PublicLayout>
  );
}
