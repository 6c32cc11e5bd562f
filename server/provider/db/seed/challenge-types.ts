// Shape of the demo challenges. Timing is relative to the moment of seeding, so open challenges
// stay open however late the demo is started.

export interface DemoIdea {
  /** Screen name of the author (never the catalyst). */
  author: string;
  title: string;
  description: string;
}

export interface DemoChallenge {
  platform: string;
  catalyst: string;
  title: string;
  detail: string;
  category: string;
  /** Local-civics questions only: the place, as the gazetteer formats it ('City, Region, Country'). */
  location?: string;
  tags: string[];
  /** Days before now the challenge opened. */
  startedDaysAgo: number;
  /** Days after now it closes; negative means it closed that many days ago (and is_closed). */
  endsInDays: number;
  solutionFormat?: string;
  challengeFormat?: 'standard' | 'suggestion';
  innovationScale?: 'blue-sky' | 'moonshot' | 'playful';
  prize?: { type: string; moneyCents?: number; title?: string; description?: string };
  /** What each idea costs to enter, in cents (0 when free). */
  ideaEntryFeeCents?: number;
  ideas: DemoIdea[];
}
