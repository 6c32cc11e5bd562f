// The main community and the 13 system communities of spec 1 §1. Slug equals subdomain, except the
// main community, whose slug is the product's name and whose host label is 'www'.

export interface DemoCommunity {
  slug: string;
  subdomain: string;
  name: string;
  title: string;
  slogan: string;
  marketingPhrase: string;
  icon: string;
  /** Masthead and top bar colour, dark enough for white text (4.5:1). */
  color: string;
  isMain?: boolean;
  url?: string;
  /** Screen name of the owner (demo users), when the community has one. */
  owner?: string;
  organizationDescription?: string;
}

export const DEMO_COMMUNITIES: DemoCommunity[] = [
  {
    slug: 'nervus',
    color: '#4b32c3',
    subdomain: 'www',
    name: 'Nervus',
    title: 'Nervus',
    isMain: true,
    icon: '🧠',
    owner: 'admin',
    slogan: 'Where good questions meet better ideas',
    marketingPhrase: 'Post a challenge, pitch ideas, rate the crowd — and earn neurons for every sharp move.',
    organizationDescription:
      'Nervus is a crowd-ideation game: catalysts ask, innovators answer, raters judge, and everyone levels up.',
  },
  {
    slug: 'innovators',
    color: '#9a3412',
    subdomain: 'innovators',
    name: 'Innovators',
    title: 'Innovators Guild',
    icon: '💡',
    owner: 'Ambassador',
    slogan: 'Build the thing nobody has asked for yet',
    marketingPhrase: 'Inventors, tinkerers and product people trading half-formed ideas until they are whole.',
  },
  {
    slug: 'comedy',
    color: '#a21caf',
    subdomain: 'comedy',
    name: 'Comedy',
    title: 'Punchline Lab',
    icon: '🎭',
    owner: 'JunoPark',
    slogan: 'Funny is a skill. Practise it in public.',
    marketingPhrase: 'Premises, tags and callbacks, rated by people who actually laughed.',
  },
  {
    slug: 'news',
    color: '#1e40af',
    subdomain: 'news',
    name: 'News Solving',
    title: 'Headline Fixers',
    icon: '📰',
    slogan: 'Read the news. Then fix it.',
    marketingPhrase: 'Every story is a problem statement. Bring a solution that fits in a headline.',
  },
  {
    slug: 'politics',
    color: '#b91c1c',
    subdomain: 'politics',
    name: 'Politics',
    title: 'Common Ground',
    icon: '🏛️',
    slogan: 'Policy ideas without the shouting',
    marketingPhrase: 'Argue with evidence, rate across the aisle, and find the proposals both sides can live with.',
  },
  {
    slug: 'captions',
    color: '#0f766e',
    subdomain: 'captions',
    name: 'Captions',
    title: 'Caption This',
    icon: '🖼️',
    slogan: 'One picture, a thousand punchlines',
    marketingPhrase: 'A new image every week. Write the line that makes it.',
  },
  {
    slug: 'spaces',
    color: '#3730a3',
    subdomain: 'spaces',
    name: 'Spaces',
    title: 'Better Spaces',
    icon: '🏗️',
    slogan: 'Rethink the places we live, work and play',
    marketingPhrase: 'Architects, planners and neighbours redesigning streets, offices and parks one idea at a time.',
  },
  {
    slug: 'life',
    color: '#15803d',
    subdomain: 'life',
    name: 'Life Decisions',
    title: 'Crossroads',
    icon: '🧭',
    slogan: 'Crowdsource your next big decision',
    marketingPhrase: 'Career moves, cities, side projects: ask a thoughtful crowd before you leap.',
  },
  {
    slug: 'regional',
    color: '#854d0e',
    subdomain: 'regional',
    name: 'Regional',
    title: 'Hometown Hub',
    icon: '📍',
    slogan: 'Local problems, neighbourly ideas',
    marketingPhrase: 'Bus routes, library hours, the pothole on Elm Street — solved by the people who live there.',
  },
  {
    slug: 'business',
    color: '#334155',
    subdomain: 'business',
    name: 'Business',
    title: 'Venture Forge',
    icon: '💼',
    owner: 'SamOkafor',
    slogan: 'Pressure-test your business ideas',
    marketingPhrase: 'Pitch it, price it, poke holes in it — before your customers do.',
  },
  {
    slug: 'college',
    color: '#7e22ce',
    subdomain: 'college',
    name: 'College',
    title: 'Campus Minds',
    icon: '🎓',
    slogan: 'Student ideas for student life',
    marketingPhrase: 'From dorm hacks to department reform: the campus suggestion box that answers back.',
  },
  {
    slug: 'roleplay',
    color: '#be185d',
    subdomain: 'roleplay',
    name: 'Role Play',
    title: 'Character Studio',
    icon: '🎲',
    slogan: 'Step into someone else’s shoes',
    marketingPhrase: 'Answer as a pirate, a CEO or a medieval baker — perspective-taking as a sport.',
  },
  {
    slug: 'science',
    color: '#0369a1',
    subdomain: 'science',
    name: 'Science & Skeptics',
    title: 'Skeptic Lab',
    icon: '🔬',
    url: 'https://en.wikipedia.org/wiki/Scientific_skepticism',
    slogan: 'Extraordinary claims need ordinary evidence',
    marketingPhrase: 'Design the experiment, find the flaw, and keep every claim honest.',
  },
  {
    slug: 'admin',
    color: '#374151',
    subdomain: 'admin',
    name: 'Admin Panel',
    title: 'Control Room',
    icon: '🛠️',
    owner: 'admin',
    slogan: 'Keep the game fair and fun',
    marketingPhrase: 'Moderation, flags and community health for the Nervus staff.',
  },
];
