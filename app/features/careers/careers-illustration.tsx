/** An original, decorative illustration: a desk lamp over an open folder, in the brand colours. */
export function CareersIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 240" className={className} aria-hidden="true" focusable="false">
      <rect x="20" y="40" width="280" height="180" rx="24" className="fill-sand" />
      <circle cx="240" cy="86" r="34" className="fill-gold-soft" />
      <path d="M70 190 L110 110 L210 110 L250 190 Z" className="fill-surface stroke-line" strokeWidth="3" />
      <path d="M96 190 L126 128 L196 128 L226 190 Z" className="fill-gold-soft" />
      <rect x="126" y="146" width="70" height="6" rx="3" className="fill-gold-strong" />
      <rect x="122" y="162" width="78" height="6" rx="3" className="fill-ink-soft" />
      <path d="M86 70 L126 58 L132 92 Z" className="fill-ink" />
      <path d="M128 75 L170 120" className="stroke-ink" strokeWidth="5" strokeLinecap="round" />
      <circle cx="240" cy="86" r="10" className="fill-gold" />
    </svg>
  );
}
