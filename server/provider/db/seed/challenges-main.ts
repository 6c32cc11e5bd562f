// Demo challenges of the main community.
import type { DemoChallenge } from './challenge-types';

export const MAIN_CHALLENGES: DemoChallenge[] = [
  {
    platform: 'nervus',
    catalyst: 'GreenLeafCoop',
    category: 'waste-and-recycling',
    startedDaysAgo: 6,
    endsInDays: 24,
    title: 'What could make a grocery shop produce half as much packaging waste?',
    detail:
      'Our co-op throws away around 40 kg of plastic film, trays and cardboard every day, most of it from suppliers rather than customers. We want ideas that cut that in half within a year without raising prices or slowing the checkout. Ideas can involve suppliers, shoppers, staff or the shop layout.',
    tags: ['packaging', 'retail', 'zero waste'],
    prize: {
      type: 'money',
      moneyCents: 50_000,
      title: '$500 for the best idea',
      description: 'Split among the top five ideas when the challenge closes.',
    },
    ideas: [
      {
        author: 'KaiNakamura',
        title: 'Deposit-return tubs at the deli counter',
        description:
          'Sturdy steel tubs with a $2 deposit replace the plastic clamshells at the deli and cheese counters. Returned tubs go through the café dishwasher, so there is no new equipment to buy.',
      },
      {
        author: 'HugoMartin',
        title: 'Weigh-at-shelf refill aisle',
        description:
          'Gravity bins for grains, nuts and detergents with a scale and label printer built into each shelf. Shoppers bring any container; the tare weight is printed on a sticker the first time it is used.',
      },
      {
        author: 'SamOkafor',
        title: 'Discount for suppliers who deliver naked pallets',
        description:
          'Give suppliers 1% better payment terms when they deliver on returnable crates instead of shrink-wrapped pallets. Most of the 40 kg is pallet film, so this attacks the biggest pile first.',
      },
      {
        author: 'DevSharma',
        title: 'Packaging footprint on the receipt',
        description:
          'Print the grams of packaging in each basket on the receipt, with the shop average next to it. Nobody likes being above average.',
      },
      {
        author: 'MayaChen',
        title: 'Cargo-bike delivery in reusable crates',
        description:
          'Home deliveries go out in folding crates that the rider collects on the next delivery, instead of paper bags and boxes.',
      },
    ],
  },
  {
    platform: 'nervus',
    catalyst: 'MayaChen',
    category: 'transit',
    startedDaysAgo: 3,
    endsInDays: 18,
    title: 'How might a small city get more people riding the bus without adding routes?',
    detail:
      'Our city of 80,000 runs twelve bus routes that are mostly empty outside rush hour. There is no budget for new routes or more buses this year. What could make the existing service more attractive to people who currently drive?',
    tags: ['transit', 'buses', 'small cities'],
    ideas: [
      {
        author: 'OwenMcCarthy',
        title: 'Free fares on rainy days',
        description:
          'Announce free rides the evening before any day with a 70% chance of rain. Wet days are when people are most willing to try the bus, and habits formed then stick.',
      },
      {
        author: 'ElenaRossi',
        title: 'Arrival screens in cafés and shops on the route',
        description:
          'Give businesses along each route a cheap screen showing the next three buses. Waiting inside with a coffee beats waiting at a pole in the wind.',
      },
      {
        author: 'LiamWalsh',
        title: 'All-door boarding with tap-on readers',
        description:
          'Let passengers board through every door and tap a card reader inside. It speeds up every stop, and a faster bus is a more attractive bus.',
      },
      {
        author: 'grace.obi',
        title: 'Library card doubles as a bus pass',
        description:
          'Every library card holder gets ten free rides a month. It reaches people who already use public services and gives the library a new reason to sign people up.',
      },
      {
        author: 'DevSharma',
        title: 'Live crowding indicator in the app',
        description:
          'Show how full the next bus is. Off-peak buses are nearly empty, and knowing you will get a seat is a surprisingly strong nudge.',
      },
    ],
  },
  {
    platform: 'nervus',
    catalyst: 'LenaVogel',
    category: 'public-spaces',
    startedDaysAgo: 52,
    endsInDays: -12,
    title: 'What could a school do with its buildings after 4 pm?',
    detail:
      'School buildings sit empty for more than half the year. What could a primary or secondary school offer its neighbourhood in the evenings and at weekends, given safeguarding rules and a caretaker who has to lock up at some point?',
    tags: ['schools', 'community', 'buildings'],
    prize: { type: 'gift', title: 'A design workshop with our architecture studio' },
    ideas: [
      {
        author: 'MarcusJohnson',
        title: 'Evening maker lab run by older students',
        description:
          'Sixth-formers run the design-and-technology room two evenings a week for adults and younger kids, earning volunteering credit.',
      },
      {
        author: 'AishaBello',
        title: 'Adult night classes taught by parents',
        description:
          'Parents with a skill teach a six-week course in an empty classroom: bookkeeping, Arabic, sourdough, bike repair. The school takes a small room fee.',
      },
      {
        author: 'grace.obi',
        title: 'Homework library open till 8 pm',
        description:
          'Keep the library open with a volunteer rota so kids without a quiet space at home have somewhere to work.',
      },
      {
        author: 'ChloeDubois',
        title: 'Community garden in the schoolyard',
        description:
          'Raised beds along the fence, with a gate neighbours can open at weekends. The kids harvest during term; neighbours water during holidays.',
      },
      {
        author: 'OwenMcCarthy',
        title: 'Registered warming and emergency centre',
        description:
          'Equip the sports hall as an official shelter for storms and power cuts, with a key-holder list drawn from local volunteers.',
      },
    ],
  },
  {
    platform: 'nervus',
    catalyst: 'NoorHaddad',
    category: 'mental-health',
    startedDaysAgo: 9,
    endsInDays: 12,
    title: 'What could help remote teams feel less lonely without adding more meetings?',
    detail:
      'Everyone on my clients’ remote teams says the same thing: they are connected all day and lonely anyway. Calendar space is full. What could create real connection without another recurring video call?',
    tags: ['remote work', 'loneliness', 'teams'],
    ideas: [
      {
        author: 'RaviPatel',
        title: 'Async “show your desk” photo thread',
        description:
          'Once a week everyone posts a photo of where they are working and one thing on their desk with a story. It takes two minutes and gives people something to talk about.',
      },
      {
        author: 'IsabelSantos',
        title: 'Expensed co-working Fridays',
        description:
          'The company pays for one day a week at a local co-working space, and people in the same city are nudged to pick the same one.',
      },
      {
        author: 'DevSharma',
        title: 'Pair-work hours with cameras optional',
        description:
          'An open voice room where two or three people work on their own tasks together, chatting only when they want to. Like sitting next to someone in an office.',
      },
      {
        author: 'HannahKlein',
        title: 'Walking one-to-ones by phone',
        description:
          'Move one-to-ones off video and onto phones while both people walk outside. Same meeting count, very different feeling.',
      },
    ],
  },
  {
    platform: 'nervus',
    catalyst: 'MarcusJohnson',
    category: 'learning-tools',
    startedDaysAgo: 75,
    endsInDays: -30,
    title: 'What could teenagers learn in one weekend that would help them for the rest of their lives?',
    detail:
      'I have a free weekend workshop slot for 30 sixteen-year-olds and a small budget. School already covers the curriculum. What skill, taught well in two days, would pay off for decades?',
    tags: ['teenagers', 'life skills', 'workshops'],
    ideas: [
      {
        author: 'HannahKlein',
        title: 'Money bootcamp: budget, tax and compound interest',
        description:
          'Each student builds a budget for their first flat, reads a real payslip and watches compound interest grow in a spreadsheet. The payslip part always shocks them.',
      },
      {
        author: 'NoorHaddad',
        title: 'How to ask for help (and for a raise)',
        description:
          'Role-play the conversations adults dread: asking a teacher for help, a boss for a raise, a friend for forgiveness. Scripts plus practice.',
      },
      {
        author: 'OwenMcCarthy',
        title: 'First aid and CPR certification',
        description:
          'A recognised two-day first-aid course. They leave with a certificate for their CV and the confidence to act when it matters.',
      },
      {
        author: 'DevSharma',
        title: 'Cook five cheap meals from scratch',
        description: 'Five recipes under $3 a portion, cooked in teams, with a shopping list they can reuse for years.',
      },
      {
        author: 'ZaraAhmed',
        title: 'Spot-the-fake media escape room',
        description:
          'Teams escape by proving which headlines, photos and quotes are fake, using reverse image search and source checking.',
      },
    ],
  },
  {
    platform: 'nervus',
    catalyst: 'ChloeDubois',
    category: 'neighbourhood-safety',
    startedDaysAgo: 4,
    endsInDays: 26,
    title: 'How might neighbours share tools they only use twice a year?',
    detail:
      'Every house on my street owns a ladder, a drill and a hedge trimmer, and each is used a couple of times a year. What would make sharing them easy, safe and fair, including when something breaks?',
    tags: ['sharing economy', 'neighbours', 'tools'],
    ideas: [
      {
        author: 'grace.obi',
        title: 'A Library of Things at the branch library',
        description:
          'Lend tools on a library card with the same loan rules as books. The library already has opening hours, a catalogue and a late-fee system.',
      },
      {
        author: 'KaiNakamura',
        title: 'Smart lockers at the corner shop',
        description:
          'Tools live in app-unlocked lockers at the local shop, which earns a small fee per loan and more foot traffic.',
      },
      {
        author: 'SamOkafor',
        title: 'Tool co-op with a $10 yearly membership',
        description:
          'Members pay a small fee that funds repairs and replacements, so a broken drill is nobody’s personal disaster.',
      },
      {
        author: 'MayaChen',
        title: 'Street group with a shared inventory sheet',
        description:
          'One shared spreadsheet per street, linked from the group chat: who has what, and who has it right now. Zero cost, works tomorrow.',
      },
    ],
  },
  {
    platform: 'nervus',
    catalyst: 'SamOkafor',
    category: 'food-and-nutrition',
    startedDaysAgo: 60,
    endsInDays: -20,
    title: 'What could cut food waste in restaurant kitchens by a third?',
    detail:
      'Restaurants typically throw away a third of the food they buy: trimmings, over-prepping and plate waste. What changes in the kitchen, on the menu or with customers could cut that by a third without hurting quality?',
    tags: ['food waste', 'restaurants', 'sustainability'],
    prize: { type: 'money', moneyCents: 25_000, title: '$250 prize pool' },
    ideas: [
      {
        author: 'DevSharma',
        title: 'Daily “chef’s leftovers” special',
        description:
          'A daily special built from that morning’s surplus, priced automatically from ingredient cost. Customers love a mystery dish.',
      },
      {
        author: 'GreenLeafCoop',
        title: 'Surplus pickup partnership with food banks',
        description:
          'A standing late-evening pickup of unserved prepared food, with the paperwork for tax relief handled by the partner.',
      },
      {
        author: 'TheoBrooks',
        title: 'Smaller default portions with free refills',
        description: 'Serve two-thirds portions and offer a free top-up. Most people never ask, and plate waste drops.',
      },
      {
        author: 'HannahKlein',
        title: 'Weigh the bins and post a weekly leaderboard',
        description:
          'Put a scale under each kitchen bin and share the weekly numbers by station. What gets measured gets managed.',
      },
    ],
  },
  {
    platform: 'nervus',
    catalyst: 'KaiNakamura',
    category: 'fitness',
    startedDaysAgo: 2,
    endsInDays: 9,
    title: 'How might we get more people cycling to work through the winter?',
    detail:
      'Commuter cycling halves in our city between November and March. The cold is only part of it: darkness, wet clothes and icy lanes all play a role. Which ideas would keep people riding all year?',
    tags: ['cycling', 'winter', 'commuting'],
    ideas: [
      {
        author: 'MayaChen',
        title: 'Grit bike lanes before roads',
        description:
          'Put the main bike network first on the gritting schedule, and publish a live map of which lanes are clear.',
      },
      {
        author: 'ChloeDubois',
        title: 'Drying rooms and warm showers at work',
        description:
          'Offer employers a grant for a small drying room. Arriving damp is the real deterrent, not the ride.',
      },
      {
        author: 'RaviPatel',
        title: 'Winter buddy matching',
        description:
          'Match riders on similar routes so nobody rides alone on dark mornings, and skipping lets a friend down.',
      },
      {
        author: 'LiamWalsh',
        title: 'Studded-tyre subsidy',
        description: 'A $40 voucher towards studded winter tyres, paid for by a tiny fraction of the road-salt budget.',
      },
    ],
  },
  {
    platform: 'nervus',
    catalyst: 'SofiaGarcia',
    category: 'ai-and-automation',
    startedDaysAgo: 5,
    endsInDays: 16,
    title: 'What could an AI assistant do to make doctor’s appointments less stressful?',
    detail:
      'A ten-minute appointment is stressful: people forget symptoms, do not understand the answers and leave with questions. Where could an assistant genuinely help patients without pretending to be a doctor?',
    tags: ['health', 'AI', 'patients'],
    innovationScale: 'moonshot',
    ideas: [
      {
        author: 'DevSharma',
        title: 'Symptom timeline builder before the visit',
        description:
          'Over the week before, the assistant asks short daily questions and produces a one-page timeline for the doctor.',
      },
      {
        author: 'AdaLovelace',
        title: 'Plain-language summary after the appointment',
        description:
          'With consent, it turns the doctor’s notes into a summary at a reading age of 12, with every medical term explained.',
      },
      {
        author: 'IsabelSantos',
        title: 'Live translation for patients',
        description:
          'For patients whose first language differs from the doctor’s, real-time translation on a tablet in the room.',
      },
      {
        author: 'ZaraAhmed',
        title: 'Question checklist from your own notes',
        description:
          'It reads what you wrote down and suggests the three questions you are most likely to regret not asking.',
      },
    ],
  },
  {
    platform: 'nervus',
    catalyst: 'SofiaGarcia',
    category: 'climate',
    startedDaysAgo: 90,
    endsInDays: -45,
    title: 'What could make a city’s heat waves less deadly?',
    detail:
      'Most heat-wave deaths are older people alone at home. Cities have days of warning before a heat wave arrives. What could a city do, before and during the heat, that would measurably save lives?',
    tags: ['heat', 'public health', 'climate adaptation'],
    ideas: [
      {
        author: 'ChloeDubois',
        title: 'Tree-canopy targets per block',
        description:
          'Publish shade coverage by block and plant where it is lowest first. Shaded streets are up to 10 °C cooler at street level.',
      },
      {
        author: 'OwenMcCarthy',
        title: 'Check-on-your-neighbour phone tree',
        description:
          'Volunteers each take five older neighbours to call twice a day during heat alerts, organised by the fire service.',
      },
      {
        author: 'grace.obi',
        title: 'Libraries as late-opening cooling centres',
        description:
          'Libraries already have air conditioning and trusted staff. Extend their hours and run a free shuttle during alerts.',
      },
      {
        author: 'MayaChen',
        title: 'Cool-roof paint brigades',
        description: 'Volunteer crews paint flat roofs white in the spring, prioritising homes of residents over 75.',
      },
      {
        author: 'LiamWalsh',
        title: 'Shade sails at every bus stop',
        description:
          'Waiting in full sun is dangerous for older riders. Cheap sails make the bus a safe way to reach a cooling centre.',
      },
    ],
  },
  {
    platform: 'nervus',
    catalyst: 'IsabelSantos',
    category: 'relationships',
    startedDaysAgo: 11,
    endsInDays: 3,
    title: 'How might we make the first year in a new country less lonely?',
    detail:
      'I have moved countries three times. The paperwork was hard; the loneliness was harder. What could help newcomers build real friendships in their first year, not just contacts?',
    tags: ['migration', 'friendship', 'belonging'],
    ideas: [
      {
        author: 'NoorHaddad',
        title: 'A buddy from your own profession',
        description:
          'Match newcomers with a local in the same line of work. Shared shop talk is the fastest way into a friendship.',
      },
      {
        author: 'grace.obi',
        title: 'Weekly language café at the library',
        description:
          'Half the table is learning the language, half is learning yours. Everyone is a teacher and a student.',
      },
      {
        author: 'TomasNovak',
        title: 'Board-game nights for newcomers',
        description: 'Games need little shared language and give people a reason to come back next week.',
      },
      {
        author: 'JunoPark',
        title: 'A crash course in local jokes',
        description: 'Learn the references, the sarcasm and the football rivalries. Being in on the joke is being in.',
      },
      {
        author: 'HannahKlein',
        title: 'First-90-days checklist with a social goal',
        description:
          'A checklist app for paperwork that also sets one social goal a week, like joining a club or inviting a colleague for coffee.',
      },
    ],
  },
];
