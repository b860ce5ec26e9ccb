import type { ReactNode } from 'react';
import { Heading, Text } from '@aws-amplify/ui-react';

/** A friendly empty list: a drawing, what it means, and what to do next. */
export function EmptyState({ title, body, action }: { title: string; body: string; action?: ReactNode }) {
  return (
    <section className="ap-empty ap-card" aria-labelledby="empty-title">
      <EmptyArt />
      <Heading level={2} id="empty-title">
        {title}
      </Heading>
      <Text className="ap-empty__body">{body}</Text>
      {action}
    </section>
  );
}

function EmptyArt() {
  return (
    <svg className="ap-empty__art" viewBox="0 0 240 150" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="136" rx="92" ry="10" fill="#ede9fe" />
      <rect x="38" y="30" width="120" height="80" rx="10" fill="#ddd6fe" transform="rotate(-6 98 70)" />
      <rect x="70" y="22" width="132" height="88" rx="10" fill="#fff" stroke="#c4b5fd" strokeWidth="3" />
      <rect x="82" y="34" width="108" height="50" rx="6" fill="#f5f3ff" />
      <path d="M126 49 L146 59 L126 69 Z" fill="#7c3aed" />
      <rect x="82" y="92" width="64" height="8" rx="4" fill="#ddd6fe" />
      <path
        d="M84 78 Q104 60 120 72 T160 66 T188 60"
        fill="none"
        stroke="#fb7185"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="200" cy="30" r="14" fill="#fb7185" />
      <path d="M200 23 V37 M193 30 H207" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
