import { useTranslations } from 'use-intl';
import type { PublicSite } from '../../lib/public-site.ts';
import { Logo } from '../logos/logo.tsx';
import styles from './site-footer.module.css';

const NETWORKS = ['twitter', 'instagram', 'facebook', 'youtube'] as const;

/** Social links (shown where the market says so); empty links are hidden. */
export function SocialLinks({ site }: { site: PublicSite }) {
  const t = useTranslations('footer');
  const links = NETWORKS.filter((network) => site.socialLinks[network] !== '');
  if (links.length === 0) return null;
  return (
    <section className={styles.social} aria-labelledby="footer-social">
      <h2 id="footer-social" className={styles.heading}>
        {t('social.title')}
      </h2>
      <ul>
        {links.map((network) => (
          <li key={network}>
            <a
              href={site.socialLinks[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t(`social.${network}`, { siteName: site.name })} ${t('opensInNewTab')}`}
            >
              <Logo name={network} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
