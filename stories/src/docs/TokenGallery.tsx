import {
  contrastRatio,
  darkTokens,
  fontSizes,
  layers,
  lightTokens,
  type QafilaTokens,
  radii,
  shadows,
  spaceScale,
  type ThemeName,
  themes,
  tones,
  vars,
} from '@qafila/ui/themes';
import type { CSSProperties, ReactNode } from 'react';

// The Tokens docs page and its story: every swatch, bar and sample is painted from the theme contract's CSS
// variables (`vars`) inside the theme's class, so the page shows what components get. The printed values and
// contrast ratios come from the typed tokens that fill the contract.

const tokensByTheme: Record<ThemeName, QafilaTokens> = { light: lightTokens, dark: darkTokens };

const cell: CSSProperties = {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  textAlign: 'start',
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: vars.typography.fontSize.xs };

/** WCAG AA for normal text is 4.5:1, for large text and control boundaries 3:1. */
function Ratio({ fg, bg, min = 4.5 }: { fg: string; bg: string; min?: number }) {
  const ratio = contrastRatio(fg, bg);
  return (
    <span style={code}>
      {ratio.toFixed(2)}:1 {ratio >= min ? '✓' : '✗'} (min {min}:1)
    </span>
  );
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      style={{
        display: 'inline-block',
        inlineSize: '2.5rem',
        blockSize: '1.5rem',
        background: colour,
        border: `1px solid ${vars.color.border.default}`,
        borderRadius: vars.radius.sm,
      }}
    />
  );
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', inlineSize: '100%', marginBlockEnd: vars.space.xl }}>
      <caption
        style={{ textAlign: 'start', fontWeight: vars.typography.fontWeight.semibold, paddingBlock: vars.space.sm }}
      >
        {caption}
      </caption>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} scope="col" style={cell}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Surfaces, text and borders, with the ratio that matters for each (text on the base surface, borders 3:1). */
