import type { ReactNode, RefObject } from 'react';

/** The respondent's page: the step in view and, while a session runs, the hidden camera feed. */
export function FlowScreen({
  main,
  camera,
  children,
}: {
  main: RefObject<HTMLElement | null>;
  camera?: RefObject<HTMLVideoElement | null>;
  children: ReactNode;
}) {
  return (
    <main ref={main} tabIndex={-1} className="rsp-main">
      {children}
      {camera ? <video ref={camera} className="rsp-camera" muted playsInline aria-hidden="true" /> : null}
    </main>
  );
}
