// Demo challenges of the innovators, spaces, regional, college, science, life and role-play communities.
import type { DemoChallenge } from './challenge-types';

export const MORE_COMMUNITY_CHALLENGES: DemoChallenge[] = [
  {
    platform: 'innovators',
    catalyst: 'HugoMartin',
    category: 'hardware-and-gadgets',
    startedDaysAgo: 12,
    endsInDays: 30,
    innovationScale: 'moonshot',
    title: 'How might we make repairing electronics as easy as replacing them?',
    detail:
      'A cracked phone screen costs half the price of a new phone and a week without it. What would it take — in design, retail or policy — for repair to become the obvious, easy choice?',
    tags: ['right to repair', 'electronics', 'circular economy'],
    prize: {
      type: 'money',
      moneyCents: 100_000,
      title: '$1,000 innovation prize',
      description: 'Split among the top five ideas at close.',
    },
    ideas: [
      {
        author: 'KaiNakamura',
        title: 'Repair score on the price tag',
        description: 'A 1–10 repairability score next to the price, as prominent as the energy label on a fridge.',
      },
      {
        author: 'AdaLovelace',
        title: 'Open diagnostic port standard',
        description: 'One standard connector and protocol that any repair shop can use to diagnose any device.',
      },
      {
        author: 'Yuki_Tanaka',
        title: 'Repair-café finder with live queue times',
        description: 'A map of volunteer repair cafés showing which ones can fix your model today.',
      },
      {
        author: 'TheoBrooks',
        title: 'Repair plan sold at checkout',
        description:
          'A cheap repair subscription offered at purchase, with the retailer paid to keep devices working, not to replace them.',
      },
      {
        author: 'DevSharma',
        title: 'Spare-parts 3D print library',
        description:
          'Manufacturers publish printable files for clips, hinges and covers when a model goes out of production.',
      },
    ],
  },
  {
    platform: 'spaces',
    catalyst: 'LenaVogel',
    category: 'moving-and-housing',
    startedDaysAgo: 15,
    endsInDays: 15,
    title: 'How might an empty office building become homes without gutting it?',
    detail:
      'Deep office floors are dark in the middle and have plumbing only in the core. Gutting them is expensive and carbon-heavy. Which ideas would turn them into good homes while keeping most of the structure?',
    tags: ['adaptive reuse', 'housing', 'architecture'],
    ideas: [
      {
        author: 'LiamWalsh',
        title: 'Shared bathroom pods around the core',
        description:
          'Cluster prefabricated bathrooms next to the existing risers and give flats generous shared kitchens.',
      },
      {
        author: 'ChloeDubois',
        title: 'Cut an atrium for light',
        description:
          'Remove a slice of floor in the middle to bring daylight down, and plant the bottom as a courtyard.',
      },
      {
        author: 'MayaChen',
        title: 'Ground floor as a market hall',
        description:
          'Keep the ground floor public with food stalls, so the building pays its way and the street stays lively.',
      },
      {
        author: 'HugoMartin',
        title: 'Plug-in modular kitchens',
        description:
          'Kitchen modules that connect to the existing risers with flexible pipes, installed in a day per flat.',
      },
    ],
  },
  {
    platform: 'regional',
    catalyst: 'OwenMcCarthy',
    category: 'local-civics',
    startedDaysAgo: 5,
    endsInDays: 8,
    location: 'Hood River, Oregon, United States',
    title: 'What could make the Saturday farmers’ market worth the drive from the next town?',
    detail:
      'Our market has 25 stalls and loyal locals, but nobody comes from further than ten minutes away. What would make it a destination without losing its small-town feel?',
    tags: ['markets', 'rural', 'local economy'],
    prize: { type: 'food-and-drink', title: 'Market breakfast for two' },
    ideas: [
      {
        author: 'grace.obi',
        title: 'Storytime tent run by the library',
        description: 'A weekly story hour in a tent at the market. Parents shop while kids listen.',
      },
      {
        author: 'SamOkafor',
        title: 'Shuttle from the train station',
        description: 'A minibus loop from the nearest station every 30 minutes, sponsored by the stallholders.',
      },
      {
        author: 'ChloeDubois',
        title: 'Seed and seedling swap table',
        description: 'Gardeners from across the county come to swap, and stay to shop.',
      },
      {
        author: 'JunoPark',
        title: 'Open-mic corner at noon',
        description:
          'Local musicians and comics get ten minutes each. Free entertainment, and a reason to stay for lunch.',
      },
    ],
  },
  {
    platform: 'college',
    catalyst: 'AishaBello',
    category: 'campus-life',
    startedDaysAgo: 4,
    endsInDays: 28,
    title: 'How might a university cut students’ textbook costs in half?',
    detail:
      'Our students spend on average $1,100 a year on textbooks, and many simply go without. What could the university, lecturers or students do to halve that within two years?',
    tags: ['textbooks', 'affordability', 'open education'],
    ideas: [
      {
        author: 'Yuki_Tanaka',
        title: 'Course-pack swap app',
        description:
          'An app that matches students finishing a module with students starting it, with a campus pickup point.',
      },
      {
        author: 'MarcusJohnson',
        title: 'Lecturers write open textbooks for credit',
        description: 'Count an open textbook as a publication in promotion reviews, and fund a summer to write it.',
      },
      {
        author: 'grace.obi',
        title: 'Library reserve copies for every course',
        description: 'Two-hour loan copies of every required book, funded by a small cut of the bookshop’s margin.',
      },
      {
        author: 'RaviPatel',
        title: 'Rental with guaranteed buy-back',
        description:
          'Rent books for the term at a third of the price; the bookshop guarantees to buy back at a published rate.',
      },
    ],
  },
  {
    platform: 'science',
    catalyst: 'AdaLovelace',
    category: 'critical-thinking',
    startedDaysAgo: 45,
    endsInDays: -5,
    title: 'What could a home experiment prove about the five-second rule?',
    detail:
      'Design an experiment a curious family could run at home, with kitchen equipment and a small budget, that would actually test whether food dropped on the floor for five seconds picks up fewer germs.',
    tags: ['experiments', 'microbiology', 'myths'],
    ideas: [
      {
        author: 'SofiaGarcia',
        title: 'Agar plates and a stopwatch',
        description:
          'Drop identical pieces of food for 1, 5 and 30 seconds, press them onto agar plates and count the colonies after two days.',
      },
      {
        author: 'MarcusJohnson',
        title: 'Compare tile, wood and carpet',
        description: 'The surface may matter more than the time. Run the same drops on three floor types.',
      },
      {
        author: 'ZaraAhmed',
        title: 'Blind-coded samples',
        description: 'Have someone else label the plates so the person counting colonies does not know which is which.',
      },
      {
        author: 'KaiNakamura',
        title: 'Fluorescent powder as a safe stand-in for bacteria',
        description: 'Dust the floor with UV powder and measure the transfer under a blacklight. No cultures needed.',
      },
    ],
  },
  {
    platform: 'life',
    catalyst: 'RaviPatel',
    category: 'careers',
    startedDaysAgo: 3,
    endsInDays: 4,
    title: 'What could help me decide between a better-paid remote job and an office team I love?',
    detail:
      'The remote offer pays 20% more. My current team is the best I have worked with, and I see them every day. What should I weigh, and how could I test the decision before making it?',
    tags: ['career change', 'remote work', 'decisions'],
    ideas: [
      {
        author: 'NoorHaddad',
        title: 'Ask for a two-week remote trial first',
        description: 'Work from home for two weeks in your current job and notice what you miss and what you do not.',
      },
      {
        author: 'HannahKlein',
        title: 'Price the raise after the commute',
        description: 'Add back commute costs and time at your hourly rate; the real difference may be 30%, or 5%.',
      },
      {
        author: 'IsabelSantos',
        title: 'List who you would miss, and how you would keep them',
        description: 'If you can name how you would keep the three friendships that matter, the move gets easier.',
      },
      {
        author: 'TheoBrooks',
        title: 'Use the offer to negotiate a hybrid counter-offer',
        description:
          'Your current employer may match part of the raise and offer two remote days. Ask before deciding.',
      },
    ],
  },
  {
    platform: 'roleplay',
    catalyst: 'TomasNovak',
    category: 'role-play-scenarios',
    startedDaysAgo: 6,
    endsInDays: 11,
    innovationScale: 'playful',
    title: 'You are a medieval baker and your village just discovered coffee: what could you sell now?',
    detail:
      'Answer in character. A merchant has arrived with sacks of roasted beans, and the whole village is suddenly awake at dawn. How does your bakery adapt?',
    tags: ['role play', 'history', 'food'],
    ideas: [
      {
        author: 'BenFoster',
        title: 'Dunking loaves',
        description: 'A hard twice-baked bread that survives being plunged into a cup. Knights buy them by the dozen.',
      },
      {
        author: 'FreyaLindqvist',
        title: 'Morning-bun subscription for the monastery',
        description: 'The monks now pray at 4 am with great enthusiasm. They pay in honey.',
      },
      {
        author: 'SamOkafor',
        title: 'A coffee room behind the bakery',
        description: 'Benches, a fire and a pot. People stay, talk and buy a second roll.',
      },
      {
        author: 'JunoPark',
        title: 'A sleep-cure pastry for the night watch',
        description: 'Heavy, buttery and guaranteed to send the watchman to sleep after his shift. Sold as medicine.',
      },
    ],
  },
];
