// Registry of static content pages, keyed by path (no leading slash).
// Bodies are React Server Components; the page wrapper renders the title as <h1>
// (see ContentArticle in ./ContentPage.tsx) and uses `description` for the meta description.
import type React from 'react';
import type { ContentPath } from '@/lib/content-paths';
import {
  AboutClaremont,
  AboutCodeOfConduct,
  AboutContactUs,
  AboutIdeaPerson,
  AboutIndex,
  AboutNervus,
  AboutWhyInnervation,
} from './about';
import { FaqFollow, FaqFriend, FaqFund, FaqsIndex, FaqTakeATour } from './faqs';
import { FaqBrainLevelDemo, FaqScoringPoints } from './faqs-game';
import { AboutSupport, FaqHowItWorks, FaqInnovationGraphDemo, FaqTrustScore } from './faqs-more';
import { FaqIdeaOwnership, FaqOlympiads, FaqPatrons, FaqTheDirectorRole, FaqTheMentorRole } from './faqs-roles';
import { Accessibility, Dmca, TermsOfService } from './legal';
import { Gdpr, PrivacyPolicy } from './legal-privacy';
import { DiscoverNervus, IdeaRace, Introduction, JoinTheCommunity, Learn, Moved, ReadingList, Welcome } from './learn';

export type ContentPage = {
  title: string;
  /** At most 155 characters; used for the meta description. */
  description: string;
  Body: () => React.JSX.Element;
  section: 'about' | 'faqs' | 'legal' | 'learn';
};

