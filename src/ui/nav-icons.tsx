// Line icons for the bottom navigation (24px, currentColor).
const common = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const HomeIcon = () => (
  <svg {...common}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h14V9.5" />
    <path d="M10 21v-6h4v6" />
  </svg>
);

export const FixturesIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7 4 3-1.5 4.5h-5L8 10z" />
    <path d="M12 3v4M21 10.5 16 10M3 10.5 8 10M7 20l2.5-5.5M17 20l-2.5-5.5" />
  </svg>
);

export const TrainingIcon = () => (
  <svg {...common}>
    <path d="M4 20h16" />
    <path d="M7 20 10 6h4l3 14" />
    <path d="M8.5 13h7" />
  </svg>
);

export const ClubsIcon = () => (
  <svg {...common}>
    <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z" />
  </svg>
);

export const MoreIcon = () => (
  <svg {...common}>
    <circle cx="5" cy="12" r="1.5" />
    <circle cx="12" cy="12" r="1.5" />
    <circle cx="19" cy="12" r="1.5" />
  </svg>
);
