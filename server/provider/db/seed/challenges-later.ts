// Demo challenges added after the first seed: a QQ whose ideas are better questions; a library
// question with five ideas, played through the one-at-a-time rating flow (tests/e2e/rate-flow.spec.ts).
import type { DemoChallenge } from './challenge-types';

export const LATER_CHALLENGES: DemoChallenge[] = [
  {
    // A QQ: the crowd's ideas are better questions, which the catalyst may promote to challenges.
    platform: 'nervus',
    catalyst: 'AdaLovelace',
    category: 'learning-tools',
    startedDaysAgo: 4,
    endsInDays: 10,
    solutionFormat: 'qq',
    title: 'What could make an unusual first lesson in programming?',
    detail:
      'I teach a weekend coding club for twelve-year-olds. The first lesson decides who comes back. Before I ask for lesson ideas: help me ask the right question.',
    tags: ['teaching', 'programming', 'qq'],
    ideas: [
      {
        author: 'DevSharma',
        title: 'How could a first lesson end with something pupils can show their parents?',
        description: 'Children come back when they leave with a thing that works, not with a concept.',
      },
      {
        author: 'MayaChen',
        title: 'What could pupils break on purpose in their first hour of code?',
        description: 'Breaking things safely makes errors feel normal instead of scary.',
      },
      {
        author: 'HannahKlein',
        title: 'How could the first lesson start without a computer at all?',
        description: 'Unplugged activities let everyone start level, whatever they have at home.',
      },
    ],
  },
  {
    // Open a good while, so it is not the newest card on the home page; its ideas are rated one at a time in the rate-flow journey.
    platform: 'nervus',
    catalyst: 'FreyaLindqvist',
    category: 'public-spaces',
    startedDaysAgo: 20,
    endsInDays: 25,
    title: 'What could make the public library the busiest building on the high street?',
    detail:
      'Our town library has longer opening hours than any shop on the high street and fewer visitors every year. The books are not the problem. What could bring people through the door who have not been inside since school?',
    tags: ['libraries', 'high street', 'community'],
    ideas: [
      {
        author: 'TomasNovak',
        title: 'Tool and instrument lending shelf',
        description:
          'Lend drills, sewing machines, ukuleles and telescopes on a library card. People come for the drill and leave with a book about shelves.',
      },
      {
        author: 'ZaraAhmed',
        title: 'Repair café every Saturday morning',
        description:
          'Volunteers fix toasters, bikes and torn jackets at the tables between the stacks, with the repair manuals right there on the shelves.',
      },
      {
        author: 'BenFoster',
        title: 'Quiet co-working desks bookable by the hour',
        description:
          'Remote workers pay nothing, book a desk online and get fast wifi and a kettle. Footfall on weekdays, when the library is emptiest.',
      },
      {
        author: 'SofiaGarcia',
        title: 'A kitchen for cookbook evenings',
        description:
          'Install a small teaching kitchen. Once a week someone cooks from a cookbook in the collection and everyone eats together.',
      },
      {
        author: 'QuinnTaylor',
        title: 'Late opening with the café on Fridays',
        description:
          'Stay open until ten on Fridays with the café serving, board games out and a local band in the reading room.',
      },
    ],
  },
  // Last, so the seeded random draws of the challenges before it are unchanged.
  {
    platform: 'regional',
    catalyst: 'HannahKlein',
    category: 'local-civics',
    startedDaysAgo: 12,
    endsInDays: 16,
    location: 'Bristol, England, United Kingdom',
    title: 'How might the harbourside path feel safe after dark without floodlighting the water?',
    detail:
      'The path along the harbour is the quickest way home for hundreds of people, but after sunset it empties. Bright lights would disturb the bats and the boats moored along it. What would make it feel safe at night?',
    tags: ['street lighting', 'walking', 'wildlife'],
    ideas: [
      {
        author: 'TomasNovak',
        title: 'Motion-sensing path lights at knee height',
        description:
          'Low amber lights that brighten as you walk and dim behind you, pointed at the path, never the water.',
      },
      {
        author: 'ZaraAhmed',
        title: 'Evening opening for the boat cafés',
        description:
          'Give the moored café boats a licence to open until ten, so there are always people and warm windows along the way.',
      },
      {
        author: 'OwenMcCarthy',
        title: 'Glow-in-the-dark edge markings',
        description:
          'Paint the path edges and the steps with photoluminescent stripes that charge by day and need no power at night.',
      },
    ],
  },
];
