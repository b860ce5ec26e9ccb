/** The AdPulse mark: a pulse line crossing a rounded square, with the word mark. */
export function Logo({ tone = 'light', showName = true }: { tone?: 'light' | 'brand'; showName?: boolean }) {
  const color = tone === 'light' ? '#ffffff' : '#3b0764';
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: '0.5rem',
        color,
        fontWeight: 700,
        fontSize: '1.25rem',
      }}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={tone === 'light' ? 'rgba(255,255,255,0.14)' : '#3b0764'} />
        <path
          d="M4 17h6l3-7 5 14 3-7h7"
          fill="none"
          stroke="#fb7185"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {showName ? <span>AdPulse</span> : null}
    </span>
  );
}
