import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clearSignup,
  newRegistrationSessionId,
  readSignup,
  writeSignup,
  type SignupKind,
} from './signup-storage';

export type SignupProgress<Values> = {
  sessionId: string;
  step: number;
  /** The values saved before a reload (passwords and files are never among them). */
  restored: Partial<Values>;
  /** Moves to a step and saves the values typed so far. */
  goTo: (step: number, values: Partial<Values>) => void;
  /** Saves the current step's values (call on change so a reload keeps them). */
  save: (values: Partial<Values>) => void;
  /** Forgets the signup (after completion or when the user switches away). */
  reset: () => void;
};

/**
 * Step counter, registration session id and reload persistence of one signup wizard. Reports
 * whether there is progress worth a confirmation before switching away (past the Welcome step).
 */
export function useSignupProgress<Values>(
  kind: SignupKind,
  onProgressChange?: (hasProgress: boolean) => void,
): SignupProgress<Values> {
  const [initial] = useState(() => readSignup<Values>(kind));
  const [sessionId, setSessionId] = useState(
    () => initial?.sessionId ?? newRegistrationSessionId(),
  );
  const [step, setStep] = useState(initial?.step ?? 1);
  const valuesRef = useRef<Partial<Values>>(initial?.values ?? {});

  useEffect(() => {
    onProgressChange?.(step > 1);
  }, [step, onProgressChange]);

  const save = useCallback(
    (values: Partial<Values>) => {
      valuesRef.current = { ...valuesRef.current, ...values };
      writeSignup(kind, { sessionId, step, values: valuesRef.current });
    },
    [kind, sessionId, step],
  );

  const goTo = useCallback(
    (next: number, values: Partial<Values>) => {
      valuesRef.current = { ...valuesRef.current, ...values };
      writeSignup(kind, { sessionId, step: next, values: valuesRef.current });
      setStep(next);
    },
    [kind, sessionId],
  );

  const reset = useCallback(() => {
    clearSignup(kind);
    valuesRef.current = {};
    setSessionId(newRegistrationSessionId());
    setStep(1);
  }, [kind]);

  return { sessionId, step, restored: initial?.values ?? {}, goTo, save, reset };
}
