import { paragraphs, sections, type FeedCopy } from './feeds-types.ts';

/**
 * The English feed texts, the reference every language's are as complete as. Parts that depend
 * on the market: deposits, payments and payouts only where real-money play is offered (not
 * India), bonuses and offers only where no rule bars them.
 */
export const feedsEn: FeedCopy = (m) => ({
  contact: {
    title: 'Contact us',
    body: `Our support team is here for you **24/7**, every day of the year.\nWrite to us at [${m.email}](mailto:${m.email}) or open the live chat from any page.\n\nBefore you write, the answer may already be in our [help centre](route:help).`,
  },
  privacy: {
    title: 'Privacy policy',
    body: paragraphs(
      `${m.brand} processes personal data ${m.realMoney ? 'to run your account' : 'to run the site'} and to meet our legal duties under the licence of the ${m.regulator}${m.offers ? ', and, with your consent, to send you offers' : ''}.`,
      `**What we collect**\nIdentity and contact details, ${m.realMoney ? 'payment and game transactions' : 'the games you play'}, device and usage data.`,
      `**Your rights**\nYou may ask for a copy of your data, its correction or deletion, and you may withdraw consent at any time by writing to [${m.email}](mailto:${m.email}).`,
      '*Cookies are described in our cookie policy.*',
    ),
  },
  responsibleGaming: {
    title: 'Responsible gaming',
    body: paragraphs(
      `Gaming should be entertainment, never a way to make money. ${m.brand} gives you tools to stay in control:\n${m.realMoney ? '**Deposit limits** per day, week or month; ' : ''}**reality checks**; **time-outs** from 24 hours to 6 weeks; and **self-exclusion** for 6 months or longer.`,
      `Wondering about your habits? Take our [self-assessment test](route:selfAssessment).\nPlayers must be ${m.ageRule}.`,
    ),
  },
  selfAssessment: {
    title: 'Self-assessment test',
    body: 'Answer the questions below honestly, thinking about the last 12 months. Your answers stay in your browser.',
  },
  bonusPolicy: {
    title: 'Bonus policy',
    body: `These terms apply to every bonus at ${m.brand} unless a promotion says otherwise. A bonus must be wagered before it or its winnings can be withdrawn. Only one welcome bonus per person, household and device.\n\nSee also our [general terms](route:terms).`,
  },
  terms: {
    title: 'Terms and conditions',
    body: paragraphs(
      `These terms form the agreement between you and ${m.brand}, licensed by the ${m.regulator}.`,
      sections(
        ['Your account', `You must be ${m.ageRule} and may hold one account.`],
        m.realMoney && [
          'Deposits and withdrawals',
          'Withdrawals go back to the method you deposited with where possible. We may ask for documents first: see [uploading documents](route:documents).',
        ],
        !m.realMoney && ['Play for fun', 'In India every game is played for fun, in demo mode: there is no real-money play, no deposit and no withdrawal.'],
        m.offers && [
          'Bonuses',
          m.bonusPage ? 'Bonuses follow our [bonus policy](route:bonus).' : 'A bonus is offered only as the promotion itself states, with its terms beside it.',
        ],
      ),
    ),
  },
  mobileApp: {
    title: 'Mobile app',
    body: `Take ${m.brand} with you. Add the site to your home screen from your browser menu: it opens full screen, loads fast and keeps you logged in.\n\n**Same games, same account**: everything you play on desktop is there on your phone.`,
  },
  uploadingDocuments: {
    title: 'Uploading documents',
    body: `To keep your account safe and meet the law we may ask you to confirm who you are.\n**Proof of identity**: passport, ID card or driving licence.\n**Proof of address**: a utility bill or bank statement from the last 3 months.${m.realMoney ? '\n**Payment method**: a photo of the card (middle digits covered) or a wallet screenshot.' : ''}\n\nUpload them in *My account > Documents*. We check them within 24 hours.`,
  },
  restricted: {
    title: 'Not available in your country',
    body: `We are sorry: ${m.brand} cannot accept players from your country ([country]).\nThis is because of the gaming laws there, not a decision about you.\n\nQuestions? Write to [${m.email}](mailto:${m.email}).`,
  },
  affiliates: {
    title: 'Affiliates',
    body: `Promote ${m.brand} and earn a share of the revenue you bring. Our affiliate programme pays **monthly**, with real-time reports and a dedicated manager.\n\nApply at [our affiliate portal](https://affiliates.mondocasino.example/).`,
  },
  aboutUs: {
    title: 'About us',
    body: paragraphs(
      `${m.brand} brings **over 2,000 games** from the best studios to players who want a fair, fast and friendly casino.\nWe hold a licence from the ${m.regulator} and our support team works *24/7*.`,
      m.promotionsPage ? '[Meet our games](route:onlineSlots) or [read our latest promotions](route:promotions).' : '[Meet our games](route:onlineSlots).',
    ),
  },
});