export function ColourTokens({ theme }: { theme: ThemeName }) {
  const t = tokensByTheme[theme].color;
  const base = t.surface.base;
  const rows: { name: string; colour: string; value: string; ratio?: ReactNode }[] = [
    ...(['base', 'raised', 'sunken', 'inverse'] as const).map((key) => ({
      name: `surface.${key}`,
      colour: vars.color.surface[key],
      value: t.surface[key],
      ratio: key === 'inverse' ? <Ratio fg={t.text.inverse} bg={t.surface.inverse} /> : undefined,
    })),
    ...(['primary', 'secondary', 'disabled'] as const).map((key) => ({
      name: `text.${key}`,
      colour: vars.color.text[key],
      value: t.text[key],
      // Disabled text is exempt from WCAG 1.4.3; shown for information.
      ratio: <Ratio fg={t.text[key]} bg={base} min={key === 'disabled' ? 1 : 4.5} />,
    })),
    ...(['subtle', 'default', 'strong', 'focus'] as const).map((key) => ({
      name: `border.${key}`,
      colour: vars.color.border[key],
      value: t.border[key],
      ratio: key === 'strong' || key === 'focus' ? <Ratio fg={t.border[key]} bg={base} min={3} /> : undefined,
    })),
  ];
  return (
    <Table
      caption={`Surfaces, text and borders (${theme})`}
      head={['Token', 'Swatch', 'Value', 'Contrast on surface.base']}
    >
      {rows.map((row) => (
        <tr key={row.name}>
          <th scope="row" style={{ ...cell, ...code }}>
            {row.name}
          </th>
          <td style={cell}>
            <Swatch colour={row.colour} />
          </td>
          <td style={{ ...cell, ...code }}>{row.value}</td>
          <td style={cell}>{row.ratio ?? '—'}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Every tone's solid and soft forms with their foregrounds, as components use them. */
export function ToneTokens({ theme }: { theme: ThemeName }) {
  const t = tokensByTheme[theme].color;
  return (
    <Table
      caption={`Tones (${theme})`}
      head={['Tone', 'Solid + onSolid', 'onSolid on solid', 'Soft + text', 'text on soft', 'text on surface', 'border']}
    >
      {tones.map((tone) => {
        const c = t[tone];
        const v = vars.color[tone];
        return (
          <tr key={tone}>
            <th scope="row" style={{ ...cell, ...code }}>
              {tone}
            </th>
            <td style={cell}>
              <span
                style={{
                  background: v.solid,
                  color: v.onSolid,
                  paddingInline: vars.space.sm,
                  paddingBlock: vars.space.xxs,
                  borderRadius: vars.radius.sm,
                }}
              >
                {c.solid}
              </span>
            </td>
            <td style={cell}>
              <Ratio fg={c.onSolid} bg={c.solid} />
            </td>
            <td style={cell}>
              <span
                style={{
                  background: v.soft,
                  color: v.text,
                  paddingInline: vars.space.sm,
                  paddingBlock: vars.space.xxs,
                  borderRadius: vars.radius.sm,
                }}
              >
                {c.soft}
              </span>
            </td>
            <td style={cell}>
              <Ratio fg={c.text} bg={c.soft} />
            </td>
            <td style={cell}>
              <Ratio fg={c.text} bg={t.surface.base} />
            </td>
            <td style={cell}>
              <Swatch colour={v.border} /> <Ratio fg={c.border} bg={t.surface.base} min={3} />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

export function SpaceTokens() {
  return (
    <Table caption="Spacing" head={['Token', 'Value', 'Size']}>
      {spaceScale.map((key) => (
        <tr key={key}>
          <th scope="row" style={{ ...cell, ...code }}>
            space.{key}
          </th>
          <td style={{ ...cell, ...code }}>{lightTokens.space[key]}</td>
          <td style={cell}>
            <span
              style={{
                display: 'inline-block',
                inlineSize: vars.space[key],
                blockSize: '0.75rem',
                background: vars.color.accent.solid,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function RadiusTokens() {
  return (
    <Table caption="Radii" head={['Token', 'Value', 'Shape']}>
      {radii.map((key) => (
        <tr key={key}>
          <th scope="row" style={{ ...cell, ...code }}>
            radius.{key}
          </th>
          <td style={{ ...cell, ...code }}>{lightTokens.radius[key]}</td>
          <td style={cell}>
            <span
              style={{
                display: 'inline-block',
                inlineSize: '3rem',
                blockSize: '2rem',
                borderRadius: vars.radius[key],
                background: vars.color.accent.soft,
                border: `1px solid ${vars.color.accent.border}`,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function ShadowTokens({ theme }: { theme: ThemeName }) {
  const t = tokensByTheme[theme];
  return (
    <Table caption={`Shadows (${theme})`} head={['Token', 'Value', 'Elevation']}>
      {shadows.map((key) => (
        <tr key={key}>
          <th scope="row" style={{ ...cell, ...code }}>
            shadow.{key}
          </th>
          <td style={{ ...cell, ...code }}>{t.shadow[key]}</td>
          <td style={{ ...cell, paddingBlock: vars.space.md }}>
            <span
              style={{
                display: 'inline-block',
                inlineSize: '4rem',
                blockSize: '2.5rem',
                borderRadius: vars.radius.md,
                background: vars.color.surface.raised,
                boxShadow: vars.shadow[key],
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

// The tracking number is isolated with <bdi>, as the RTL guide asks, so its hyphen stays put in Arabic.
const samples = {
  latin: 'Shipment QAF-240002 arrives on 14 May',
  arabic: (
    <>
      تصل الشحنة <bdi>QAF-240002</bdi> في ١٤ مايو
    </>
  ),
};

/** The type scale in both scripts: the family and line heights come from `lang`, as in the product. */
export function TypographyTokens() {
  const { scripts, fontWeight } = lightTokens.typography;
  return (
    <>
      <Table caption="Scripts" head={['Script', 'Family', 'Line height (body / heading / control)']}>
        {(['latin', 'arabic'] as const).map((script) => (
          <tr key={script}>
            <th scope="row" style={{ ...cell, ...code }}>
              {script}
            </th>
            <td style={{ ...cell, ...code }}>{scripts[script].fontFamily}</td>
            <td style={{ ...cell, ...code }}>
              {scripts[script].lineHeight.body} / {scripts[script].lineHeight.heading} /{' '}
              {scripts[script].lineHeight.control}
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Type scale" head={['Token', 'Value', 'English', 'Arabic']}>
        {fontSizes.map((key) => (
          <tr key={key}>
            <th scope="row" style={{ ...cell, ...code }}>
              fontSize.{key}
            </th>
            <td style={{ ...cell, ...code }}>{lightTokens.typography.fontSize[key]}</td>
            <td style={{ ...cell, fontSize: vars.typography.fontSize[key] }} lang="en" dir="ltr">
              {samples.latin}
            </td>
            <td style={{ ...cell, fontSize: vars.typography.fontSize[key] }} lang="ar" dir="rtl">
              {samples.arabic}
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Weights" head={['Token', 'Value', 'English', 'Arabic']}>
        {(['regular', 'semibold', 'bold'] as const).map((key) => (
          <tr key={key}>
            <th scope="row" style={{ ...cell, ...code }}>
              fontWeight.{key}
            </th>
            <td style={{ ...cell, ...code }}>{fontWeight[key]}</td>
            <td style={{ ...cell, fontWeight: vars.typography.fontWeight[key] }} lang="en" dir="ltr">
              {samples.latin}
            </td>
            <td style={{ ...cell, fontWeight: vars.typography.fontWeight[key] }} lang="ar" dir="rtl">
              {samples.arabic}
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}

export function MotionAndLayerTokens() {
  const { motion, zIndex } = lightTokens;
  return (
    <>
      <Table
        caption="Motion (components switch to duration.instant under prefers-reduced-motion)"
        head={['Token', 'Value']}
      >
        {Object.entries(motion.duration).map(([key, value]) => (
          <tr key={key}>
            <th scope="row" style={{ ...cell, ...code }}>
              motion.duration.{key}
            </th>
            <td style={{ ...cell, ...code }}>{value}</td>
          </tr>
        ))}
        {Object.entries(motion.easing).map(([key, value]) => (
          <tr key={key}>
            <th scope="row" style={{ ...cell, ...code }}>
              motion.easing.{key}
            </th>
            <td style={{ ...cell, ...code }}>{value}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Layers (z-index)" head={['Token', 'Value']}>
        {layers.map((key) => (
          <tr key={key}>
            <th scope="row" style={{ ...cell, ...code }}>
              zIndex.{key}
            </th>
            <td style={{ ...cell, ...code }}>{zIndex[key]}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** A themed panel: the theme class fills the contract's variables for everything inside. */
export function ThemePanel({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  return (
    <div
      className={themes[theme]}
      style={{
        background: vars.color.surface.base,
        color: vars.color.text.primary,
        fontFamily: vars.typography.fontFamily,
        lineHeight: vars.typography.lineHeight.body,
        padding: vars.space.lg,
        borderRadius: vars.radius.lg,
        border: `1px solid ${vars.color.border.subtle}`,
        marginBlockEnd: vars.space.lg,
      }}
    >
      {children}
    </div>
  );
}

/** Everything on one themed panel (used by the Foundations/Tokens stories). */
export function TokenGallery({ theme }: { theme: ThemeName }) {
  return (
    <ThemePanel theme={theme}>
      <ColourTokens theme={theme} />
      <ToneTokens theme={theme} />
      <ShadowTokens theme={theme} />
      <SpaceTokens />
      <RadiusTokens />
      <TypographyTokens />
      <MotionAndLayerTokens />
    </ThemePanel>
  );
}