// Typed by path: a page without an address, or an address without a page, does not compile.
export const CONTENT_PAGES: Record<ContentPath, ContentPage> = {
  // About
  about: {
    title: 'About Nervus',
    description:
      'What Nervus is, where it came from, how we expect players to treat each other, and how to reach the team.',
    Body: AboutIndex,
    section: 'about',
  },
  'about/about-nervus': {
    title: 'What is Nervus?',
    description:
      'Nervus is a crowd-ideation game: ask open questions, answer with ideas, rate and mentor others, and earn neurons in every role.',
    Body: AboutNervus,
    section: 'about',
  },
  'about/claremont': {
    title: 'Our Claremont roots',
    description:
      'Nervus grew out of work on collaborative creativity around the Claremont Colleges in Claremont, California.',
    Body: AboutClaremont,
    section: 'about',
  },
  'about/why-innervation': {
    title: 'Why “innervation”?',
    description:
      'Innervation is the wiring that carries a signal. Here is why Nervus uses the idea, and why every role earns neurons.',
    Body: AboutWhyInnervation,
    section: 'about',
  },
  'about/idea-person': {
    title: 'Are you an idea person?',
    description:
      'You don’t need to be an “idea person” to play Nervus. Asking, rating, mentoring, scouting and funding all level you up.',
    Body: AboutIdeaPerson,
    section: 'about',
  },
  'about/contact': {
    title: 'Contact us',
    description:
      'How to reach the Nervus team: questions, bug reports, suggestions, reports about content, privacy and accessibility.',
    Body: AboutContactUs,
    section: 'about',
  },
  'about/support': {
    title: 'Support',
    description:
      'How to get help with Nervus: the FAQs, the Learn guides, and a message straight to the team through Get Support.',
    Body: AboutSupport,
    section: 'about',
  },
  'about/code-of-conduct': {
    title: 'Code of conduct',
    description:
      'How we play together on Nervus: constructive feedback, respect, fair play, respect for others’ work, and how to report problems.',
    Body: AboutCodeOfConduct,
    section: 'about',
  },

  // FAQs
  faqs: {
    title: 'Frequently asked questions',
    description:
      'Quick answers about challenges, rating, neurons, levels and ranks, communities, sharing, forums, tournaments and idea ownership.',
    Body: FaqsIndex,
    section: 'faqs',
  },
  'faqs/follow-user': {
    title: 'Following a player',
    description:
      'Following on Nervus is one-way and needs no approval. Follow each other and you can exchange direct messages.',
    Body: FaqFollow,
    section: 'faqs',
  },
  'faqs/sending-friend-request': {
    title: 'Sending a friend request',
    description:
      'Friend requests on Nervus expire after 30 days. Friends can message each other, form teams and browse each other’s Idea Logs.',
    Body: FaqFriend,
    section: 'faqs',
  },
  'faqs/funding-users': {
    title: 'Funding players and challenges',
    description:
      'Patrons fund players, challenges, platforms or categories, once or monthly. The minimum is $1 and there is no maximum.',
    Body: FaqFund,
    section: 'faqs',
  },
  'faqs/scoring-points': {
    title: 'Scoring points',
    description:
      'The neurons each action earns: ideas, ratings, mentoring, challenges and closing bonuses, with a simulated neurons-earned chart.',
    Body: FaqScoringPoints,
    section: 'faqs',
  },
  'faqs/brain-level-demo': {
    title: 'Brain level demo',
    description:
      'Watch a brain climb from level 0 to 100: ten ranks of ten levels, and the neurons each level needs (n³ + 50n²).',
    Body: FaqBrainLevelDemo,
    section: 'faqs',
  },
  'faqs/the-mentor-role': {
    title: 'The mentor role',
    description:
      'Mentors leave two comments on an idea, what I like and what could improve, rated 0 to 5, and earn Mentor neurons.',
    Body: FaqTheMentorRole,
    section: 'faqs',
  },
  'faqs/the-director-role': {
    title: 'The director role',
    description:
      'Directors curate and host tournaments. You become one with your first question; the Director score is not part of the Idea Race.',
    Body: FaqTheDirectorRole,
    section: 'faqs',
  },
  'faqs/olympiads': {
    title: 'Olympiads',
    description:
      'Olympiads are weekly or monthly tournaments that renew automatically. Activity points reset each cycle; neurons accumulate.',
    Body: FaqOlympiads,
    section: 'faqs',
  },
  'faqs/patrons': {
    title: 'Patrons',
    description:
      'Patrons fund players, challenges, platforms or categories, once or monthly, from $1 with no maximum, and earn Patron neurons.',
    Body: FaqPatrons,
    section: 'faqs',
  },
  'faqs/idea-ownership': {
    title: 'Idea ownership',
    description:
      'Ideas are public domain by default; ideas in private ask-me-anything boxes stay owned by their authors.',
    Body: FaqIdeaOwnership,
    section: 'faqs',
  },
  'faqs/trust-score': {
    title: 'Trust score',
    description: 'A Catalyst’s trust score shows how reliably they pay the prizes their challenges promise.',
    Body: FaqTrustScore,
    section: 'faqs',
  },
  'faqs/innovation-graph-demo': {
    title: 'Innovation graph demo',
    description: 'A challenge drawn as a network: the question, its ideas, and the ratings and advice linking players.',
    Body: FaqInnovationGraphDemo,
    section: 'faqs',
  },
  'faqs/how-it-works': {
    title: 'How it works',
    description: 'For developers: how a Nervus page is built, from the web server to the provider API and its ledger.',
    Body: FaqHowItWorks,
    section: 'faqs',
  },
  'faqs/take-a-tour': {
    title: 'Take a tour',
    description:
      'The Nervus tour walks you through the start guide, leaderboards, home page, innovator dashboard, Nerve On and challenge pages.',
    Body: FaqTakeATour,
    section: 'faqs',
  },

  // Legal
  'terms-of-service': {
    title: 'Terms of service',
    description:
      'The Nervus terms in plain language: accounts, public-domain ideas, ask-me-anything boxes, prizes, entry fees, funding and fair play.',
    Body: TermsOfService,
    section: 'legal',
  },
  'privacy-policy': {
    title: 'Privacy policy',
    description:
      'What Nervus collects (account data, content, usage events, cookies), why, who can see it, how long we keep it, and your choices.',
    Body: PrivacyPolicy,
    section: 'legal',
  },
  gdpr: {
    title: 'GDPR and your data rights',
    description:
      'Your rights under the GDPR and UK GDPR on Nervus: access, correction, erasure, portability, objection, and how to make a request.',
    Body: Gdpr,
    section: 'legal',
  },
  dmca: {
    title: 'DMCA and copyright',
    description:
      'How to send Nervus a DMCA takedown notice or counter-notice, what it must include, and what happens next.',
    Body: Dmca,
    section: 'legal',
  },
  accessibility: {
    title: 'Accessibility',
    description:
      'Nervus aims to meet WCAG 2.2 level AA. What we do, known limitations, and how to report an accessibility barrier.',
    Body: Accessibility,
    section: 'legal',
  },

  // Learn
  learn: {
    title: 'Learn Nervus',
    description:
      'Guides for new Nervus players, in order: welcome, introduction, site map, joining, scoring, idea races and further reading.',
    Body: Learn,
    section: 'learn',
  },
  welcome: {
    title: 'Welcome to Nervus',
    description: 'New to Nervus? Three easy ways to start: rate some ideas, answer a question, or ask your own.',
    Body: Welcome,
    section: 'learn',
  },
  moved: {
    title: 'This page has moved',
    description: 'The page you were looking for has moved. Here are the best places to continue on Nervus.',
    Body: Moved,
    section: 'learn',
  },
  introduction: {
    title: 'Introduction to Nervus',
    description:
      'How a Nervus challenge works, step by step: a question is asked, ideas come in, the crowd rates and mentors, and everyone scores.',
    Body: Introduction,
    section: 'learn',
  },
  'join-the-community': {
    title: 'Join the community',
    description:
      'Create a Nervus account, set up your profile, unlock the forums and find your people: a simple plan for your first week.',
    Body: JoinTheCommunity,
    section: 'learn',
  },
  discovernervus: {
    title: 'Discover Nervus',
    description:
      'A map of Nervus: challenges, Nerve Boards, leaderboards, Game Dash, forums, the kinds of challenge and the themed communities.',
    Body: DiscoverNervus,
    section: 'learn',
  },
  'idea-race': {
    title: 'The Idea Race',
    description:
      'An Idea Race is the race inside a Nervus tournament. How weekly and monthly tournaments run, how leaderboards work, and how prizes are shared.',
    Body: IdeaRace,
    section: 'learn',
  },
  'reading-list': {
    title: 'Reading list',
    description:
      'Books on creativity, brainstorming, the wisdom of crowds and open innovation for players who want to go deeper.',
    Body: ReadingList,
    section: 'learn',
  },
};
