import { expect, test } from '@jest/globals';
import { neuronWord, neuronsText, pointsToast } from '@/lib/game/points-toast';

test('the toast names the neurons and the role, with one neuron singular', () => {
  expect(pointsToast(5, 'rater')).toBe('+5 neurons as Analyst Rater');
  expect(pointsToast(20, 'innovator')).toBe('+20 neurons as Innovator');
  expect(pointsToast(50, 'catalyst')).toBe('+50 neurons as Catalyst');
  expect(neuronsText(1)).toBe('1 neuron');
  expect(neuronsText(1500)).toBe('1,500 neurons');
});

test('one neuron is singular wherever a count is written', () => {
  expect(neuronWord(1)).toBe('neuron');
  expect(neuronWord(0)).toBe('neurons');
  expect(neuronWord(2.5)).toBe('neurons');
});
