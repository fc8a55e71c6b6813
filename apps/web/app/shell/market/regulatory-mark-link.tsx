import { tryHref, type CultureRef } from '@mc/sites/href';

import { useTranslations } from 'use-intl';
import { Logo } from '../logos/logo.tsx';
import type { RegulatoryMark } from './market-frame.ts';

/** A licence or responsible-gambling mark as an accessible link (external ones open a new tab). */
export function RegulatoryMarkLink({ mark, culture, className }: { mark: RegulatoryMark; culture: CultureRef; className?: string }) {
  const t = useTranslations('footer');
  const label = t(mark.labelKey as Parameters<typeof t>[0], mark.labelValues);
  const lines = mark.lines ?? mark.lineKeys?.map((key) => t(key as Parameters<typeof t>[0]));
  const { target } = mark;
  if ('external' in target) {
    return (
      <a className={className} href={target.external} target="_blank" rel="noopener noreferrer">
        <Logo name={mark.logo} title={`${label} ${t('opensInNewTab')}`} lines={lines} />
      </a>
    );
  }
  if ('route' in target) {
    const to = tryHref({ route: target.route, culture });
    if (!to) return null;
    return (
      <a className={className} href={to}>
        <Logo name={mark.logo} title={label} lines={lines} />
      </a>
    );
  }
  const hashLink = '#' + target.hash;
  return (
    <a className={className} href={hashLink}>
      <Logo name={mark.logo} title={label} lines={lines} />
    </a>
  );
}
