/** @jest-environment jsdom */
import { describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { CountedField, counterText } from '@/components/challenge-create/CountedField';
import { questionTitleRemaining } from '@/lib/challenges/title';

describe('CountedField', () => {
  test('counter text at and past the limit', () => {
    expect(counterText(170)).toBe('170 characters remaining');
    expect(counterText(1)).toBe('1 character remaining');
    expect(counterText(0)).toBe('0 characters remaining');
    expect(counterText(-1)).toBe('1 character over the limit');
  });

  test('label, counter and error are tied to the input', () => {
    const changes: string[] = [];
    render(
      <CountedField
        id="question_title"
        label="Question Title"
        value="What could"
        onChange={(v) => changes.push(v)}
        max={180}
        remaining={questionTitleRemaining('What could')}
        error='Your title should contain either "How could" or "What could"'
      />,
    );
    const input = screen.getByLabelText('Question Title');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      '170 characters remaining',
      'Your title should contain either "How could" or "What could"',
    ]);
    fireEvent.change(input, { target: { value: 'What could we' } });
    expect(changes).toEqual(['What could we']);
  });

  test('the counter counts what a person sees: an emoji family is one character (issue 15 item 7)', () => {
    render(<CountedField id="bio" label="Bio" value={'👩‍👩‍👧‍👦'.repeat(3)} onChange={() => {}} max={5} />);
    expect(screen.getByText('2 characters remaining')).toBeTruthy();
  });
});
