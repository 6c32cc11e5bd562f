import { describe, expect, test } from '@jest/globals';
import { buildGazetteer } from '@/server/provider/domain/gazetteer-index';

// A handful of real places, enough for each ranking rule to decide an order.
const gazetteer = buildGazetteer({
  countries: [
    { code: 'US', name: 'United States' },
    { code: 'GB', name: 'United Kingdom' },
    { code: 'GE', name: 'Georgia' },
    { code: 'DE', name: 'Germany' },
    { code: 'BR', name: 'Brazil' },
    { code: 'SG', name: 'Singapore' },
  ],
  regions: [
    { country: 'US', code: 'OR', name: 'Oregon' },
    { country: 'US', code: 'ME', name: 'Maine' },
    { country: 'US', code: 'GA', name: 'Georgia' },
    { country: 'US', code: 'NY', name: 'New York' },
    { country: 'GB', code: 'ENG', name: 'England' },
    { country: 'BR', code: '27', name: 'São Paulo' },
    { country: 'XX', code: '01', name: 'Nowhere' },
  ],
  cities: [
    { name: 'Portland', country: 'US', region: 'ME', population: 66_881 },
    { name: 'Portland', country: 'US', region: 'OR', population: 632_309 },
    { name: 'Portland', country: 'GB', region: 'ENG', population: 12_710 },
    { name: 'North Portland', country: 'US', region: 'OR', population: 5_000 },
    { name: 'Portlandville', country: 'US', region: 'NY', population: 1_000 },
    { name: 'New York City', country: 'US', region: 'NY', population: 8_804_190 },
    { name: 'York', country: 'GB', region: 'ENG', population: 153_717 },
    { name: 'São Paulo', country: 'BR', region: '27', population: 10_021_295 },
    { name: 'Georgetown', country: 'US', region: 'GA', population: 2_000 },
    { name: 'Singapore', country: 'SG', region: '', population: 3_547_809 },
    { name: 'Nowhere City', country: 'XX', region: '01', population: 1 },
    { name: 'Portland', country: 'US', region: 'OR', population: 10 },
  ],
});
const names = (query: string, limit = 10) => gazetteer.search(query, limit).map((p) => p.formatted);

describe('gazetteer search', () => {
  test('formatted like "Portland, Oregon, United States", with its country; bigger cities first', () => {
    expect(gazetteer.search('Portland', 10)[0]).toEqual({
      formatted: 'Portland, Oregon, United States',
      country: 'United States',
    });
    expect(names('portland')).toEqual([
      'Portland, Oregon, United States',
      'Portland, Maine, United States',
      'Portland, England, United Kingdom',
      'Portlandville, New York, United States',
      'North Portland, Oregon, United States',
    ]);
  });
  test('exact before prefix before word prefix', () => {
    expect(names('york')).toEqual([
      'York, England, United Kingdom',
      'New York, United States',
      'New York City, New York, United States',
    ]);
  });
  test('countries before regions before cities at the same tier', () => {
    expect(names('georgia')).toEqual(['Georgia', 'Georgia, United States']);
    expect(names('geor')).toEqual(['Georgia', 'Georgia, United States', 'Georgetown, Georgia, United States']);
  });
  test('accents and case do not matter', () => {
    expect(names('SAO PAULO')).toEqual(['São Paulo, Brazil', 'São Paulo, São Paulo, Brazil']);
    expect(names('são')).toEqual(names('sao'));
  });
  test('words after the name narrow by region, country or country code', () => {
    expect(names('Portland, Oregon')).toEqual([
      'Portland, Oregon, United States',
      'North Portland, Oregon, United States',
    ]);
    expect(names('portland or')).toEqual(['Portland, Oregon, United States', 'North Portland, Oregon, United States']);
    expect(names('portland gb')).toEqual(['Portland, England, United Kingdom']);
    expect(names('portland texas')).toEqual([]);
  });
  test('a city-state is named once; a city named like its region keeps both', () => {
    expect(names('singapore')).toEqual(['Singapore']);
    expect(names('sao paulo')).toContain('São Paulo, São Paulo, Brazil');
  });
  test('the same formatted place appears once; the limit is kept; places of unknown countries are left out', () => {
    expect(names('portland').filter((n) => n === 'Portland, Oregon, United States')).toHaveLength(1);
    expect(names('portland', 2)).toHaveLength(2);
    expect(names('nowhere')).toEqual([]);
    expect(names('zzz')).toEqual([]);
    expect(names('  ,, ')).toEqual([]);
  });
});
