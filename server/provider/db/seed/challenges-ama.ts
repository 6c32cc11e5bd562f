// Demo ask-me-anything box: /skeptic goes to AdaLovelace's mentor box (SKEPTIC_HANDLE), so the
// science community's resident catalyst has one open AMA there. Ideas are the questions asked.
import type { DemoChallenge } from './challenge-types';

export const AMA_CHALLENGES: DemoChallenge[] = [
  {
    platform: 'science',
    catalyst: 'AdaLovelace',
    category: 'critical-thinking',
    startedDaysAgo: 9,
    endsInDays: 21,
    solutionFormat: 'ama',
    challengeFormat: 'suggestion',
    title: 'Ask me anything: what can a machine calculate, and what will it never decide for us?',
    detail:
      'I have spent my working life between numbers and poetry. Ask me about analytical engines, ' +
      'about telling a sound argument from a confident one, or about where calculation should stop and judgement begin. ' +
      'I answer the questions the crowd rates highest when the box closes.',
    tags: ['ama', 'computing', 'reasoning'],
    ideas: [
      {
        author: 'KaiNakamura',
        title: 'Which of your predictions are you least sure about?',
        description:
          'You wrote that machines might compose music one day. What did you predict that you now think was wrong?',
      },
      {
        author: 'SofiaGarcia',
        title: 'How do you check an argument you want to be true?',
        description: 'When a result agrees with what you hoped, what do you do differently before you trust it?',
      },
      {
        author: 'DevSharma',
        title: 'Should a machine ever rank ideas on its own?',
        description:
          'Crowds rate ideas here. Would you let a program do the first cut, and what would you never let it decide?',
      },
    ],
  },
];
