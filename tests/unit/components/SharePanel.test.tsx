/** @jest-environment jsdom */
import { describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/jest-globals';
import { SharePanel } from '@/components/sharing/SharePanel';
import { UiProvider } from '@/components/ui/UiProvider';

const URL_ = 'http://politics.nervus.test/challenges/ballot?scout_id=7';

function renderPanel(surveyMode?: boolean) {
  return render(
    <UiProvider shadow={false} logoutUrl="/logout">
      <SharePanel url={URL_} text="Ballot?" label="Your link to this challenge" surveyMode={surveyMode} />
    </UiProvider>,
  );
}

describe('SharePanel survey mode (spec 3 §2.6)', () => {
  test("the owner's checkbox starts on and puts survey=1 on the link and every network link", () => {
    renderPanel(true);
    const box = screen.getByRole('checkbox', { name: 'Enable Survey Mode?' });
    expect(box).toBeChecked();
    expect(screen.getByLabelText('Your link to this challenge')).toHaveValue(`${URL_}&survey=1`);
    expect(screen.getByRole('link', { name: /Email/ }).getAttribute('href')).toContain(
      encodeURIComponent(`${URL_}&survey=1`),
    );
  });
  test('switched off, the link and the network links are prepared again without it', () => {
    renderPanel(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Enable Survey Mode?' }));
    expect(screen.getByLabelText('Your link to this challenge')).toHaveValue(URL_);
    expect(screen.getByRole('link', { name: /Email/ }).getAttribute('href')).not.toContain('survey');
    expect(screen.getByText('The link opens the challenge page.')).toBeInTheDocument();
  });
  test('without survey mode there is no checkbox and the link is as given', () => {
    renderPanel();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByLabelText('Your link to this challenge')).toHaveValue(URL_);
  });
});
