// The brand logo (spec §2): horizontal or vertical, in normal colours (on light) or inverse
// (on dark or on the accent). The files live in public/brand so the manifest and emails can
// use them too.
import { useLingui } from '@lingui/react/macro';

export type LogoOrientation = 'horizontal' | 'vertical';

export function logoSrc(orientation: LogoOrientation, inverse = false): string {
  return `/brand/logo-${orientation}${inverse ? '-inverse' : ''}.svg`;
}

/** The mark alone (also the favicon), for tight spaces such as a phone's header. */
export function LogoMark({ size = 32 }: { size?: number }) {
  const { t } = useLingui();
  return <img className="logo logo--mark" src="/favicon.svg" alt={t`Touchline`} width={size} height={size} />;
}

export function Logo({ orientation = 'horizontal', inverse = false, height }: { orientation?: LogoOrientation; inverse?: boolean; height?: number }) {
  const { t } = useLingui();
  const h = height ?? (orientation === 'horizontal' ? 32 : 72);
  const w = Math.round(h * (orientation === 'horizontal' ? 204 / 48 : 160 / 104));
  return <img className="logo" src={logoSrc(orientation, inverse)} alt={t`Touchline`} width={w} height={h} />;
}
