'use client';
// State of the creation stepper: the draft (saved locally once a category is chosen, recovered on
// return; saved to the server with Save, opened from the list with ?draft={id}), the current step,
// field errors from the server, and publishing with its guard against a second submit (spec 2 §4).
// A failed publish or save keeps everything the person typed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, errorList, errorMessage } from '@/lib/client/api';
import type { ChallengeCreated } from '@/lib/contracts/challenge-create';
import type { FieldError } from '@/lib/contracts/errors';
import type { Category } from '@/lib/contracts/platform';
import { categoryTraits, findCategory } from '@/lib/challenges/categories';
import {
  DRAFT_CLEANUP_DELAY_MS,
  emptyDraft,
  LOCAL_DRAFT_KEY,
  openServerDraft,
  PRIOR_DRAFT_KEY,
  recoverDraft,
  serialiseDraft,
  shouldSaveDraft,
  toCreateBody,
  withCategory,
  withFormat,
  type ChallengeDraft,
} from '@/lib/challenges/draft';
import { CREATE_MESSAGES } from '@/lib/challenges/messages';
import { draftErrors, nextStep, STEP_FIELDS, type StepId } from '@/lib/challenges/steps';
import type { CreateFormat } from '@/lib/challenges/validation';
import { CATALYST_PUBLISH_POINTS } from '@/lib/challenges/points';
import { pointsToast } from '@/lib/game/points-toast';
import { useUi } from '../ui/UiProvider';
import { useHydrated } from '../ui/useHydrated';
import { reportInfo } from './report-info';
import { draftIdFromLocation, fetchServerDraft, saveServerDraft } from './server-drafts';

/** localStorage can throw (private browsing, quota, disabled storage); the form works without it. */
function storageAt(key: string) {
  return {
    get: () => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (value: string) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        /* unsaved, not lost: still in memory */
      }
    },
    remove: () => {
      try {
        window.localStorage.removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
  };
}
const storage = storageAt(LOCAL_DRAFT_KEY);
/** The question set aside by Start over, for 'Resume prior question'. */
const priorStorage = storageAt(PRIOR_DRAFT_KEY);

export interface Published extends ChallengeCreated {
  title: string;
}

