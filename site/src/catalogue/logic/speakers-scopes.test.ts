import { describe, expect, it } from 'vitest';
import { scopeNames } from './scopes.ts';
import { hidesAcademicTitles, speakerName } from './speakers.ts';

describe('speakerName', () => {
  const vogel = { title: 'Prof. Dr.', firstName: 'Christine', lastName: 'Vogel' };

  it('puts the academic title before the name', () => {
    expect(speakerName(vogel, { hideTitle: false })).toBe('Prof. Dr. Christine Vogel');
  });

  it('leaves the title out when asked, and an empty title leaves no space', () => {
    expect(speakerName(vogel, { hideTitle: true })).toBe('Christine Vogel');
    expect(speakerName({ ...vogel, title: '' }, { hideTitle: false })).toBe('Christine Vogel');
  });

  it('hides academic titles for the RENO theme only', () => {
    expect(hidesAcademicTitles('RENO')).toBe(true);
    expect(hidesAcademicTitles('LAWYER')).toBe(false);
    expect(hidesAcademicTitles('LUMEN')).toBe(false);
  });
});

describe('scopeNames', () => {
  const lists = {
    lawyerScopes: [
      { id: 2, name: 'Arbeitsrecht', top: true },
      { id: 5, name: 'Familienrecht', top: true },
    ],
    renoScopes: [{ id: 25, name: 'Zwangsvollstreckung', top: true }],
  };

  it('names the ids from both lists in the order of the ids', () => {
    expect(scopeNames([25, 5, 2], lists)).toEqual([
      'Zwangsvollstreckung',
      'Familienrecht',
      'Arbeitsrecht',
    ]);
  });

  it('leaves out ids that no list knows', () => {
    expect(scopeNames([2, 99], lists)).toEqual(['Arbeitsrecht']);
  });
});
