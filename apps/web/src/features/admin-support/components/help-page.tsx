import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@pango/shared';
import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import './admin-support.css';

const FAQ = [
  {
    id: 'add-tenant',
    question: 'How do I add a tenant?',
    answer: (
      <>
        <p>
          Tenants sign up themselves with your landlord code. On the{' '}
          <Link to="/admin/dashboard">Dashboard</Link>, use Copy Tenant Invite and send the link to
          your tenant: it opens the tenant sign-up with your code already filled in.
        </p>
        <p>
          Their application then appears in <Link to="/admin/tenants">Tenant Management</Link>,
          where you approve it and assign a unit.
        </p>
      </>
    ),
  },
  {
    id: 'rental-prices',
    question: 'How do I update rental prices?',
    answer: (
      <p>
        Go to <Link to="/admin/payments">Payments</Link>. You can change the rent of one unit, or
        update many at once by a percentage or a fixed amount, for all units or one room type. A
        preview shows the new rents before you apply them.
      </p>
    ),
  },
  {
    id: 'maintenance',
    question: 'How do I handle maintenance requests?',
    answer: (
      <p>
        Tenants report issues from their portal. They appear under{' '}
        <Link to="/admin/reports">Reports &amp; Issues</Link>, where you can filter them by
        property, status and category and mark them resolved. The bell at the top shows how many are
        open.
      </p>
    ),
  },
  {
    id: 'send-emails',
    question: 'How do I send emails to my tenants?',
    answer: (
      <p>
        Email all the tenants of a property, or the ones you choose, from{' '}
        <Link to="/admin/reports">Reports &amp; Issues</Link>. For monthly rent reminders, choose
        the dates once under <Link to="/admin/settings">Settings</Link> (Monthly Payment Reminders)
        and they are sent automatically.
      </p>
    ),
  },
] as const;

/** A documentation link opens its answer as well as scrolling to it. */
function openEntry(id: string) {
  const details = document.getElementById(`faq-${id}`);
  if (details instanceof HTMLDetailsElement) details.open = true;
}

const telHref = `tel:${SUPPORT_PHONE.replaceAll(' ', '')}`;

/** /admin/help: Help and Support (seed 001 section 2): four FAQ entries and contact cards. */
export function HelpPage() {
  return (
    <div className="page help-page">
      <title>Help and Support · Pango</title>
      <div className="page__header">
        <h1>Help and Support</h1>
        <p className="muted">Answers to common questions, and how to reach us.</p>
      </div>

      <section aria-labelledby="faq-title" className="support-section">
        <h2 id="faq-title">Frequently Asked Questions</h2>
        <div className="faq">
          {FAQ.map((entry) => (
            <details key={entry.id} id={`faq-${entry.id}`} className="faq__item">
              <summary className="faq__question">{entry.question}</summary>
              <div className="faq__answer">{entry.answer}</div>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="contact-title" className="support-section">
        <h2 id="contact-title">Contact Us</h2>
        <div className="support-grid">
          <Card role="group" aria-labelledby="contact-email">
            <h3 id="contact-email">Email Support</h3>
            <p className="muted">Write to us about your account, billing or a problem.</p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </Card>
          <Card role="group" aria-labelledby="contact-phone">
            <h3 id="contact-phone">Phone Support</h3>
            <p className="muted">Call us for urgent questions or Enterprise pricing.</p>
            <a href={telHref}>{SUPPORT_PHONE}</a>
          </Card>
          <Card role="group" aria-labelledby="contact-docs">
            <h3 id="contact-docs">Documentation</h3>
            <p className="muted">Guides to the most common tasks, on this page.</p>
            <ul className="support-links">
              {FAQ.map((entry) => (
                <li key={entry.id}>
                  <a href={`#faq-${entry.id}`} onClick={() => openEntry(entry.id)}>
                    {entry.question}
                  </a>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </section>
    </div>
  );
}
