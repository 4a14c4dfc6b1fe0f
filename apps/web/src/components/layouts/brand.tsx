import './layouts.css';

/** The Pango wordmark shown in every header. */
export function Brand() {
  return (
    <span className="brand">
      <span className="brand__mark" aria-hidden="true">
        P
      </span>
      Pango
    </span>
  );
}
