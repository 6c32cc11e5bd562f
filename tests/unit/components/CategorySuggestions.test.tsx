/** @jest-environment jsdom */
// Suggested categories on the creation flow's category step (GET /challenges/categorify): asked
// only for a question with a word of 4 letters or more, offered only from this community's tree,
// and a click chooses the category.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { CategorySuggestions } from '@/components/challenge-create/CategorySuggestions';
import type { Category } from '@/lib/contracts/platform';
import '@testing-library/jest-dom/jest-globals';

const leaf = (id: number, name: string): Category => ({
  id,
  category: name,
  name,
  slug: name.toLowerCase(),
  description: '',
  icon: null,
  related_platform: null,
  subcategories: [],
});
const TREE: Category[] = [{ ...leaf(1, 'Civics'), subcategories: [leaf(11, 'Transit'), leaf(12, 'Housing')] }];

function mockSuggestions(ids: number[]) {
  const fetchMock = jest.fn(async (_url: string) => ({
    ok: true,
    status: 200,
    json: async () => ({ data: ids.map((id) => ({ id, name: `#${id}`, slug: `c${id}`, score: 1 })) }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const renderFor = (text: string, onChoose = jest.fn()) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CategorySuggestions tree={TREE} text={text} selectedId={null} onChoose={onChoose} />
    </SWRConfig>,
  );

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('CategorySuggestions', () => {
  test('offers the suggested categories of this tree; a click chooses one', async () => {
    const fetchMock = mockSuggestions([12, 99, 11]);
    const onChoose = jest.fn();
    renderFor('What could make night buses safer?', onChoose);
    const housing = await screen.findByRole('button', { name: 'Housing' });
    // 99 is another community's category: not offered.
    expect(screen.getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Housing', 'Transit']);
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      `/api/challenges/categorify?text=${encodeURIComponent('What could make night buses safer?')}`,
    );
    fireEvent.click(housing);
    expect(onChoose).toHaveBeenCalledWith(12);
  });

  test('no call and nothing shown without a word of 4 letters (3 is not enough)', async () => {
    const fetchMock = mockSuggestions([11]);
    renderFor('Why not try');
    // Long enough for SWR to have asked, had it a key.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('Suggested for your question:')).not.toBeInTheDocument();
    renderFor('Why cars');
    expect(await screen.findByRole('button', { name: 'Transit' })).toBeInTheDocument();
  });
});
