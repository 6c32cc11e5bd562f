// The frame of both creation routes: breadcrumbs, the heading of the variant, then the stepper.
import type { RouteFormat } from '@/lib/challenges/variants';
import { Breadcrumbs } from '../shell/Breadcrumbs';
import { CreationFlow, type CreationProps } from './CreationFlow';

const COPY: Record<RouteFormat, { heading: string; intro: string }> = {
  challenge: {
    heading: 'Post your own Challenge Question',
    intro: 'Pick a category, ask a “What could…” or “How could…” question, and let the crowd answer with ideas.',
  },
  'test-an-idea': {
    heading: 'Test my Idea',
    intro:
      'Ask a question your idea answers and add the idea itself. It is hidden among the crowd’s ideas and rated double-blind: nobody knows it is yours until the challenge closes.',
  },
};

export type CreationPageProps = CreationProps;

export function CreationPage(props: CreationPageProps) {
  const copy = COPY[props.format];
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: copy.heading }]} />
      <h1 className="create-heading">{copy.heading}</h1>
      <p className="muted create-intro">{copy.intro}</p>
      {/* `now` from the server keeps the first client render identical to the server's. */}
      <CreationFlow {...props} now={new Date().toISOString()} />
    </div>
  );
}
