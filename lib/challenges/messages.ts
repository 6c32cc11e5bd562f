// Texts of the creation flow that the spec gives word for word (spec 2 §2, §5, §8, spec 1 §5).
// Rules, the provider's 422 list and the form all read them from here.

export const CREATE_MESSAGES = {
  required: 'This field is required',
  /** Under Next while a required field is still empty and untouched (issue 22 item 10). */
  fillToContinue: 'Fill in the required fields to go on.',
  titlePattern: 'Your title should contain either "How could" or "What could"',
  suggestedWords: 'Consider using one of the words listed below, or similar!',
  captionMissing: 'Caption missing',
  imageMissing: 'Image missing',
  formHasErrors: 'Please check your Question details, something is missing.',
  categoryMissing: 'Category missing',
  durationMissing: 'Duration missing',
  prizeMissing: 'Prize missing',
  scaleMissing: 'Scale missing',
  autofill: 'Autofill',
  noCategories: 'No categories found. Try adjusting your search.',
  duplicateSubmission: 'Possible duplicate challenge submission',
} as const;

/** Length messages follow the wording of the other forms (lib/contracts/feedback.ts). */
export function tooLong(max: number): string {
  return `Use at most ${max} characters.`;
}
