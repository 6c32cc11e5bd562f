/** @jest-environment jsdom */
import { expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { LevelUp } from '@/components/game/LevelUp';
import { UiProvider } from '@/components/ui/UiProvider';

test('a level that rises on the page brings confetti and a toast; the first value and a fall do not', async () => {
  const ui = (level: number | null) => (
    <UiProvider shadow={false} logoutUrl="/">
      <LevelUp level={level} />
    </UiProvider>
  );
  const { rerender } = render(ui(null));
  rerender(ui(3));
  expect(screen.queryByText(/Level up!/)).toBeNull();
  await act(async () => rerender(ui(4)));
  expect(screen.getByText('Level up! You reached level 4.')).toBeTruthy();
  await act(async () => rerender(ui(2)));
  expect(screen.getAllByText(/Level up!/)).toHaveLength(1);
});
