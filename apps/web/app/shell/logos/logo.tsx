import { type BadgeLine, GOLD, INK, LOGO_TABLE, type LogoEntry, type LogoName, MUTED, SURFACE } from './logo-table.tsx';

export { LOGO_TABLE, type LogoName, type LogoSize } from './logo-table.tsx';

export interface LogoProps {
  name: LogoName;
  className?: string;
  /** Overrides the default accessible name (the table's `label`). */
  title?: string;
  /** Short market suffix shown as a small pill where the mark has room for one (the brand: "UK", "DE", "ES"). */
  siteLabel?: string;
  /** Glyphs only: they are `aria-hidden` unless given a `title` or `decorative={false}`. */
  decorative?: boolean;
  /** Badges only: the text of their lines where it is data (a helpline's name and number), each fitted to the line's designed width. */
  lines?: readonly string[];
}

const FONT = 'system-ui, sans-serif';

/**
 * Any page-frame mark or glyph from the table, as an inline SVG with a fixed viewBox and
 * explicit width/height, not focusable. Marks are `role="img"` with an `aria-label`; glyphs
 * are decorative by default. Pure, no ids: renders identically on server and client and twice
 * in one document.
 */
export function Logo({ name, className, title, siteLabel, decorative, lines }: LogoProps) {
  const entry: LogoEntry = LOGO_TABLE[name];
  const { width, height } = entry.size;
  const viewBox = `0 0 ${width} ${height}`;
  if (entry.kind === 'glyph') {
    const hidden = decorative ?? title === undefined;
    const a11y = hidden ? { 'aria-hidden': true } : { role: 'img', 'aria-label': title ?? entry.label };
    return (
      <svg
        viewBox={viewBox}
        width={width}
        height={height}
        focusable="false"
        className={className}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...a11y}
      >
        {entry.art}
      </svg>
    );
  }
  const pill = entry.kind === 'mark' && entry.pill && siteLabel ? { x: entry.pill.x, text: siteLabel.trim() } : undefined;
  const label = title ?? (pill?.text ? `${entry.label} ${pill.text}` : entry.label);
  return (
    <svg viewBox={viewBox} width={width} height={height} role="img" aria-label={label} focusable="false" className={className} fontFamily={FONT}>
      {entry.kind === 'badge' ? <BadgeArt width={width} height={height} icon={entry.icon} lines={withText(entry.lines, lines)} /> : entry.art}
      {pill?.text && <SitePill x={pill.x} maxWidth={width - pill.x - 2} text={pill.text} />}
    </svg>
  );
}

/**
 * A badge's lines with the given texts: each as wide as the text needs (about 0.58 em a
 * character) up to the line's designed width, so a short name is not stretched.
 */
function withText(designed: readonly BadgeLine[], texts: readonly string[] | undefined): readonly BadgeLine[] {
  if (!texts) return designed;
  return designed.map((line, index) => {
    const text = texts[index] ?? '';
    // The designed text keeps its designed width; another text is as wide as it needs.
    if (text === line.text) return line;
    return { ...line, text, width: Math.min(line.width, Math.round(text.length * line.size * 0.58)) };
  });
}

/** The house badge: rounded light outline, gold pictogram on the left, one or two lines of text. */
function BadgeArt({ width, height, icon, lines }: Pick<Extract<LogoEntry, { kind: 'badge' }>, 'icon' | 'lines'> & { width: number; height: number }) {
  return (
    <>
      <rect x="0.75" y="0.75" width={width - 1.5} height={height - 1.5} rx="8" fill={SURFACE} stroke={INK} strokeOpacity="0.55" strokeWidth="1.5" />
      <g transform="translate(8 8)" fill="none" stroke={GOLD} strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
        {icon}
      </g>
      {lines
        .filter((line) => line.text)
        .map((line) => (
          <text
            key={line.y}
            x="36"
            y={line.y}
            fontSize={line.size}
            fontWeight={line.bold ? 700 : 400}
            fill={line.bold ? INK : MUTED}
            textLength={line.width}
            lengthAdjust="spacingAndGlyphs"
          >
            {line.text}
          </text>
        ))}
    </>
  );
}

/** The site-label pill; a long label is squeezed to fit the room left of the mark's edge. */
function SitePill({ x, maxWidth, text }: { x: number; maxWidth: number; text: string }) {
  const pillWidth = Math.min(maxWidth, 12 + 6.4 * text.length);
  const squeeze = 6.4 * text.length > pillWidth - 10;
  return (
    <>
      <rect x={x} y="12" width={pillWidth} height="16" rx="8" fill="none" stroke={GOLD} strokeWidth="1.2" />
      <text
        x={x + pillWidth / 2}
        y="23.2"
        textAnchor="middle"
        fontSize="9"
        fontWeight="700"
        fill={GOLD}
        textLength={squeeze ? pillWidth - 10 : undefined}
        lengthAdjust={squeeze ? 'spacingAndGlyphs' : undefined}
      >
        {text}
      </text>
    </>
  );
}
