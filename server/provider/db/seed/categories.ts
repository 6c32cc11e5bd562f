// The demo category tree: top-level groups with their subcategories. `platform` ties a category to
// a community (platform_id); `related` names a related community (related_platform).

export interface DemoCategory {
  slug: string;
  name: string;
  description: string;
  icon: string;
  platform?: string;
  related?: string;
  children?: Omit<DemoCategory, 'children'>[];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: 'local-civics',
    name: 'Local & Civics',
    icon: '🏘️',
    related: 'regional',
    description: 'Neighbourhoods, councils and the public services we share.',
    children: [
      {
        slug: 'transit',
        name: 'Transit',
        icon: '🚌',
        related: 'regional',
        description: 'Buses, trains, bikes and the walk between them.',
      },
      {
        slug: 'public-spaces',
        name: 'Public Spaces',
        icon: '🌳',
        platform: 'spaces',
        description: 'Parks, plazas, libraries and streets.',
      },
      {
        slug: 'local-government',
        name: 'Local Government',
        icon: '🏛️',
        related: 'politics',
        description: 'Councils, budgets and how residents get heard.',
      },
      {
        slug: 'neighbourhood-safety',
        name: 'Neighbourhood Safety',
        icon: '🦺',
        description: 'Safer crossings, lighting and emergency readiness.',
      },
    ],
  },
  {
    slug: 'technology',
    name: 'Technology',
    icon: '💻',
    related: 'innovators',
    description: 'Software, hardware and the ideas in between.',
    children: [
      {
        slug: 'ai-and-automation',
        name: 'AI & Automation',
        icon: '🤖',
        description: 'Useful, fair and understandable automation.',
      },
      {
        slug: 'apps-and-software',
        name: 'Apps & Software',
        icon: '📱',
        description: 'Tools people actually want to open.',
      },
      {
        slug: 'hardware-and-gadgets',
        name: 'Hardware & Gadgets',
        icon: '🔧',
        platform: 'innovators',
        description: 'Things you can hold, fix and improve.',
      },
    ],
  },
  {
    slug: 'business-and-money',
    name: 'Business & Money',
    icon: '💼',
    platform: 'business',
    description: 'Start-ups, small businesses and personal finance.',
    children: [
      { slug: 'startups', name: 'Start-ups', icon: '🚀', description: 'New ventures, pricing and first customers.' },
      { slug: 'marketing', name: 'Marketing', icon: '📣', description: 'Getting noticed without being annoying.' },
      {
        slug: 'personal-finance',
        name: 'Personal Finance',
        icon: '🪙',
        related: 'life',
        description: 'Saving, spending and planning.',
      },
    ],
  },
  {
    slug: 'humor',
    name: 'Humor',
    icon: '😂',
    platform: 'comedy',
    description: 'Jokes, sketches, satire and captions.',
    children: [
      { slug: 'stand-up', name: 'Stand-up & Jokes', icon: '🎤', description: 'Premises, punchlines and tags.' },
      {
        slug: 'captions-and-memes',
        name: 'Captions & Memes',
        icon: '🖼️',
        platform: 'captions',
        description: 'One image, the best line.',
      },
      { slug: 'satire', name: 'Satire', icon: '🗞️', related: 'news', description: 'Funny because it is nearly true.' },
    ],
  },
  {
    slug: 'education',
    name: 'Education',
    icon: '📚',
    related: 'college',
    description: 'Schools, campuses and lifelong learning.',
    children: [
      {
        slug: 'campus-life',
        name: 'Campus Life',
        icon: '🎓',
        platform: 'college',
        description: 'Dorms, dining halls and student unions.',
      },
      {
        slug: 'learning-tools',
        name: 'Learning Tools',
        icon: '🧮',
        description: 'Ways to learn faster and remember longer.',
      },
      {
        slug: 'careers',
        name: 'Careers',
        icon: '🧑‍💼',
        related: 'life',
        description: 'From first job to career change.',
      },
    ],
  },
  {
    slug: 'health-and-wellbeing',
    name: 'Health & Wellbeing',
    icon: '🩺',
    description: 'Bodies, minds and the habits that keep them going.',
    children: [
      { slug: 'fitness', name: 'Fitness', icon: '🏃', description: 'Moving more, in ways that stick.' },
      { slug: 'mental-health', name: 'Mental Health', icon: '🧘', description: 'Stress, sleep and support.' },
      {
        slug: 'food-and-nutrition',
        name: 'Food & Nutrition',
        icon: '🥗',
        description: 'Eating well on a real budget.',
      },
    ],
  },
  {
    slug: 'environment',
    name: 'Environment',
    icon: '🌍',
    description: 'Climate, energy and the things we throw away.',
    children: [
      { slug: 'climate', name: 'Climate', icon: '🌡️', description: 'Adaptation and mitigation, big and small.' },
      {
        slug: 'energy',
        name: 'Energy',
        icon: '⚡',
        related: 'innovators',
        description: 'Generating, storing and saving power.',
      },
      { slug: 'waste-and-recycling', name: 'Waste & Recycling', icon: '♻️', description: 'Less waste, better loops.' },
    ],
  },
  {
    slug: 'science',
    name: 'Science',
    icon: '🔬',
    platform: 'science',
    description: 'Experiments, evidence and honest doubt.',
    children: [
      { slug: 'space', name: 'Space', icon: '🚀', description: 'Rockets, telescopes and the night sky.' },
      { slug: 'biology', name: 'Biology', icon: '🧬', description: 'Life, from microbes to ecosystems.' },
      {
        slug: 'critical-thinking',
        name: 'Critical Thinking',
        icon: '🧠',
        description: 'Claims, evidence and cognitive traps.',
      },
    ],
  },
  {
    slug: 'news-and-politics',
    name: 'News & Politics',
    icon: '📰',
    platform: 'news',
    related: 'politics',
    description: 'Current affairs and the policies behind them.',
    children: [
      { slug: 'media-literacy', name: 'Media Literacy', icon: '🔎', description: 'Reading the news with a sharp eye.' },
      {
        slug: 'policy',
        name: 'Policy',
        icon: '📜',
        platform: 'politics',
        description: 'Proposals that could become rules.',
      },
    ],
  },
  {
    slug: 'life-choices',
    name: 'Life Choices',
    icon: '🧭',
    platform: 'life',
    description: 'Moves, relationships and other big decisions.',
    children: [
      {
        slug: 'moving-and-housing',
        name: 'Moving & Housing',
        icon: '🏠',
        description: 'Where to live and how to afford it.',
      },
      { slug: 'relationships', name: 'Relationships', icon: '💬', description: 'Friends, family and partners.' },
      {
        slug: 'role-play-scenarios',
        name: 'Role-play Scenarios',
        icon: '🎲',
        platform: 'roleplay',
        description: 'Decisions seen through someone else’s eyes.',
      },
    ],
  },
];
