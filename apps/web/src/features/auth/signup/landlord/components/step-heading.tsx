import { useEffect, useRef, type ReactNode } from 'react';

type StepHeadingProps = { children: ReactNode; shouldFocus: boolean };

/** The step's heading; focused after a step change so keyboard and screen-reader users start at
 *  the top of the new step (not on first load, which would steal focus from the page). */
export function StepHeading({ children, shouldFocus }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shouldFocus) ref.current?.focus();
  }, [shouldFocus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="landlord-signup__heading">
      {children}
    </h2>
  );
}
