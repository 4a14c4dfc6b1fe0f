import { useCallback, useEffect, useId, useRef, useState, type UIEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import '@/components/ui/button.css';
import '@/components/ui/dialog.css';
import { SCROLL_END_TOLERANCE_PX } from '../messages';
import { reportTexts, useReportTexts, type ReportKey } from '../texts';

/**
 * The terms' sections, each its heading key and paragraph keys, read from the catalogue's keys
 * (terms.<section>.heading, terms.<section>.<paragraph>): report.json's English is TERMS_SECTIONS
 * word for word (catalogues.test.ts), so the bundle holds the English once.
 */
const TERMS = Object.keys(reportTexts.en).reduce<{ heading: ReportKey; paragraphs: ReportKey[] }[]>(
  (sections, key) => {
    const match = /^terms\.(\d+)\.(heading|\d+)$/.exec(key);
    if (!match) return sections;
    const index = Number(match[1]) - 1;
    sections[index] ??= { heading: `terms.${index + 1}.heading` as ReportKey, paragraphs: [] };
    if (match[2] !== 'heading') sections[index].paragraphs.push(key as ReportKey);
    return sections;
  },
  [],
);

type TermsDialogProps = {
  isOpen: boolean;
  isAccepted: boolean;
  onAccept: () => void;
  onClose: () => void;
};

function isScrolledToEnd(body: HTMLElement): boolean {
  return body.scrollTop + body.clientHeight >= body.scrollHeight - SCROLL_END_TOLERANCE_PX;
}

/**
 * The Terms & Conditions modal (seed 002 section 2). Its own <dialog> rather than ui/Dialog:
 * that one always shows a close button, and this one may not be closed (button, Escape or
 * the back gesture) until the terms are accepted.
 */
export function TermsDialog({ isOpen, isAccepted, onAccept, onClose }: TermsDialogProps) {
  const t = useReportTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [hasReachedEnd, setHasReachedEnd] = useState(false);
  const titleId = useId();
  const hintId = useId();
  const canAccept = isAccepted || hasReachedEnd;

  const requestClose = useCallback(() => {
    if (isAccepted) onClose();
  }, [isAccepted, onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // Focus the scrollable text so keyboard users can scroll it with the arrow keys.
      bodyRef.current?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
      openerRef.current?.focus();
    }
  }, [isOpen]);

  // A tall screen shows the whole text at once: nothing to scroll, so accepting is allowed.
  useEffect(() => {
    if (!isOpen) return;
    const check = () => {
      const body = bodyRef.current;
      if (body && isScrolledToEnd(body)) setHasReachedEnd(true);
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [isOpen]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (isScrolledToEnd(event.currentTarget)) setHasReachedEnd(true);
  };

  return (
    <dialog
      ref={ref}
      className="dialog terms-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClose={() => {
        // Closed by the browser itself (e.g. a repeated Escape): before acceptance it comes back.
        if (!isOpen) return;
        if (isAccepted) onClose();
        else ref.current?.showModal();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        requestClose();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {t('terms.title')}
        </h2>
        {isAccepted && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('terms.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      {isOpen && (
        <>
          <div
            ref={bodyRef}
            className="dialog__body terms-dialog__body"
            tabIndex={0}
            role="region"
            aria-label={t('terms.text')}
            data-testid="terms-body"
            onScroll={onScroll}
          >
            {TERMS.map((section) => (
              <section key={section.heading} className="terms-dialog__section">
                <h3 className="terms-dialog__heading">{t(section.heading)}</h3>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{t(paragraph)}</p>
                ))}
              </section>
            ))}
          </div>
          {!isAccepted && (
            <div className="dialog__footer terms-dialog__footer">
              {!canAccept && (
                <p id={hintId} className="terms-dialog__hint">
                  {t('terms.scrollHint')}
                </p>
              )}
              <Button
                isBlock
                disabled={!canAccept}
                aria-describedby={canAccept ? undefined : hintId}
                onClick={onAccept}
              >
                {canAccept ? t('terms.accept') : t('terms.scrollToEnable')}
              </Button>
            </div>
          )}
        </>
      )}
    </dialog>
  );
}
