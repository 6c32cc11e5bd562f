// Demo challenges added after the first seed: a QQ whose ideas are better questions.
import type { DemoChallenge } from './challenge-types';

export const LATER_CHALLENGES: DemoChallenge[] = [
  {
    // A QQ: the crowd's ideas are better questions, which the catalyst may promote to challenges.
    platform: 'nervus', catalyst: 'AdaLovelace', category: 'learning-tools', startedDaysAgo: 4, endsInDays: 10, solutionFormat: 'qq',
    title: 'What could make an unusual first lesson in programming?',
    detail: 'I teach a weekend coding club for twelve-year-olds. The first lesson decides who comes back. Before I ask for lesson ideas: help me ask the right question.',
    tags: ['teaching', 'programming', 'qq'],
    ideas: [
      { author: 'DevSharma', title: 'How could a first lesson end with something pupils can show their parents?', description: 'Children come back when they leave with a thing that works, not with a concept.' },
      { author: 'MayaChen', title: 'What could pupils break on purpose in their first hour of code?', description: 'Breaking things safely makes errors feel normal instead of scary.' },
      { author: 'HannahKlein', title: 'How could the first lesson start without a computer at all?', description: 'Unplugged activities let everyone start level, whatever they have at home.' },
    ],
  },
];
