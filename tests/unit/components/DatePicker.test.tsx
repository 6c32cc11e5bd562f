/** @jest-environment jsdom */
// The generic date picker (spec 1 §5): bounds 1900-01-01 to 2099-12-31 at their edges, narrowed by
// a caller, never widened; 'F j, Y' display; emptying gives null.
import { describe, expect, jest, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { clampBounds, DatePicker } from '@/components/ui/DatePicker';

describe('clampBounds', () => {
  test('the spec bounds by default; a narrower caller bound wins, a wider one does not', () => {
    expect(clampBounds()).toEqual({ min: '1900-01-01', max: '2099-12-31' });
    expect(clampBounds('2026-11-28', '2027-02-25')).toEqual({ min: '2026-11-28', max: '2027-02-25' });
    expect(clampBounds('1899-12-31', '2100-01-01')).toEqual({ min: '1900-01-01', max: '2099-12-31' });
  });
});

describe('DatePicker', () => {
  function setup(value: string | null = '2026-01-05') {
    const onChange = jest.fn();
    render(
      <>
        <label htmlFor="d">Day</label>
        <DatePicker id="d" value={value} onChange={onChange} />
      </>,
    );
    return { onChange, input: screen.getByLabelText('Day') as HTMLInputElement };
  }

  test("shows the value as 'F j, Y' and carries the bounds", () => {
    const { input } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('January 5, 2026');
    expect(input).toHaveAttribute('min', '1900-01-01');
    expect(input).toHaveAttribute('max', '2099-12-31');
  });

  test('edges: 1900-01-01 and 2099-12-31 are dates, 1899-12-31 and 2100-01-01 are not; empty is null', () => {
    const { onChange, input } = setup('2026-01-05');
    // The field is controlled: after each change React puts the value back to 2026-01-05.
    const typed = ['1900-01-01', '2099-12-31', '1899-12-31', '2100-01-01', ''];
    for (const value of typed) fireEvent.change(input, { target: { value } });
    expect(onChange.mock.calls.map(([v]) => v)).toEqual(['1900-01-01', '2099-12-31', null, null, null]);
  });
});
