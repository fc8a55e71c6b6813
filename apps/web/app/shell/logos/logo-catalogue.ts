import type { ComponentType } from 'react';
import { Age18Logo } from './age-18-logo.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { CheckDeinSpielLogo } from './check-dein-spiel-logo.tsx';
import { GglLogo } from './ggl-logo.tsx';
import { JuegoSeguroLogo } from './juego-seguro-logo.tsx';
import { JugarBienLogo } from './jugar-bien-logo.tsx';
import { LOGO_SIZES, type LogoSize } from './logo-sizes.ts';
import type { LogoProps } from './logo-svg.tsx';
import { MgaLicenceLogo } from './mga-licence-logo.tsx';
import { RofusLogo } from './rofus-logo.tsx';
import { SaferGamblingLogo } from './safer-gambling-logo.tsx';
import { SelfExclusionUkLogo } from './self-exclusion-uk-logo.tsx';
import { SjalvtestLogo } from './sjalvtest-logo.tsx';
import { SpelgranserLogo } from './spelgranser-logo.tsx';
import { SpelpausLogo } from './spelpaus-logo.tsx';
import { SpillemyndighedenLogo } from './spillemyndigheden-logo.tsx';
import { StopSpilletLogo } from './stopspillet-logo.tsx';
import { UkgcLogo } from './ukgc-logo.tsx';

export { LOGO_SIZES, type LogoSize } from './logo-sizes.ts';
export type { LogoProps } from './logo-svg.tsx';

/** Every page-frame mark by key, so market data can name its logos. Keys match `LOGO_SIZES`. */
export const LOGOS = {
  brand: BrandLogo,
  mga: MgaLicenceLogo,
  ukgc: UkgcLogo,
  age18: Age18Logo,
  saferGambling: SaferGamblingLogo,
  selfExclusionUk: SelfExclusionUkLogo,
  spelpaus: SpelpausLogo,
  spelgranser: SpelgranserLogo,
  sjalvtest: SjalvtestLogo,
  spillemyndigheden: SpillemyndighedenLogo,
  rofus: RofusLogo,
  stopspillet: StopSpilletLogo,
  juegoSeguro: JuegoSeguroLogo,
  jugarBien: JugarBienLogo,
  ggl: GglLogo,
  checkDeinSpiel: CheckDeinSpielLogo,
} as const satisfies Record<keyof typeof LOGO_SIZES, ComponentType<LogoProps>>;

export type LogoName = keyof typeof LOGOS;

/** Rendered size of a mark: the same numbers as its SVG width/height attributes. */
export function logoSize(name: LogoName): LogoSize {
  return LOGO_SIZES[name];
}
