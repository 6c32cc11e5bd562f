// Demo challenges of the comedy, captions, business, news and politics communities.
import type { DemoChallenge } from './challenge-types';

export const COMMUNITY_CHALLENGES: DemoChallenge[] = [
  {
    platform: 'comedy',
    catalyst: 'JunoPark',
    category: 'stand-up',
    startedDaysAgo: 1,
    endsInDays: 6,
    innovationScale: 'playful',
    title: 'What could a fortune cookie say that ruins someone’s day in the nicest possible way?',
    detail:
      'Write the fortune. It has to fit on the little paper strip, be polite, and still make the reader put the cookie down slowly.',
    tags: ['one-liners', 'fortune cookies'],
    prize: { type: 'tickets', title: 'Two tickets to the Friday late show' },
    ideas: [
      {
        author: 'BenFoster',
        title: '“You will find what you are looking for. It was in your other pocket.”',
        description: 'Helpful, accurate, and you already walked home.',
      },
      {
        author: 'QuinnTaylor',
        title: '“Your lucky numbers have been sold to a data broker.”',
        description: 'Modern luck comes with a privacy policy.',
      },
      {
        author: 'FreyaLindqvist',
        title: '“Someone is thinking about you. It is your dentist.”',
        description: 'Warm, caring and six months overdue.',
      },
      {
        author: 'DevSharma',
        title: '“Your next commit will break production.”',
        description: 'For the developer who reads fortunes at lunch on a Friday.',
      },
      {
        author: 'AdaLovelace',
        title: '“This fortune was generated for you. Please rate it five stars.”',
        description: 'The cookie has a customer-satisfaction target.',
      },
      {
        author: 'MarcusJohnson',
        title: '“Help, I am trapped in a physics classroom.”',
        description: 'The classic, but with a teacher’s sigh.',
      },
    ],
  },
  {
    platform: 'comedy',
    catalyst: 'BenFoster',
    category: 'satire',
    startedDaysAgo: 40,
    endsInDays: -8,
    title: 'What could be the worst possible name for a dating app?',
    detail:
      'Pitch a name that a real start-up could plausibly launch and then immediately regret. One name per idea, plus the tagline.',
    tags: ['satire', 'dating', 'naming'],
    ideas: [
      { author: 'JunoPark', title: 'Settle', description: 'Tagline: “Good enough is a love language.”' },
      {
        author: 'QuinnTaylor',
        title: 'Tinderbox',
        description: 'Tagline: “Sparks guaranteed. Fire exits not included.”',
      },
      {
        author: 'FreyaLindqvist',
        title: 'Plenty of Catfish',
        description: 'Tagline: “Everyone here is six foot and a doctor.”',
      },
      { author: 'RaviPatel', title: 'Terms & Conditions', description: 'Tagline: “Scroll to the bottom to accept.”' },
      { author: 'TheoBrooks', title: 'LinkedOut', description: 'Tagline: “Open to work, closed to feelings.”' },
    ],
  },
  {
    platform: 'comedy',
    catalyst: 'FreyaLindqvist',
    category: 'stand-up',
    startedDaysAgo: 7,
    endsInDays: 14,
    innovationScale: 'playful',
    title: 'What could a cat write in its own annual performance review?',
    detail:
      'Self-assessment season. The cat has been asked for achievements, areas for growth and a salary expectation. What does it submit?',
    tags: ['cats', 'office humour'],
    ideas: [
      {
        author: 'JunoPark',
        title: 'Exceeded expectations in gravity testing',
        description: 'Knocked 214 objects off tables this year, all of which fell. Results are reproducible.',
      },
      {
        author: 'BenFoster',
        title: 'Requests a raise, payable in tuna',
        description: 'Market research shows competitors offer wet food twice daily.',
      },
      {
        author: 'QuinnTaylor',
        title: 'Took ownership of the keyboard initiative',
        description: 'Sat on it during every important video call. Visibility with leadership has never been higher.',
      },
      {
        author: 'MayaChen',
        title: 'Growth area: 3 a.m. stakeholder communication',
        description: 'Will explore quieter channels than screaming in the hallway.',
      },
    ],
  },
  {
    platform: 'captions',
    catalyst: 'QuinnTaylor',
    category: 'captions-and-memes',
    startedDaysAgo: 2,
    endsInDays: 5,
    solutionFormat: 'caption',
    challengeFormat: 'suggestion',
    innovationScale: 'playful',
    title: 'What could this pigeon standing on a “No Pigeons” sign be thinking?',
    detail:
      'The photo: a very confident pigeon, standing squarely on top of a council sign that says NO PIGEONS. Write its caption.',
    tags: ['captions', 'pigeons'],
    ideas: [
      { author: 'FreyaLindqvist', title: '“Rules are for sparrows.”', description: 'Short, smug, correct.' },
      { author: 'JunoPark', title: '“Technically I am a dove with a past.”', description: 'Loophole energy.' },
      { author: 'BenFoster', title: '“Reading is for humans.”', description: 'Plausible deniability.' },
      { author: 'DevSharma', title: '“sudo stand here”', description: 'Admin privileges granted.' },
    ],
  },
  {
    platform: 'business',
    catalyst: 'SamOkafor',
    category: 'marketing',
    startedDaysAgo: 8,
    endsInDays: 21,
    title: 'How might a neighbourhood bakery sell out by noon without baking more?',
    detail:
      'We bake 300 loaves a day and sell 240. The other 60 go to a food bank, which is good, but we lose money on them. How could we sell everything by noon with the same oven and the same staff?',
    tags: ['bakery', 'small business', 'demand'],
    prize: { type: 'money', moneyCents: 30_000, title: '$300 and a month of bread' },
    ideaEntryFeeCents: 200,
    ideas: [
      {
        author: 'TheoBrooks',
        title: 'Pre-order window until 9 pm the night before',
        description:
          'Customers reserve loaves online, and the bakers bake to the reservation list plus a small buffer.',
      },
      {
        author: 'RaviPatel',
        title: 'Early-bird stamp card',
        description:
          'A free loaf after eight visits before 9 am shifts demand early, so the afternoon surplus shrinks.',
      },
      {
        author: 'GreenLeafCoop',
        title: 'Sell yesterday’s bread as crouton and pudding kits',
        description: 'Day-old bread, pre-cut and bagged with a recipe card, sold at our co-op next door.',
      },
      {
        author: 'HannahKlein',
        title: 'Saturday tasting flights',
        description: 'A small paid tasting of four breads that ends with a discount on a whole loaf of your favourite.',
      },
      {
        author: 'JunoPark',
        title: 'A daily bread-pun board',
        description: 'People photograph a good pun board. Free marketing, and it rises daily.',
      },
    ],
  },
  {
    platform: 'business',
    catalyst: 'GreenLeafCoop',
    category: 'startups',
    startedDaysAgo: 14,
    endsInDays: 10,
    title: 'What could a co-op grocery offer its members that a supermarket never will?',
    detail:
      'Supermarkets win on price and range. We are owned by our 1,400 members. What could we offer that only an owner-run shop can, and that would make members shop with us weekly?',
    tags: ['co-operatives', 'retail', 'membership'],
    ideas: [
      {
        author: 'SamOkafor',
        title: 'Members vote on one shelf each month',
        description: 'One shelf is stocked entirely by member vote. Ownership you can see from the aisle.',
      },
      {
        author: 'HannahKlein',
        title: 'Member bulk-buy clubs',
        description:
          'Members pool orders for sacks of rice or cases of olive oil at wholesale prices, collected on Saturdays.',
      },
      {
        author: 'ChloeDubois',
        title: 'Rooftop growing plots for members',
        description: 'Lease plots on the shop roof. What members grow, the shop can buy back.',
      },
      {
        author: 'DevSharma',
        title: 'Open-books dashboard',
        description:
          'Publish margins, wages and supplier prices monthly. Trust is the one thing a supermarket cannot copy.',
      },
    ],
  },
  {
    platform: 'business',
    catalyst: 'TheoBrooks',
    category: 'personal-finance',
    startedDaysAgo: 70,
    endsInDays: -25,
    title: 'How might freelancers smooth out an unpredictable income?',
    detail:
      'Freelancers earn $12,000 one month and $800 the next. Rent does not care. What tools, habits or products would give them a steadier monthly income without giving up independence?',
    tags: ['freelancing', 'cash flow'],
    prize: { type: 'money', moneyCents: 75_000, title: '$750 prize pool' },
    ideas: [
      {
        author: 'HannahKlein',
        title: 'Pay yourself a salary from a buffer account',
        description:
          'All client income lands in a buffer account that pays a fixed monthly salary to your personal account. Build three months of buffer first.',
      },
      {
        author: 'NoorHaddad',
        title: 'Retainer-first pricing',
        description:
          'Offer every client a small monthly retainer before quoting projects. Even two retainers cover the rent.',
      },
      {
        author: 'RaviPatel',
        title: 'Fair invoice factoring',
        description: 'Get paid on day one for 30-day invoices at a transparent flat fee, with no lock-in.',
      },
      {
        author: 'SamOkafor',
        title: 'Freelancer mutual-aid fund',
        description:
          'Twenty freelancers pay 2% of income into a shared pot and can borrow from it interest-free in a bad month.',
      },
    ],
  },
  {
    platform: 'news',
    catalyst: 'DiegoMarquez',
    category: 'media-literacy',
    startedDaysAgo: 10,
    endsInDays: 20,
    title: 'What could a local newspaper sell, besides news, to stay alive?',
    detail:
      'Our town paper has 6,000 subscribers and falling ad revenue. The newsroom is trusted and knows everyone. What could it sell that uses that trust without compromising the journalism?',
    tags: ['local news', 'business models'],
    ideas: [
      {
        author: 'ElenaRossi',
        title: 'A public-records request desk',
        description:
          'Residents pay a small fee and the newsroom files and follows up records requests for them. Good requests become stories.',
      },
      {
        author: 'grace.obi',
        title: 'Archive digitisation for family histories',
        description: 'Sell searchable access to a hundred years of the archive, plus framed prints of old front pages.',
      },
      {
        author: 'TheoBrooks',
        title: 'Clearly labelled civic explainers',
        description:
          'Sponsored but editorially independent guides to the budget, the school board and elections, labelled clearly.',
      },
      {
        author: 'SamOkafor',
        title: 'The printed local business directory',
        description:
          'A yearly printed directory delivered to every house. Small businesses still pay for print that people keep.',
      },
      {
        author: 'ZaraAhmed',
        title: 'Community events calendar with paid listings',
        description: 'Free listings for charities, paid featured listings for businesses, all checked by the newsroom.',
      },
    ],
  },
  {
    platform: 'news',
    catalyst: 'ZaraAhmed',
    category: 'media-literacy',
    startedDaysAgo: 55,
    endsInDays: -15,
    title: 'How might readers spot a doctored photo in under ten seconds?',
    detail:
      'Most people share a photo within seconds of seeing it. Fact-checks arrive hours later. What could help an ordinary reader catch a fake in the moment?',
    tags: ['misinformation', 'photos', 'verification'],
    ideas: [
      {
        author: 'AdaLovelace',
        title: 'Reverse-image check built into the share button',
        description: 'Before sharing, the app quietly checks where else the image appears and shows the oldest copy.',
      },
      {
        author: 'DiegoMarquez',
        title: 'Camera-signed provenance badge',
        description: 'Cameras sign the photos they take; news apps show a badge when the signature is intact.',
      },
      {
        author: 'FreyaLindqvist',
        title: 'Three-step card: hands, text, shadows',
        description:
          'A tiny visual card that teaches people to check hands, background text and shadow directions first.',
      },
      {
        author: 'Yuki_Tanaka',
        title: 'Extension that flags stripped metadata',
        description:
          'A browser extension that warns when an image claiming to be a news photo has no camera data at all.',
      },
    ],
  },
  {
    platform: 'politics',
    catalyst: 'ElenaRossi',
    category: 'policy',
    startedDaysAgo: 6,
    endsInDays: 25,
    title: 'What could make first-time voters actually read the ballot measures?',
    detail:
      'Ballot measures decide taxes, schools and housing, and most first-time voters skip them. How could we make them readable, trustworthy and even interesting, without telling anyone how to vote?',
    tags: ['elections', 'young voters', 'civic education'],
    ideas: [
      {
        author: 'LiamWalsh',
        title: 'One-page plain-language summaries',
        description:
          'Every measure gets one page at a reading age of 12, written by a non-partisan office, with the real text linked.',
      },
      {
        author: 'DiegoMarquez',
        title: '“What changes for you” calculator',
        description: 'Enter your age, rent and postcode and see what each measure would change for you, with sources.',
      },
      {
        author: 'AishaBello',
        title: 'Campus ballot parties',
        description: 'Pizza, neutral explainers and a panel with one speaker from each side. Students read together.',
      },
      {
        author: 'ZaraAhmed',
        title: 'Fact-checked pros and cons',
        description: 'Each side writes its best three arguments; fact-checkers annotate every claim.',
      },
    ],
  },
];
