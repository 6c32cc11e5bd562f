'use client';
// The creation stepper of /challenges/create and /challenges/test-idea (spec 2 §2): the steps of the
// variant, Back and Next (Next waits for the step's rules and says which one is unmet), the live
// preview, and the restored-draft notice with Start over.
import { useEffect, useMemo, useRef } from 'react';
import { findCategory } from '@/lib/challenges/categories';
import type { RouteFormat } from '@/lib/challenges/variants';
import type { Category } from '@/lib/contracts/platform';
import type { LinkContext } from '@/lib/routes/community-links';
import { imageMayComeFromArticle } from '@/lib/challenges/validation';
import { useUi } from '../ui/UiProvider';
import { shouldSaveDraft } from '@/lib/challenges/draft';
import { CREATE_MESSAGES } from '@/lib/challenges/messages';
import { nextStep, previousStep, STEP_NAMES, stepIssue, type StepId } from '@/lib/challenges/steps';
import { ArticleStep } from './ArticleStep';
import { AssumptionsStep } from './AssumptionsStep';
import { CategoryStep } from './CategoryStep';
import { DurationStep } from './DurationStep';
import { IdeaStep } from './IdeaStep';
import { ImageStep } from './ImageStep';
import { InnovationScaleStep } from './InnovationScaleStep';
import { LocationField } from './LocationField';
import { MoneyPrizesStep } from './MoneyPrizesStep';
import { PublishButton, PublishPanel } from './PublishPanel';
import { CaptionFormatStep, PurposeStep } from './PurposeAndCaptionSteps';
import { QuestionPreview } from './QuestionPreview';
import { QuestionStep } from './QuestionStep';
import { SavedDraftsButton } from './SavedDrafts';
import { ShareScreen } from './ShareScreen';
import { StepperNav } from './StepperNav';
import { useCreationFlow } from './useCreationFlow';

/** What the creation page passes on: the variant, the community, its categories and links. */
export interface CreationProps {
  format: RouteFormat;
  handle: string;
  /** The creator's user id: the share screen's links carry it as scout_id (issue 20 §5). */
  scoutId: number;
  platform: { slug: string; title: string; isMain: boolean };
  mainTitle: string;
  categories: Category[];
  /** The developer flag for the AI assistant button (spec 2 §6). */
  aiAssistant: boolean;
  links: LinkContext;
}

