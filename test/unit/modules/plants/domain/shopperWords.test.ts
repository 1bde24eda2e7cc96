import { describe, expect, it } from 'vitest';
import {
  CHEAP_BELOW,
  categoryTextOf,
  joinedNameWords,
  otherWordsOf,
} from '@/modules/plants/domain/shopperWords';
import { cents } from '@/modules/shared/domain/Money';

describe("categoryTextOf: the shop's categories and care levels in shoppers' words", () => {
  it('pet safe and non-toxic for Pet Friendly; beginner and low maintenance for Easy', () => {
    const text = categoryTextOf({ category: 'Pet Friendly', careLevel: 'Easy' });
    for (const words of [
      'Pet Friendly',
      'Easy',
      'pet safe',
      'non-toxic',
      'beginner',
      'low maintenance',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('matches the catalogue value folded, as the filters do', () => {
    expect(categoryTextOf({ category: ' pet FRIENDLY ', careLevel: 'éasy' })).toContain('pet safe');
  });

  it('adds nothing for a value it has no words for', () => {
    expect(categoryTextOf({ category: 'Bonsai', careLevel: 'Unknown' })).toBe('Bonsai\nUnknown');
  });
});

describe('rooms and uses: the categories whose plants suit them', () => {
  it('bathroom for Tropical and Low Light, office and bedroom for Low Light and Air Purifying', () => {
    expect(categoryTextOf({ category: 'Tropical', careLevel: 'Easy' })).toContain('bathroom');
    expect(categoryTextOf({ category: 'Low Light', careLevel: 'Easy' })).toContain('office');
    expect(categoryTextOf({ category: 'Air Purifying', careLevel: 'Easy' })).toContain('bedroom');
    expect(categoryTextOf({ category: 'Succulents', careLevel: 'Easy' })).not.toContain('bathroom');
  });

  it('kids for the plants safe for pets', () => {
    expect(categoryTextOf({ category: 'Pet Friendly', careLevel: 'Easy' })).toContain('kids');
    expect(categoryTextOf({ category: 'Tropical', careLevel: 'Easy' })).not.toContain('kids');
  });
});

describe('otherWordsOf: what shoppers find one plant by', () => {
  const plant = (plantName: string, price = 4999) => ({ plantName, price: cents(price) });

  it('cheap and under $20 for a plant under $20 only', () => {
    expect(otherWordsOf(plant('Echeveria', 1999))).toContain('cheap');
    expect(otherWordsOf(plant('Echeveria', 1999))).toContain('under $20');
    expect(otherWordsOf(plant('Echeveria', CHEAP_BELOW))).not.toContain('cheap');
  });

  it("a name's words run together, each two", () => {
    expect(joinedNameWords('Chinese Money Plant')).toEqual(['chinesemoney', 'moneyplant']);
    expect(otherWordsOf(plant('Snake Plant'))).toContain('snakeplant');
    expect(joinedNameWords('Anthurium')).toEqual([]);
  });

  it('the botanical names, matched on the name folded', () => {
    expect(otherWordsOf(plant('snake PLANT'))).toContain('sansevieria');
    expect(otherWordsOf(plant('Anthurium'))).toBe('flamingo flower');
  });

  it('one word or name a line, and nothing for a plant no other word finds', () => {
    expect(otherWordsOf(plant('Chinese Money Plant')).split('\n')).toEqual([
      'chinesemoney',
      'moneyplant',
      'pilea',
      'pancake plant',
    ]);
    expect(otherWordsOf(plant('Echeveria'))).toBe('');
  });
});
