/**
 * Original line illustrations in the brand colours (design tokens through CSS variables), drawn
 * for the product pages. Decorative: the page's text says everything they show.
 */
const INK = "var(--color-ink)";
const GOLD = "var(--color-gold)";
const SAND = "var(--color-gold-soft)";

type Props = { className?: string };

function Frame({ children, className }: Props & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 320 180"
      width="320"
      height="180"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="8" y="8" width="304" height="164" rx="28" fill={SAND} />
      {children}
    </svg>
  );
}

export function FamilyIllustration(props: Props) {
  return (
    <Frame {...props}>
      <path d="M40 150h240" stroke={INK} />
      <circle cx="110" cy="62" r="16" stroke={INK} />
      <path d="M84 150v-40a26 26 0 0 1 52 0v40" stroke={INK} />
      <circle cx="196" cy="58" r="18" stroke={INK} />
      <path d="M168 150v-42a28 28 0 0 1 56 0v42" stroke={INK} />
      <circle cx="150" cy="98" r="10" fill={GOLD} />
      <path d="M136 150v-20a14 14 0 0 1 28 0v20" stroke={INK} />
      <path d="M246 60l14 6v14c0 12-6 20-14 24-8-4-14-12-14-24V66z" stroke={GOLD} />
    </Frame>
  );
}

export function SeniorIllustration(props: Props) {
  return (
    <Frame {...props}>
      <path d="M40 150h240" stroke={INK} />
      <circle cx="120" cy="60" r="17" stroke={INK} />
      <path d="M94 150v-44a26 26 0 0 1 52 0v44" stroke={INK} />
      <path d="M150 112l18 38" stroke={GOLD} />
      <circle cx="200" cy="64" r="17" stroke={INK} />
      <path d="M174 150v-44a26 26 0 0 1 52 0v44" stroke={INK} />
      <path d="M248 52c8 0 14 6 14 14 0 12-14 20-14 20s-14-8-14-20c0-8 6-14 14-14z" fill={GOLD} />
    </Frame>
  );
}

export function CarIllustration(props: Props) {
  return (
    <Frame {...props}>
      <path d="M40 150h240" stroke={INK} />
      <path d="M70 128h180v-22l-28-8-26-26H134l-34 26-30 8z" stroke={INK} />
      <circle cx="112" cy="130" r="16" fill={GOLD} stroke={INK} />
      <circle cx="210" cy="130" r="16" fill={GOLD} stroke={INK} />
      <path d="M140 80h50l18 20h-82z" stroke={GOLD} />
    </Frame>
  );
}

export function CompanyIllustration(props: Props) {
  return (
    <Frame {...props}>
      <path d="M40 150h240" stroke={INK} />
      <rect x="90" y="50" width="80" height="100" rx="6" stroke={INK} />
      <rect x="180" y="80" width="50" height="70" rx="6" stroke={INK} />
      <path d="M108 72h12M140 72h12M108 96h12M140 96h12M108 120h12M140 120h12M196 102h18M196 124h18" stroke={GOLD} />
    </Frame>
  );
}

export function LoanIllustration(props: Props) {
  return (
    <Frame {...props}>
      <path d="M40 150h240" stroke={INK} />
      <path d="M100 150V92l60-42 60 42v58" stroke={INK} />
      <rect x="146" y="112" width="28" height="38" rx="4" stroke={INK} />
      <path d="M236 60l16 7v16c0 14-7 23-16 27-9-4-16-13-16-27V67z" fill={GOLD} />
    </Frame>
  );
}