export function CreationFlow(props: CreationProps & { now: string }) {
  const { format, platform, categories, now } = props;
  const flow = useCreationFlow({ format, platformSlug: platform.slug, categories, now });
  const { draft, published, slug, restored, goTo } = flow;
  const { confirm } = useUi();
  const step = draft.step;
  const categoryNames = useMemo(
    () => findCategory(categories, draft.platform_category)?.path.map((c) => c.name) ?? [],
    [categories, draft.platform_category],
  );
  // The gallery ranks pictures by these words; they change with the category and the title, not with every keystroke of the details.
  const imageKeywords = useMemo(
    () => [...categoryNames, draft.question_title.replace(/^\s*(what|how)\s+could\b/i, '')].join(' ').trim(),
    [categoryNames, draft.question_title],
  );
  const issue = stepIssue(step, draft);
  const back = previousStep(step, draft);
  const next = nextStep(step, draft);

  // Moving between steps puts focus on the new step's heading, for keyboard and screen-reader users.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastStep = useRef<StepId>(step);
  useEffect(() => {
    if (lastStep.current !== step) headingRef.current?.focus();
    lastStep.current = step;
  }, [step]);

  function renderStep() {
    switch (step) {
      case 'category':
        return (
          <CategoryStep
            tree={categories}
            selectedId={draft.platform_category}
            format={draft.solution_format}
            routeFormat={format}
            onChoose={flow.chooseCategory}
            onChooseFormat={flow.chooseFormat}
            questionText={draft.question_title}
            renderLocation={(onPick) => (
              <LocationField value={draft.location} onPick={(place) => onPick(place.formatted)} />
            )}
          />
        );
      case 'your-idea':
        return <IdeaStep flow={flow} />;
      case 'purpose':
        return <PurposeStep flow={flow} />;
      case 'image':
        return (
          <>
            <ImageStep
              value={draft.primary_image}
              onChange={(primary_image) => flow.update({ primary_image }, ['primary_image'])}
              keywords={imageKeywords}
            />
            {imageMayComeFromArticle(draft) && (
              <p className="muted" role="note">
                No picture yet? An article you link in the Article Source step can bring its own.
              </p>
            )}
          </>
        );
      case 'caption-format':
        return <CaptionFormatStep flow={flow} />;
      case 'question-description':
        return <QuestionStep flow={flow} assistantCategories={props.aiAssistant ? categoryNames : null} />;
      case 'assumptions':
        return <AssumptionsStep flow={flow} />;
      case 'innovation-scale':
        return <InnovationScaleStep flow={flow} />;
      case 'article-source':
        return <ArticleStep flow={flow} />;
      case 'duration':
        return <DurationStep flow={flow} />;
      case 'money-prizes':
        return <MoneyPrizesStep flow={flow} />;
      case 'publish':
        return (
          <PublishPanel
            flow={flow}
            categories={categories}
            platformTitle={platform.title}
            mainTitle={props.mainTitle}
            isMain={platform.isMain}
          />
        );
      case 'share':
        return published ? (
          <ShareScreen
            published={published}
            platformTitle={platform.title}
            scoutId={props.scoutId}
            onAnother={() => flow.startOver(false)}
          />
        ) : null;
    }
  }

  async function startOver() {
    if (
      await confirm({
        title: 'Start over?',
        message: 'This clears your question and its saved draft.',
        confirm: 'Start over',
      })
    )
      flow.startOver();
  }

  const heading =
    step === 'category' ? 'Choose a category' : step === 'share' ? 'Share your Question' : STEP_NAMES[step];
  const showBack = back !== null && step !== 'share';
  // On the category step choosing a tile moves on; Next appears once a category is chosen.
  const showNext = next !== null && step !== 'publish' && step !== 'share' && !(step === 'category' && issue !== null);

  return (
    <div className="create-flow">
      {!published && (
        <div className="create-toolbar">
          {flow.hasPrior && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={flow.resumePrior}>
              Resume prior question
            </button>
          )}
          <SavedDraftsButton list="drafts" links={props.links} />
          <SavedDraftsButton list="promotions" links={props.links} />
        </div>
      )}
      {flow.opening && (
        <p className="alert alert-info" role="status">
          Opening your saved draft…
        </p>
      )}
      <StepperNav draft={draft} slug={slug} hasServerError={flow.stepHasServerError} onGo={goTo} />
      {restored && !published && (
        <div className="alert alert-info" role="status">
          <span>We restored the question you were writing.</span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={startOver}>
            Start over
          </button>
        </div>
      )}
      <div className={`create-layout ${published ? 'create-layout-single' : ''}`}>
        <section className="card create-step" aria-labelledby="step-heading">
          <h2 id="step-heading" ref={headingRef} tabIndex={-1}>
            {heading}
          </h2>
          {renderStep()}
          {(showBack || showNext || step === 'publish') && (
            <div className="step-actions">
              {showBack && back && (
                <button type="button" className="btn btn-ghost" onClick={() => goTo(back)}>
                  Back
                </button>
              )}
              {step === 'publish' && <PublishButton flow={flow} />}
              {showNext && next && (
                <button
                  type="button"
                  className="btn"
                  disabled={issue !== null}
                  aria-describedby={issue ? 'step-issue' : undefined}
                  onClick={() => goTo(next)}
                >
                  Next
                </button>
              )}
              {draft.platform_category !== null && !published && (
                <span className="draft-actions">
                  {/* The Save button is disabled while busy or invalid (spec 2 §5): a form is worth saving once it has a category. */}
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={flow.save}
                    disabled={flow.saving || flow.busy || !shouldSaveDraft(draft)}
                    aria-busy={flow.saving}
                  >
                    {flow.saving ? 'Saving...' : 'Save'}
                  </button>
                  <button type="button" className="btn btn-ghost" onClick={startOver}>
                    Start over
                  </button>
                </span>
              )}
            </div>
          )}
          {issue && step !== 'category' && step !== 'publish' && (
            <p className="step-issue" id="step-issue" role="status">
              {/* Not 'This field is required' before anyone typed: the field says that once touched. */}
              {issue === CREATE_MESSAGES.required ? CREATE_MESSAGES.fillToContinue : issue}
            </p>
          )}
        </section>
        {!published && (
          <QuestionPreview draft={draft} categories={categories} handle={props.handle} platformTitle={platform.title} />
        )}
      </div>
    </div>
  );
}
