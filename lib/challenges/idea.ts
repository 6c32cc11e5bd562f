// The catalyst's own idea in a test-an-idea challenge (spec 2 §5 Idea, §9): title 180, description 5000.
import { CREATE_MESSAGES, tooLong } from './messages';
import { graphemeCount } from '../graphemes';

export const IDEA_TITLE_MAX = 180;
export const IDEA_DESCRIPTION_MAX = 5000;

export interface IdeaText {
  title: string;
  description: string;
}

export function ideaTitleError(title: string): string | null {
  if (!title.trim()) return CREATE_MESSAGES.required;
  if (graphemeCount(title.trim()) > IDEA_TITLE_MAX) return tooLong(IDEA_TITLE_MAX);
  return null;
}

/** Required here: a test idea is rated on its description, so an idea without one cannot be judged. */
export function ideaDescriptionError(description: string): string | null {
  if (!description.trim()) return CREATE_MESSAGES.required;
  if (graphemeCount(description.trim()) > IDEA_DESCRIPTION_MAX) return tooLong(IDEA_DESCRIPTION_MAX);
  return null;
}

/** Errors keyed by the field names of the request body ('idea.title', 'idea.description'). */
export function ideaErrors(idea: IdeaText): { field: 'idea.title' | 'idea.description'; error: string }[] {
  const out: { field: 'idea.title' | 'idea.description'; error: string }[] = [];
  const title = ideaTitleError(idea.title);
  if (title) out.push({ field: 'idea.title', error: title });
  const description = ideaDescriptionError(idea.description);
  if (description) out.push({ field: 'idea.description', error: description });
  return out;
}
