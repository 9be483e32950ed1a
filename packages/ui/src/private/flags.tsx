import type { SVGProps } from 'react';

// Flags are inline SVG: emoji flags do not render on many systems (Windows shows two letters). Flags never mirror
// in right-to-left layouts. Each is 1em high, decorative, with a hairline edge so white parts stay visible.
type FlagProps = SVGProps<SVGSVGElement>;

/** The flag of the United Arab Emirates (2:1). */
export function FlagAE(props: FlagProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 12" height="1em" width="2em" {...props}>
      <rect width="24" height="4" fill="#00732F" />
      <rect y="4" width="24" height="4" fill="#FFFFFF" />
      <rect y="8" width="24" height="4" fill="#000000" />
      <rect width="6" height="12" fill="#FF0000" />
      <rect x="0.25" y="0.25" width="23.5" height="11.5" fill="none" stroke="rgb(0 0 0 / 0.2)" strokeWidth="0.5" />
    </svg>
  );
}

const usStripes = Array.from({ length: 13 }, (_, index) => index).filter((index) => index % 2 === 0);
const usStars = Array.from({ length: 12 }, (_, index) => ({
  x: 1 + (index % 4) * 1.85,
  y: 0.9 + Math.floor(index / 4) * 1.75,
}));

/** The flag of the United States (19:10), simplified: stripes and a starred canton. */
export function FlagUS(props: FlagProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 19 10" height="1em" width="1.9em" {...props}>
      <rect width="19" height="10" fill="#FFFFFF" />
      {usStripes.map((index) => (
        <rect key={index} y={(index * 10) / 13} width="19" height={10 / 13} fill="#B22234" />
      ))}
      <rect width="7.6" height={(7 * 10) / 13} fill="#3C3B6E" />
      {usStars.map(({ x, y }) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="0.35" fill="#FFFFFF" />
      ))}
      <rect x="0.2" y="0.2" width="18.6" height="9.6" fill="none" stroke="rgb(0 0 0 / 0.2)" strokeWidth="0.4" />
    </svg>
  );
}
