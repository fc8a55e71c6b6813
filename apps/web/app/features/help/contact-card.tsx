import { useTranslations } from 'use-intl';
import styles from './faq.module.css';

export interface ContactData {
  hours: string;
  email: string;
  /** mailto: and tel: links, built once here. */
  emailLink: string;
  liveChat: boolean;
  phone: string | null;
  phoneLink: string | null;
}

/** Ways to reach support (24/7). The chat opens the feedback mode of the account widget. */
export function ContactCard({ contact }: { contact: ContactData }) {
  const t = useTranslations('contact');
  return (
    <section className={styles.contact} aria-labelledby="contact-ways">
      <h2 id="contact-ways">{t('support')}</h2>
      <ul>
        <li>
          <a href={contact.emailLink}>{t('email')}</a>: {contact.email}
        </li>
        {contact.phone && contact.phoneLink && (
          <li>
            <a href={contact.phoneLink}>{t('phone')}</a>: {contact.phone}
          </li>
        )}
        {contact.liveChat && (
          <li>
            <a href="#feedback">{t('chat')}</a>: {t('chatText')}
          </li>
        )}
      </ul>
    </section>
  );
}

/** The contact feed's structured part, when it has the expected shape. */
export function contactData(data: unknown): ContactData | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (typeof record.email !== 'string' || !/^[^\s@<>"]+@[^\s@<>"]+$/.test(record.email)) return null;
  const phone = typeof record.phone === 'string' && /^\+?[\d\s]{6,20}$/.test(record.phone) ? record.phone : null;
  return {
    hours: typeof record.hours === 'string' ? record.hours : '24/7',
    email: record.email,
    emailLink: 'mailto:' + record.email,
    liveChat: record.liveChat === true,
    phone,
    phoneLink: phone ? 'tel:' + phone.replace(/\s+/g, '') : null,
  };
}
