// The guides' steps (spec 3 §2.9). A step points at a `data-tour` target (lib/tour.ts) or a CSS
// selector, or at nothing (a centred card). A guide may end by going to the next guide's page.
// Loaded with the tour library, never on a page's first load.
import { HOME_TOUR_TARGETS, type GuideId, type TourPage } from './tour';

export interface TourStep {
  /** A `data-tour` value, or a CSS selector when it starts with '.', '#' or '[' or has a space. */
  target?: string;
  title: string;
  text: string;
}

export interface Guide {
  page: TourPage;
  steps: TourStep[];
  /** 'Done' on the last step goes on with this guide, on its page. */
  then?: GuideId;
}

const T = HOME_TOUR_TARGETS;

export const GUIDES: Record<GuideId, Guide> = {
  'start-guide': {
    page: 'home',
    steps: [
      {
        title: 'Welcome to Nervus',
        text: 'Nervus is a game of ideas: people ask questions (challenges), the crowd answers with ideas, rates them, and everyone earns neurons.',
      },
      {
        target: T.openChallenges,
        title: 'Start with a challenge',
        text: 'Open a challenge, enter up to three ideas (+20 neurons each), or rate other ideas (+5 each).',
      },
      {
        target: T.gameDash,
        title: 'Watch your neurons grow',
        text: 'Every point you earn shows here. Levels and ranks follow your neurons.',
      },
      {
        target: T.topMenu,
        title: 'Find your way',
        text: 'The top menu leads to challenges, forums and leaderboards. Take the tour again from the footer any time.',
      },
    ],
  },
  'home-page': {
    page: 'home',
    then: 'leaderboard-1',
    steps: [
      {
        target: T.challengeFilters,
        title: 'Challenge filters',
        text: 'Narrow the list to open, closing or completed challenges, or search them.',
      },
      {
        target: T.categoriesPicker,
        title: 'Categories',
        text: 'Pick a category to see only the challenges on a subject you care about.',
      },
      { target: T.gameDash, title: 'Game Dash', text: 'Your Nerve Score, the neurons you earned and helpful tips.' },
      {
        target: T.openChallenges,
        title: 'Open challenges',
        text: 'These are waiting for ideas and ratings. Open one to take part.',
      },
      {
        target: T.leaderboard,
        title: 'Leaderboard',
        text: 'The players who earned the most neurons in this month’s tournament.',
      },
      { target: T.topMenu, title: 'Top menu', text: 'Everything else: forums, boards, your dashboard and account.' },
    ],
  },
  'leaderboard-1': {
    page: 'leaderboard',
    then: 'leaderboard-2',
    steps: [
      {
        target: '.role-tabs',
        title: 'One board per role',
        text: 'Innovators, raters, mentors and the other roles each have their own race; Overall adds them up.',
      },
      {
        target: '.board-summary',
        title: 'What the board counts',
        text: 'Neurons earned since the first of the month. A new race starts every month.',
      },
    ],
  },
  'leaderboard-2': {
    page: 'leaderboard',
    steps: [
      {
        target: '.leaderboard',
        title: 'Standings',
        text: 'Rank, player and neurons. The top third of the board shares the tournament’s prize money.',
      },
      {
        title: 'Climb the board',
        text: 'Enter ideas, rate, mentor and share: every action earns neurons for this month’s race.',
      },
    ],
  },
  'innovator-dashboard': {
    page: 'innovator',
    steps: [
      {
        target: '.dash-nav',
        title: 'Your roles',
        text: 'Each role you play has its own page: innovator, rater, mentor, catalyst.',
      },
      {
        target: '.dash-title',
        title: 'Your ideas',
        text: 'The challenges you entered ideas in, open and closed, with how your ideas did.',
      },
    ],
  },
  'nerve-on': {
    page: 'dashboard',
    steps: [
      {
        target: '.dash-title',
        title: 'Your dashboard',
        text: 'Your activity at a glance, and what to do next.',
      },
      {
        target: T.topMenu,
        title: 'Nerve On',
        text: 'The bell opens the Game Dash: neurons earned, tips and highlights. My Progress has your levels and history.',
      },
    ],
  },
  'challenge-detail-welcome': {
    page: 'challenge',
    steps: [
      {
        target: 'main h1',
        title: 'A challenge',
        text: 'A question from a catalyst. Read the details, then answer it.',
      },
      {
        title: 'Take part',
        text: 'Enter up to three ideas in the Ideas tab, or rate other people’s ideas. Ideas stay anonymous until the challenge closes.',
      },
    ],
  },
};
