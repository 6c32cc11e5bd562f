// Demo players. Emails are '{screen_name lowercased}@nervus.test', the password of every one is
// DEMO_PASSWORD, and avatars are generated into public/avatars by scripts/generate-avatars.ts.

export const DEMO_PASSWORD = 'nervus-demo';
export const DEMO_EMAIL_DOMAIN = 'nervus.test';

type SocialProvider = 'facebook' | 'twitter' | 'google' | 'github' | 'linkedin';

export interface DemoUser {
  screenName: string;
  firstName: string;
  lastName: string;
  bio: string;
  slogan: string;
  interests: string[];
  social?: Partial<Record<SocialProvider, string>>;
  /** Slug of the home community. */
  home: string;
  globalAdmin?: boolean;
  platformAmbassador?: boolean;
  isOrganization?: boolean;
}

export const demoEmail = (screenName: string) => `${screenName.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`;
export const demoAvatarUrl = (screenName: string) => `/avatars/${screenName.toLowerCase()}.svg`;

export const DEMO_USERS: DemoUser[] = [
  { screenName: 'admin', firstName: 'Morgan', lastName: 'Reyes', home: 'admin', globalAdmin: true,
    bio: 'Community lead at **Nervus**. I keep the game fair, the servers warm and the leaderboards honest.',
    slogan: 'Fair play first', interests: ['community', 'moderation', 'game design'] },
  { screenName: 'Ambassador', firstName: 'Priya', lastName: 'Raman', home: 'innovators', platformAmbassador: true,
    bio: 'Platform ambassador. I help new communities launch and find their first hundred players.\n\nAsk me about *running a tournament*.',
    slogan: 'Every community starts with one good question', interests: ['communities', 'events', 'product'],
    social: { linkedin: 'priyaraman', twitter: 'priya_builds' } },
  { screenName: 'AdaLovelace', firstName: 'Ada', lastName: 'Lovelace', home: 'science',
    bio: 'Analyst by temperament, poet by accident. I like ideas that can be **calculated** and ones that cannot.',
    slogan: 'Poetical science', interests: ['mathematics', 'computing', 'music', 'science'],
    social: { github: 'ada-l', twitter: 'analytical_ada' } },
  { screenName: 'MayaChen', firstName: 'Maya', lastName: 'Chen', home: 'nervus',
    bio: 'Urban planner in Seattle. Obsessed with bus lanes, pocket parks and the 15-minute city.',
    slogan: 'Streets are for people', interests: ['urbanism', 'transit', 'climate'],
    social: { twitter: 'mayamaps', linkedin: 'maya-chen-planning' } },
  { screenName: 'TheoBrooks', firstName: 'Theo', lastName: 'Brooks', home: 'business',
    bio: 'Two exits, one spectacular failure. Now mentoring first-time founders on pricing and sales.',
    slogan: 'Charge more, explain better', interests: ['startups', 'pricing', 'sales', 'mentoring'],
    social: { linkedin: 'theobrooks' } },
  { screenName: 'JunoPark', firstName: 'Juno', lastName: 'Park', home: 'comedy',
    bio: 'Stand-up on weekends, UX writer on weekdays. Both jobs are about **timing**.',
    slogan: 'Tag it till it hurts', interests: ['stand-up', 'writing', 'improv'],
    social: { twitter: 'junoparkjokes', facebook: 'junopark.comedy' } },
  { screenName: 'SamOkafor', firstName: 'Sam', lastName: 'Okafor', home: 'business',
    bio: 'Runs a bakery co-op in Lagos and a newsletter on small-business finance.',
    slogan: 'Small business, big ideas', interests: ['small business', 'finance', 'food'],
    social: { twitter: 'samokafor', linkedin: 'sam-okafor' } },
  { screenName: 'LenaVogel', firstName: 'Lena', lastName: 'Vogel', home: 'spaces',
    bio: 'Architect in Berlin designing schools. I think every corridor should be a place to stay, not pass.',
    slogan: 'Build for lingering', interests: ['architecture', 'education', 'timber'] },
  { screenName: 'DiegoMarquez', firstName: 'Diego', lastName: 'Márquez', home: 'news',
    bio: 'Data journalist. I turn spreadsheets into stories and stories back into spreadsheets.',
    slogan: 'Show me the numbers', interests: ['journalism', 'data', 'elections'],
    social: { twitter: 'diegodata', github: 'dmarquez' } },
  { screenName: 'AishaBello', firstName: 'Aisha', lastName: 'Bello', home: 'college',
    bio: 'Chemistry PhD student and student-union rep. Fighting for better lab hours and cheaper textbooks.',
    slogan: 'Ask why twice', interests: ['chemistry', 'student life', 'advocacy'] },
  { screenName: 'OwenMcCarthy', firstName: 'Owen', lastName: 'McCarthy', home: 'regional',
    bio: 'Volunteer firefighter and parish councillor in County Clare. Local first, always.',
    slogan: 'Neighbours fix things', interests: ['local government', 'rural life', 'safety'] },
  { screenName: 'NoorHaddad', firstName: 'Noor', lastName: 'Haddad', home: 'life',
    bio: 'Career coach. I help people quit well, start well and negotiate the bit in between.',
    slogan: 'Decide, then commit', interests: ['careers', 'coaching', 'psychology'],
    social: { linkedin: 'noorhaddad' } },
  { screenName: 'KaiNakamura', firstName: 'Kai', lastName: 'Nakamura', home: 'innovators',
    bio: 'Hardware hacker. Currently building a solar e-bike trailer out of salvaged parts.',
    slogan: 'Ship the prototype', interests: ['hardware', 'energy', 'cycling', 'maker'],
    social: { github: 'kainaka' } },
  { screenName: 'ElenaRossi', firstName: 'Elena', lastName: 'Rossi', home: 'politics',
    bio: 'Policy analyst focused on housing and local budgets. Former city-hall staffer.',
    slogan: 'Budgets are moral documents', interests: ['housing', 'policy', 'budgets'],
    social: { twitter: 'elenarossi_policy' } },
  { screenName: 'MarcusJohnson', firstName: 'Marcus', lastName: 'Johnson', home: 'nervus',
    bio: 'High-school physics teacher. My students rate my jokes lower than my lessons.',
    slogan: 'Curiosity is contagious', interests: ['teaching', 'physics', 'basketball'] },
  { screenName: 'FreyaLindqvist', firstName: 'Freya', lastName: 'Lindqvist', home: 'captions',
    bio: 'Illustrator and meme archivist. If it has a caption, I have an opinion.',
    slogan: 'Less words, more funny', interests: ['illustration', 'memes', 'design'],
    social: { twitter: 'freyadraws' } },
  { screenName: 'RaviPatel', firstName: 'Ravi', lastName: 'Patel', home: 'business',
    bio: 'Product manager in fintech. Hobbies: spreadsheets, cricket and overthinking onboarding flows.',
    slogan: 'Reduce the friction', interests: ['product', 'fintech', 'cricket'],
    social: { linkedin: 'ravipatel-pm', github: 'rpatel' } },
  { screenName: 'ChloeDubois', firstName: 'Chloé', lastName: 'Dubois', home: 'spaces',
    bio: 'Landscape designer. Convincing cities that rain gardens beat storm drains.',
    slogan: 'Plant the future', interests: ['landscape', 'water', 'biodiversity'] },
  { screenName: 'TomasNovak', firstName: 'Tomáš', lastName: 'Novák', home: 'roleplay',
    bio: 'Game master for twenty years. I write campaigns where the villain has a point.',
    slogan: 'Roll for insight', interests: ['tabletop', 'storytelling', 'history'] },
  { screenName: 'ZaraAhmed', firstName: 'Zara', lastName: 'Ahmed', home: 'news',
    bio: 'Fact-checker. I read the footnotes so you do not have to.',
    slogan: 'Source?', interests: ['fact-checking', 'media literacy', 'science'],
    social: { twitter: 'zara_checks' } },
  { screenName: 'BenFoster', firstName: 'Ben', lastName: 'Foster', home: 'comedy',
    bio: 'Sketch writer and part-time dad-joke consultant.',
    slogan: 'Yes, and', interests: ['sketch comedy', 'parenting', 'podcasts'] },
  { screenName: 'IsabelSantos', firstName: 'Isabel', lastName: 'Santos', home: 'life',
    bio: 'Moved countries three times in ten years. Happy to talk visas, languages and loneliness.',
    slogan: 'Home is a practice', interests: ['travel', 'languages', 'wellbeing'] },
  { screenName: 'HugoMartin', firstName: 'Hugo', lastName: 'Martin', home: 'innovators',
    bio: 'Industrial designer. Repairable things are beautiful things.',
    slogan: 'Design for the second owner', interests: ['design', 'repair', 'circular economy'],
    social: { linkedin: 'hugomartin-design' } },
  { screenName: 'Yuki_Tanaka', firstName: 'Yuki', lastName: 'Tanaka', home: 'college',
    bio: 'Computer-science undergrad. Building a timetable app my whole faculty now depends on (help).',
    slogan: 'Ship it before finals', interests: ['programming', 'student life', 'anime'],
    social: { github: 'yukitanaka' } },
  { screenName: 'grace.obi', firstName: 'Grace', lastName: 'Obi', home: 'regional',
    bio: 'Librarian. Libraries are the last free indoor public space, and I will defend them.',
    slogan: 'Read, then act', interests: ['libraries', 'literacy', 'community'] },
  { screenName: 'LiamWalsh', firstName: 'Liam', lastName: 'Walsh', home: 'politics',
    bio: 'Retired civil engineer. Bridges, budgets and the occasional letter to the editor.',
    slogan: 'Measure twice', interests: ['infrastructure', 'engineering', 'policy'] },
  { screenName: 'SofiaGarcia', firstName: 'Sofía', lastName: 'García', home: 'science',
    bio: 'Epidemiologist. I count things carefully so that others can panic less.',
    slogan: 'Correlation is a start', interests: ['public health', 'statistics', 'science'],
    social: { twitter: 'sofia_epi' } },
  { screenName: 'DevSharma', firstName: 'Dev', lastName: 'Sharma', home: 'nervus',
    bio: 'Full-stack developer and weekend chef. I rate ideas like I review pull requests: kindly, thoroughly.',
    slogan: 'Small commits, big impact', interests: ['software', 'cooking', 'open source'],
    social: { github: 'devsharma', twitter: 'dev_cooks' } },
  { screenName: 'HannahKlein', firstName: 'Hannah', lastName: 'Klein', home: 'life',
    bio: 'Financial planner for people who hate financial planning.',
    slogan: 'Boring money, exciting life', interests: ['personal finance', 'running'] },
  { screenName: 'QuinnTaylor', firstName: 'Quinn', lastName: 'Taylor', home: 'captions',
    bio: 'Copywriter. Eleven words or fewer, or I start again.',
    slogan: 'Cut it in half', interests: ['copywriting', 'advertising', 'memes'] },
  { screenName: 'GreenLeafCoop', firstName: 'Green Leaf', lastName: 'Co-op', home: 'business', isOrganization: true,
    bio: 'A worker-owned grocery co-operative. We post challenges about **fair food** and local supply chains.',
    slogan: 'Owned by the people who stock the shelves', interests: ['food', 'co-operatives', 'sustainability'],
    social: { facebook: 'greenleafcoop' } },
];
