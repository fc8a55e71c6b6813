import { tryHref } from '@mc/sites/href';

import { useTranslations } from 'use-intl';
import { CookieSettingsLink } from '../../features/consent/index.ts';
import type { PageCulture, PublicSite } from '../../lib/public-site.ts';
import type { MarketFrame } from '../market/market-frame.ts';
import { menuLinks, type MenuLink } from '../market/menu-links.ts';
import { RegulatoryMarkLink } from '../market/regulatory-mark-link.tsx';
import { CachedFragment } from '../../lib/fragment-cache.tsx';
import { LanguageLinks } from './language-links.tsx';
import type { FooterPaymentLogo } from './payment-options.server.ts';
import { PaymentLogos } from './payment-logos.tsx';
import styles from './site-footer.module.css';
import { SocialLinks } from './social-links.tsx';

interface SiteFooterProps {
  site: PublicSite;
  culture: PageCulture;
  market: MarketFrame;
  paymentLogos: readonly FooterPaymentLogo[];
  year: number;
  version: string;
}

/** Footer: payments, menu groups, social links, licence marks and statement, copyright with version and year. */
export function SiteFooter({ site, culture, market, paymentLogos, year, version }: SiteFooterProps) {
  const t = useTranslations();
  const groupTwoIsLegal = market.footerGroups.two.includes('impressum');
  const groups: [string, MenuLink[]][] = [
    [t('footer.groups.one'), menuLinks(market.footerGroups.one, culture)],
    [t(groupTwoIsLegal ? 'footer.groups.twoLegal' : 'footer.groups.two'), menuLinks(market.footerGroups.two, culture)],
    [t('footer.groups.three'), menuLinks(market.footerGroups.three, culture)],
  ];
  const responsible = tryHref({ route: 'responsible', culture });
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className="page-width">
        {/* Kept per culture and payment logos (lib/fragment-cache.tsx); the language links follow the route. */}
        <CachedFragment name="footer" deps={[site.localCode, culture.code, paymentLogos]}>
          <nav className={styles.bottomMenu} aria-label={t('menus.bottom')}>
            <ul>
              {menuLinks(market.bottomMenu, culture).map((link) => (
                <li key={link.routeKey}>
                  <a href={link.href}>{t(`routes.${link.routeKey}`)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <PaymentLogos logos={paymentLogos} />
          <div className={styles.groups}>
            {groups.map(([title, links], index) => (
              <nav key={title} aria-labelledby={`footer-group-${index}`} data-footer-group={index + 1}>
                <h2 id={`footer-group-${index}`} className={styles.heading}>
                  {title}
                </h2>
                <ul>
                  {links.map((link) => (
                    <li key={link.routeKey}>
                      <a href={link.href}>{t(`routes.${link.routeKey}`)}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          {market.showSocialLinks && <SocialLinks site={site} />}
          <section className={styles.licence} aria-label={t('footer.responsibleGaming')}>
            <ul className={styles.marks}>
              {market.licenceMarks.map((mark) => (
                <li key={mark.logo}>
                  <RegulatoryMarkLink mark={mark} culture={culture} className={styles.mark} />
                </li>
              ))}
            </ul>
            <p className={styles.statement} data-testid="licence-statement">
              {t(`footer.${market.licenceStatementKey}` as Parameters<typeof t>[0], { siteName: site.name })}
            </p>
            {responsible && (
              <p>
                <a href={responsible} className={styles.rgLink}>
                  {t('footer.responsibleGaming')}
                </a>
              </p>
            )}
          </section>
        </CachedFragment>
        <LanguageLinks site={site} culture={culture} />
        <p className={styles.cookieSettings}>
          <CookieSettingsLink />
        </p>
        <p className={styles.copyright}>
          {t('footer.copyright', { year, siteName: site.name })} <span>{t('footer.version', { version })}</span>
        </p>
      </div>
    </footer>
  );
}
