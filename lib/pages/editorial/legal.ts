import type { EditorialPage } from './types';

export const ACCESSIBILITY: EditorialPage = {
  path: '/accessibility',
  title: 'Accessibility Statement',
  description:
    'Our commitment to making the Alabama Tourism website usable by everyone, the standard we follow (WCAG 2.2 AA) and how to report a barrier.',
  lede: 'Everyone should be able to plan a trip to Alabama on this site, whatever device, browser or assistive technology they use.',
  updated: 'November 2026',
  sections: [
    {
      heading: 'Our standard',
      paragraphs: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. We test every page with automated checks and by hand with a keyboard and a screen reader, and we fix what we find.',
      ],
    },
    {
      heading: 'What you can expect',
      paragraphs: ['On this site you should be able to:'],
      list: [
        'reach every link, menu, form and button with a keyboard alone, with a visible focus outline;',
        'use a screen reader: pages have one main heading, landmarks and meaningful link text, and images have text alternatives;',
        'zoom to 200 percent and use the site on a narrow screen without losing content;',
        'read error messages next to the form field they belong to, announced as they appear;',
        'use the site without colour: colour is never the only way information is given.',
      ],
    },
    {
      heading: 'Known limits',
      paragraphs: [
        'Some content comes from partners, such as embedded videos and photo galleries from social media. We ask partners for accessible content but cannot always control it. The interactive map has a list view of the same places for anyone who cannot use the map.',
      ],
    },
    {
      heading: 'Tell us about a barrier',
      paragraphs: [
        'If something on this site does not work for you, please tell us which page, what you were trying to do and what technology you use. We will reply within five working days and, where we can, give you the information another way in the meantime.',
        'Write to the Alabama Tourism Department, 401 Adams Avenue, Suite 126, Montgomery, AL 36104, or call (334) 242-4169.',
      ],
    },
  ],
};

export const PRIVACY_POLICY: EditorialPage = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  description:
    'What the Alabama Tourism website collects, why, how long we keep it, who we share it with and the choices you have.',
  lede: 'We collect only what we need to send what you ask for and to make the site work, and we never sell your information.',
  updated: 'November 2026',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We collect information in three ways:'],
      list: [
        'What you give us: your email address when you sign up for the newsletter; your name and postal address when you order a vacation guide; your email and password when you create an account; the trips and favourite places you save.',
        'What your browser sends: pages visited, the referring page, browser type and an approximate location from your IP address, used in aggregate to understand how the site is used.',
        'What is stored on your device: a cookie that records your privacy choice, and local storage that remembers your favourites, your trips and whether you have seen the vacation guide offer.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your information to mail the vacation guide, send the newsletter you asked for, keep your account, trips and favourites, answer feedback, and improve the site. We do not sell or rent personal information.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We share information only with service providers who work for us, such as our mailing house, email service and hosting provider, under contracts that limit its use to that work, and when the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Guide orders are kept for two years. Newsletter addresses are kept until you unsubscribe. Account data is kept until you ask us to delete your account. Feedback you send about a page is kept without your name.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'Every newsletter has an unsubscribe link. You can clear cookies and local storage in your browser at any time. To see, correct or delete the personal information we hold about you, write to the Alabama Tourism Department, 401 Adams Avenue, Suite 126, Montgomery, AL 36104.',
        'This site is meant for adults planning travel; we do not knowingly collect information from children under 13.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Pages are served over HTTPS, passwords are never stored in readable form, and access to personal data is limited to the staff and providers who need it.',
      ],
    },
  ],
};
