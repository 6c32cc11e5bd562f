// The Nervus mark (the app icon's 'N'), drawn as SVG so it shows on every machine; emoji logos
// rendered as empty boxes where no emoji font is installed.
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg className="logo" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#4b32c3" />
      <path d="M18 46V18h6l16 19V18h6v28h-6L24 27v19z" fill="#fff" />
    </svg>
  );
}
