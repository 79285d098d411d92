import { describe, expect, it } from 'vitest';
import {
  GridOperatorDocument as D,
  gridOperatorDocuments,
  instructionsOperator,
  isFormerFluviusName,
  operatorWithInstructions,
} from './grid-operator.ts';

describe('gridOperatorDocuments', () => {
  it.each(['RESA', 'AIESH', 'REW'])('%s gets the declaration and pictures', (operator) => {
    expect(gridOperatorDocuments(operator)).toEqual([D.Declaration, D.Pictures]);
  });

  it.each(['ORES', 'INFRAX', 'EANDIS'])('%s gets the installation help', (operator) => {
    expect(gridOperatorDocuments(operator)).toEqual([D.InstallationHelp]);
  });

  it('matches case-insensitively and ignores surrounding spaces', () => {
    expect(gridOperatorDocuments(' Resa ')).toEqual(['declaration-RGIE', 'picturesReference']);
    expect(gridOperatorDocuments('ores')).toEqual(['PVHelpByRegistration']);
  });

  it('gives nothing for other or missing operators', () => {
    expect(gridOperatorDocuments('Fluvius')).toEqual([]);
    expect(gridOperatorDocuments('Sibelga')).toEqual([]);
    expect(gridOperatorDocuments('')).toEqual([]);
    expect(gridOperatorDocuments(null)).toEqual([]);
  });
});

describe('operatorWithInstructions', () => {
  it('gives the canonical name of the seven operators with instructions', () => {
    expect(
      ['fluvius', 'SIBELGA', 'Ores', 'resa', 'rew', 'aieg', 'aiesh'].map(operatorWithInstructions),
    ).toEqual(['Fluvius', 'Sibelga', 'ORES', 'RESA', 'REW', 'AIEG', 'AIESH']);
  });

  it('is null for others', () => {
    expect(operatorWithInstructions('INFRAX')).toBeNull();
    expect(operatorWithInstructions('EANDIS')).toBeNull();
    expect(operatorWithInstructions(null)).toBeNull();
  });
});

describe('instructionsOperator', () => {
  it('gives Fluvius for its former names INFRAX and EANDIS', () => {
    expect(['INFRAX', ' eandis ', 'Infrax'].map(instructionsOperator)).toEqual([
      'Fluvius',
      'Fluvius',
      'Fluvius',
    ]);
    expect(isFormerFluviusName('EANDIS')).toBe(true);
    expect(isFormerFluviusName('Fluvius')).toBe(false);
  });

  it('gives the operator itself otherwise, null when unknown', () => {
    expect(instructionsOperator('resa')).toBe('RESA');
    expect(instructionsOperator('Sibelga')).toBe('Sibelga');
    expect(instructionsOperator('PBE')).toBeNull();
    expect(instructionsOperator(null)).toBeNull();
  });
});
