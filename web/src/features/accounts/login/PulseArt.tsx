/** The login page's illustration: two attention curves over a faint grid, drawn inline (no image to fetch). */
export function PulseArt() {
  return (
    <svg className="ap-auth__pulse" viewBox="0 0 360 180" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="ap-pulse-fill" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="#fb7185" stopOpacity="0.45" />
          <stop offset="100%" stopColor="#fb7185" stopOpacity="0" />
        </linearGradient>
      </defs>
      {[30, 75, 120, 165].map((y) => (
        <line key={y} x1="0" x2="360" y1={y} y2={y} stroke="rgba(255,255,255,0.12)" />
      ))}
      <path
        d="M0 140 C40 130 60 60 100 70 S160 150 200 110 S270 20 310 40 S350 90 360 80 L360 180 L0 180 Z"
        fill="url(#ap-pulse-fill)"
      />
      <path
        d="M0 140 C40 130 60 60 100 70 S160 150 200 110 S270 20 310 40 S350 90 360 80"
        fill="none"
        stroke="#fb7185"
        strokeWidth="3"
      />
      <path
        d="M0 120 C50 125 80 100 120 105 S190 80 230 90 S300 120 360 100"
        fill="none"
        stroke="#c4b5fd"
        strokeWidth="2"
        strokeDasharray="6 6"
      />
      <circle cx="310" cy="40" r="6" fill="#fff" stroke="#fb7185" strokeWidth="3" />
    </svg>
  );
}