export function useCreationFlow({
  format,
  platformSlug,
  categories,
  now,
}: {
  format: CreateFormat;
  platformSlug: string;
  categories: Category[];
  now: string;
}) {
  const [draft, setDraft] = useState<ChallengeDraft>(() => emptyDraft(format, new Date(now)));
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [published, setPublished] = useState<Published | null>(null);
  const [saving, setSaving] = useState(false);
  /** A saved draft asked for in the address, being fetched. */
  const [opening, setOpening] = useState<number | null>(null);
  const inFlight = useRef(false);
  const { toast } = useUi();

  /** A question set aside by Start over that 'Resume prior question' brings back. */
  const [hasPrior, setHasPrior] = useState(false);

  // The server and the first client render show an empty form; right after hydration the stored
  // draft (browser-only) is recovered once, by adjusting state during render.
  const hydrated = useHydrated();
  if (hydrated && !ready) {
    setReady(true);
    const wanted = draftIdFromLocation(window.location.search);
    const recovered = wanted ? null : recoverDraft(storage.get(), format, new Date(), categories);
    if (wanted) setOpening(wanted);
    setHasPrior(priorStorage.get() !== null);
    if (recovered) {
      setDraft(recovered);
      setRestored(true);
    }
  }

  // Choosing a saved draft replaces the form and jumps to step 2 (spec 2 §4).
  useEffect(() => {
    if (opening === null) return;
    let live = true;
    fetchServerDraft(opening)
      .then((saved) => {
        if (!live) return;
        const opened = openServerDraft(saved.id, saved.content.challenge, format, new Date(), categories);
        if (opened) {
          // The question being written here is set aside, not overwritten: 'Resume prior question'.
          const local = storage.get();
          if (local && recoverDraft(local, format, new Date(), categories)) {
            priorStorage.set(local);
            setHasPrior(true);
          }
          setDraft(opened);
        } else
          toast('This draft was written for another community’s categories, so it cannot be opened here.', 'error');
      })
      .catch((err) => {
        if (!live) return;
        toast(errorMessage(err), 'error');
        // The question being written here is not lost for a draft that could not be opened.
        const local = recoverDraft(storage.get(), format, new Date(), categories);
        if (local) {
          setDraft(local);
          setRestored(true);
        }
      })
      .finally(() => {
        if (!live) return;
        setOpening(null);
        window.history.replaceState(window.history.state, '', window.location.pathname);
      });
    return () => {
      live = false;
    };
  }, [opening, format, categories, toast]);

  useEffect(() => {
    if (ready && !published && shouldSaveDraft(draft)) storage.set(serialiseDraft(draft));
  }, [draft, ready, published]);

  const localErrors = draftErrors(draft);

  const update = useCallback((patch: Partial<ChallengeDraft>, fields: string[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched((t) => new Set([...t, ...fields]));
    // Server errors are cleared on edit (spec 1 §8).
    setServerErrors((list) => list.filter((e) => !fields.includes(e.field)));
  }, []);

  // Leaving a field that is still empty says nothing yet (issue 22 item 10: 'This field is required'
  // appeared before typing); typing, or clearing what was typed, shows the rule.
  const touch = useCallback(
    (field: string) => {
      if (localErrors.some((e) => e.field === field && e.error === CREATE_MESSAGES.required)) return;
      setTouched((t) => (t.has(field) ? t : new Set([...t, field])));
    },
    [localErrors],
  );

  const goTo = useCallback((step: StepId) => {
    setDraft((d) => ({ ...d, step, steps: { ...d.steps, [step]: true } }));
    setRestored(false);
  }, []);

  /** A leaf category (and, for local civics, the place) is committed and the flow moves on (spec 2 §2). */
  const chooseCategory = useCallback(
    (id: number, location: string | null = null) => {
      const entry = findCategory(categories, id);
      if (!entry) return;
      setServerErrors((list) => list.filter((e) => e.field !== 'platform_category'));
      // Improve-an-idea keeps its category open once published: choosing starts the next idea to improve.
      const fresh = published !== null;
      if (fresh) {
        setPublished(null);
        setTouched(new Set());
        inFlight.current = false;
      }
      setDraft((d) => {
        const base = fresh ? emptyDraft(d.solution_format, new Date()) : d;
        const chosen = withCategory(base, entry.category.id, categoryTraits(entry), location);
        const step = nextStep('category', chosen) ?? 'category';
        return { ...chosen, step, steps: { ...chosen.steps, [step]: true } };
      });
    },
    [categories, published],
  );

  /** A tool tile (QQ, improve-an-idea) on the create route, or null to clear it (Back). */
  const chooseFormat = useCallback((solutionFormat: CreateFormat) => {
    setServerErrors([]);
    setDraft((d) => withFormat(d, solutionFormat));
  }, []);

  /** Clears the form; what was there is set aside for 'Resume prior question' rather than lost. */
  const startOver = useCallback(
    (keepPrior = true) => {
      if (keepPrior && shouldSaveDraft(draft) && !published) {
        priorStorage.set(serialiseDraft(draft));
        setHasPrior(true);
      }
      storage.remove();
      setDraft(emptyDraft(format, new Date()));
      setTouched(new Set());
      setServerErrors([]);
      setRestored(false);
      setPublished(null);
      inFlight.current = false;
    },
    [format, draft, published],
  );

  /** Brings back the question set aside by Start over, swapping it with the one on screen. */
  const resumePrior = useCallback(() => {
    const prior = recoverDraft(priorStorage.get(), format, new Date(), categories);
    if (!prior) {
      priorStorage.remove();
      setHasPrior(false);
      toast('That question could not be brought back here.', 'error');
      return;
    }
    if (shouldSaveDraft(draft)) priorStorage.set(serialiseDraft(draft));
    else {
      priorStorage.remove();
      setHasPrior(false);
    }
    setDraft(prior);
    setTouched(new Set());
    setServerErrors([]);
    setRestored(false);
  }, [format, categories, draft, toast]);

  /** Save: the whole form to the server, so it can be reopened from any browser (spec 2 §4). */
  const save = useCallback(async () => {
    if (saving || !shouldSaveDraft(draft)) return;
    setSaving(true);
    try {
      const id = await saveServerDraft(draft, platformSlug);
      setDraft((d) => ({ ...d, server_draft_id: id }));
      toast('Your question is saved. Find it again under Saved drafts.');
    } catch (err) {
      toast(errorMessage(err), 'error');
    } finally {
      setSaving(false);
    }
  }, [draft, platformSlug, saving, toast]);

  /** A server error wins over the local rule; local rules show once the field was touched. */
  const fieldError = useCallback(
    (field: string): string | null => {
      const server = serverErrors.find((e) => e.field.toLowerCase() === field);
      if (server) return server.error;
      if (!touched.has(field)) return null;
      return localErrors.find((e) => e.field === field)?.error ?? null;
    },
    [serverErrors, touched, localErrors],
  );

  const publish = useCallback(async () => {
    if (inFlight.current || published) {
      reportInfo(CREATE_MESSAGES.duplicateSubmission);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setServerErrors([]);
    const body = toCreateBody(draft, platformSlug);
    try {
      const created = await api<ChallengeCreated>('/challenges', { method: 'POST', body });
      setPublished({ ...created, title: body.question_title });
      goTo('share');
      toast(pointsToast(CATALYST_PUBLISH_POINTS, 'catalyst'));
      // The slug is stored; the local draft goes 1 s later (spec 2 §4). The server draft went
      // with the publish itself (draft_id), so leaving within that second cannot leave it behind.
      setTimeout(storage.remove, DRAFT_CLEANUP_DELAY_MS);
    } catch (err) {
      inFlight.current = false;
      setServerErrors(errorList(err));
    } finally {
      setBusy(false);
    }
  }, [draft, platformSlug, published, goTo, toast]);

  /** Fields of a step that the server refused, so the stepper can mark that step. */
  const stepHasServerError = useCallback(
    (step: StepId) => serverErrors.some((e) => STEP_FIELDS[step]?.includes(e.field.toLowerCase())),
    [serverErrors],
  );

  return {
    draft,
    ready,
    restored,
    busy,
    saving,
    opening: opening !== null,
    published,
    serverErrors,
    localErrors,
    slug: published?.slug ?? null,
    hasPrior,
    update,
    touch,
    goTo,
    chooseCategory,
    chooseFormat,
    startOver,
    resumePrior,
    publish,
    save,
    fieldError,
    stepHasServerError,
  };
}

export type CreationFlowState = ReturnType<typeof useCreationFlow>;
