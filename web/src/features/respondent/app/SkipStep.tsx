import { useEffect, useRef } from 'react';

/** A step with nothing to do (calibration without a camera) passes at once. */
export function SkipStep({ onSkip }: { onSkip: () => void }) {
  const skipped = useRef(false);
  useEffect(() => {
    if (skipped.current) return;
    skipped.current = true;
    onSkip();
  }, [onSkip]);
  return null;
}
