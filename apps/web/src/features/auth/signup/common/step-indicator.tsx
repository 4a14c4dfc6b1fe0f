import './signup.css';

type StepIndicatorProps = { step: number; total: number; title: string };

/** "Step 2 of 4 · Personal and business info" with a progress bar, announced on change. */
export function StepIndicator({ step, total, title }: StepIndicatorProps) {
  return (
    <div className="step-indicator">
      <p className="step-indicator__label" aria-live="polite">
        Step {step} of {total}
        <span className="muted"> · {title}</span>
      </p>
      <div
        className="step-indicator__bar"
        role="progressbar"
        aria-label="Sign-up progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
      >
        <span style={{ width: `${(step / total) * 100}%` }} />
      </div>
    </div>
  );
}
