/** @jest-environment jsdom */
// The generic autocomplete (spec 1 §5): no list under 4 typed characters, a list from 4, at most
// 45 items, case-insensitive contains, 'No items were found!' when nothing matches, Enter takes
// the active item.
import { describe, expect, jest, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Autocomplete } from '@/components/ui/Autocomplete';

const ITEMS = ['AdaLovelace', 'MayaChen', 'TheoBrooks', ...Array.from({ length: 60 }, (_, i) => `player${i}`)];

function Harness({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="who">Who</label>
      <Autocomplete
        id="who"
        value={value}
        items={ITEMS}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    </>
  );
}

describe('Autocomplete', () => {
  test('3 characters give no list, 4 give matches case-insensitively', () => {
    render(<Harness onValue={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Who' });
    fireEvent.change(input, { target: { value: 'lov' } });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'LOVE' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['AdaLovelace']);
  });

  test('at most 45 items; none matching says so', () => {
    render(<Harness onValue={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Who' });
    fireEvent.change(input, { target: { value: 'player' } });
    expect(screen.getAllByRole('option')).toHaveLength(45);
    fireEvent.change(input, { target: { value: 'zzzz' } });
    expect(screen.getByRole('option')).toHaveTextContent('No items were found!');
  });

  test('arrow keys and Enter take an item, and the list closes', () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('combobox', { name: 'Who' });
    fireEvent.change(input, { target: { value: 'chen' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'MayaChen' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onValue).toHaveBeenLastCalledWith('MayaChen');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
