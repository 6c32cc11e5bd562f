/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AssistantButton, assistantPath } from '@/components/challenge-create/AssistantButton';
import type { AssistantSuggestion } from '@/lib/challenges/assistant';
import '@testing-library/jest-dom/jest-globals';

const SUGGESTION: AssistantSuggestion = {
  question_title: 'How could night buses lead to an unexpected change in Transit?',
  question_details: 'This challenge belongs to **Local & Civics › Transit**.',
  tags: ['night buses', 'transit'],
};

let pending: { url: string; resolve(body: unknown, status?: number): void }[];
beforeEach(() => {
  pending = [];
  global.fetch = jest.fn(
    (url: string | URL | Request) =>
      new Promise<Response>((resolve) => {
        pending.push({
          url: String(url),
          resolve: (body, status = 200) => resolve({ ok: status < 400, status, json: async () => body } as Response),
        });
      }),
  ) as typeof fetch;
});
afterEach(() => {
  jest.restoreAllMocks();
});

const button = () => screen.getByRole('button', { name: /suggest/i });

describe('AssistantButton', () => {
  test('asks suggest-challenge with the comma-joined categories and keywords', () => {
    expect(assistantPath(['Local & Civics', 'Transit'], ['night buses', 'shift work'])).toBe(
      '/assistant/suggest-challenge?categories=Local+%26+Civics%2CTransit&mandatory_keywords=night+buses%2Cshift+work',
    );
  });

  test('busy while asking, then hands the suggestion over', async () => {
    const onSuggest = jest.fn();
    render(
      <AssistantButton categories={['Local & Civics', 'Transit']} keywords={['night buses']} onSuggest={onSuggest} />,
    );
    fireEvent.click(button());
    expect(button()).toBeDisabled();
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(button()).toHaveTextContent('Suggesting…');
    expect(pending[0].url).toBe(
      '/api/assistant/suggest-challenge?categories=Local+%26+Civics%2CTransit&mandatory_keywords=night+buses',
    );
    await act(async () => {
      pending[0].resolve({ data: SUGGESTION });
    });
    expect(onSuggest).toHaveBeenCalledWith(SUGGESTION);
    expect(button()).toBeEnabled();
    expect(button()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Suggestion added');
  });

  test('a failure is logged with no message for the user, and the button works again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onSuggest = jest.fn();
    render(<AssistantButton categories={['Transit']} keywords={[]} onSuggest={onSuggest} />);
    fireEvent.click(button());
    await act(async () => {
      pending[0].resolve({ errors: [{ field: '*', error: 'Not found' }] }, 404);
    });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(onSuggest).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(document.body).not.toHaveTextContent('Not found');
    expect(button()).toBeEnabled();
  });

  test('disabled without a category, or when the flow says so', () => {
    const { rerender } = render(<AssistantButton categories={[]} keywords={[]} onSuggest={() => {}} />);
    expect(button()).toBeDisabled();
    rerender(<AssistantButton categories={['Transit']} keywords={[]} onSuggest={() => {}} disabled />);
    expect(button()).toBeDisabled();
    rerender(<AssistantButton categories={['Transit']} keywords={[]} onSuggest={() => {}} />);
    expect(button()).toBeEnabled();
  });
});
