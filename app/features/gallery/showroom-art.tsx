/**
 * The showroom (1600×900, drawn for the gallery): four areas along the wall, health, borrower,
 * a car on its podium and careers, where GALLERY_ZONES places its links. Brand colours only,
 * through the theme's fill and stroke classes. Decorative: the page describes it in words.
 */
const LIGHTS = [304, 632, 992, 1336];

export function ShowroomArt() {
  return (
    <svg
      viewBox="0 0 1600 900"
      width="1600"
      height="900"
      className="block size-full"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      {/* Room: wall, ceiling with its gold cornice, floor in perspective. */}
      <rect width="1600" height="640" className="fill-paper" />
      {[120, 470, 790, 1210, 1480].map((x) => (
        <rect key={x} x={x} y="130" width="2" height="480" className="fill-line" />
      ))}
      <rect width="1600" height="92" className="fill-ink" />
      <rect y="92" width="1600" height="6" className="fill-gold" />
      <rect y="632" width="1600" height="10" className="fill-ink-soft" />
      <path d="M0 642H1600V900H0Z" className="fill-sand" />
      <g className="stroke-line" strokeWidth="2">
        {[-700, -300, 100, 500, 900, 1300, 1700, 2100, 2500].map((x) => (
          <line key={x} x1={800 + (x - 800) * 0.18} y1="642" x2={x} y2="900" />
        ))}
        <line x1="0" y1="700" x2="1600" y2="700" />
        <line x1="0" y1="790" x2="1600" y2="790" />
      </g>

      {/* Pendant lights and their soft cones. */}
      {LIGHTS.map((x) => (
        <g key={x}>
          <path
            d={`M${x - 18} 120L${x + 18} 120L${x + 120} 632L${x - 120} 632Z`}
            className="fill-gold-soft"
            opacity="0.45"
          />
          <rect x={x - 1} y="98" width="2" height="16" className="fill-gold" />
          <path d={`M${x - 20} 124A20 12 0 0 1 ${x + 20} 124Z`} className="fill-gold" />
        </g>
      ))}

      {/* Health: an arch with a cross and a family bench. */}
      <path d="M176 632V380A128 128 0 0 1 432 380V632Z" className="fill-sand stroke-gold" strokeWidth="4" />
      <circle cx="304" cy="382" r="66" className="fill-surface stroke-gold" strokeWidth="3" />
      <path d="M290 344h28v24h24v28h-24v24h-28v-24h-24v-28h24Z" className="fill-gold" />
      <circle cx="256" cy="500" r="14" className="fill-ink-soft" />
      <circle cx="352" cy="500" r="14" className="fill-ink-soft" />
      <circle cx="304" cy="514" r="10" className="fill-gold" />
      <path
        d="M236 548a20 26 0 0 1 40 0ZM332 548a20 26 0 0 1 40 0ZM290 548a14 18 0 0 1 28 0Z"
        className="fill-ink-soft"
      />
      <rect x="214" y="548" width="180" height="14" rx="4" className="fill-ink" />
      <rect x="226" y="562" width="8" height="70" className="fill-ink" />
      <rect x="374" y="562" width="8" height="70" className="fill-ink" />

      {/* Borrower: an arch with a house and its key on a plinth. */}
      <path d="M504 632V380A128 128 0 0 1 760 380V632Z" className="fill-sand stroke-gold" strokeWidth="4" />
      <path d="M632 300L560 362H704Z" className="fill-ink" />
      <rect x="576" y="362" width="112" height="84" className="fill-ink" />
      <rect x="620" y="396" width="24" height="50" className="fill-gold" />
      <rect x="590" y="378" width="18" height="18" className="fill-gold-soft" />
      <rect x="656" y="378" width="18" height="18" className="fill-gold-soft" />
      <rect x="582" y="520" width="100" height="112" className="fill-surface stroke-line" strokeWidth="3" />
      <rect x="572" y="508" width="120" height="14" className="fill-ink" />
      <circle cx="612" cy="576" r="14" fill="none" className="stroke-gold" strokeWidth="6" />
      <path d="M626 576H660M648 576V590M658 576V586" fill="none" className="stroke-gold" strokeWidth="6" />

      {/* Vehicles: a dark display wall, a podium and a coupé. */}
      <rect x="846" y="170" width="292" height="330" rx="20" className="fill-ink" />
      <rect x="862" y="186" width="260" height="298" rx="12" fill="none" className="stroke-gold" strokeWidth="2" />
      <circle cx="992" cy="300" r="54" fill="none" className="stroke-gold" strokeWidth="3" />
      <path d="M966 300l18 18 34-38" fill="none" className="stroke-gold" strokeWidth="6" />
      <rect x="902" y="410" width="180" height="4" className="fill-gold" />
      <ellipse cx="992" cy="676" rx="176" ry="30" className="fill-ink-soft" />
      <rect x="816" y="648" width="352" height="28" className="fill-ink-soft" />
      <ellipse cx="992" cy="648" rx="176" ry="30" className="fill-ink stroke-gold" strokeWidth="3" />
      <path
        d="M862 626C862 598 884 590 914 586L958 554C974 543 1010 540 1044 544C1066 547 1080 556 1096 582C1124 588 1130 604 1128 626Z"
        className="fill-ink-soft stroke-gold"
        strokeWidth="3"
      />
      <path
        d="M930 584L964 560C978 552 996 552 1000 552V584ZM1014 584V553C1040 553 1058 560 1074 584Z"
        className="fill-gold-soft"
      />
      <rect x="872" y="600" width="24" height="8" rx="4" className="fill-gold" />
      {[920, 1068].map((x) => (
        <g key={x}>
          <circle cx={x} cy="628" r="26" className="fill-ink" />
          <circle cx={x} cy="628" r="11" className="fill-gold" />
        </g>
      ))}

      {/* Careers: an arch with rising bars and a desk. */}
      <path d="M1224 632V372A112 112 0 0 1 1448 372V632Z" className="fill-sand stroke-gold" strokeWidth="4" />
      {[0, 1, 2, 3].map((step) => (
        <rect
          key={step}
          x={1280 + step * 32}
          y={440 - step * 34}
          width="22"
          height={40 + step * 34}
          className={step === 3 ? "fill-gold" : "fill-ink-soft"}
        />
      ))}
      <path d="M1274 392L1330 344L1356 364L1400 318" fill="none" className="stroke-gold" strokeWidth="6" />
      <path d="M1386 314H1404V332" fill="none" className="stroke-gold" strokeWidth="6" />
      <rect x="1252" y="540" width="168" height="14" rx="4" className="fill-ink" />
      <rect x="1264" y="554" width="8" height="78" className="fill-ink" />
      <rect x="1400" y="554" width="8" height="78" className="fill-ink" />
      <rect x="1300" y="510" width="56" height="30" rx="4" className="fill-surface stroke-line" strokeWidth="3" />

      {/* Columns between the areas. */}
      {[462, 786, 1188].map((x) => (
        <g key={x}>
          <rect x={x - 12} y="110" width="24" height="522" className="fill-surface stroke-line" strokeWidth="2" />
          <rect x={x - 18} y="104" width="36" height="12" className="fill-gold" />
          <rect x={x - 18} y="620" width="36" height="12" className="fill-gold" />
        </g>
      ))}
    </svg>
  );
}
