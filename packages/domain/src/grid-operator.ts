// Which grid-operator documents and instructions apply to an installation (spec §7 and §9).
// Operator names come from the ERP in varying case ("Ores", "ORES"), so matching ignores case
// and surrounding spaces.

import {
  DECLARATION_AND_PICTURES_OPERATORS,
  INSTALLATION_HELP_OPERATORS,
  OPERATORS_WITH_INSTRUCTIONS,
} from './constants.ts';

/** Document names as they appear in files/sales/orders/{orderId}/{document}. */
export const GridOperatorDocument = {
  Declaration: 'declaration-RGIE',
  Pictures: 'picturesReference',
  InstallationHelp: 'PVHelpByRegistration',
} as const;
export type GridOperatorDocument = (typeof GridOperatorDocument)[keyof typeof GridOperatorDocument];

export type OperatorWithInstructions = (typeof OPERATORS_WITH_INSTRUCTIONS)[number];

function findOperator<T extends string>(list: readonly T[], name: string | null): T | null {
  if (name === null) return null;
  const wanted = name.trim().toUpperCase();
  return list.find((operator) => operator.toUpperCase() === wanted) ?? null;
}

/** The grid-operator documents offered for an installation of this operator, in display order. */
export function gridOperatorDocuments(operator: string | null): GridOperatorDocument[] {
  if (findOperator(DECLARATION_AND_PICTURES_OPERATORS, operator) !== null) {
    return [GridOperatorDocument.Declaration, GridOperatorDocument.Pictures];
  }
  if (findOperator(INSTALLATION_HELP_OPERATORS, operator) !== null) {
    return [GridOperatorDocument.InstallationHelp];
  }
  return [];
}

/** The canonical spelling of an operator that has specific instructions, or null. */
export function operatorWithInstructions(operator: string | null): OperatorWithInstructions | null {
  return findOperator(OPERATORS_WITH_INSTRUCTIONS, operator);
}

/**
 * INFRAX and EANDIS merged into Fluvius (2018); the ERP still carries the old names for older
 * addresses. Such an installation registers with Fluvius, and gets the help document (§9).
 */
export const FORMER_FLUVIUS_NAMES = ['INFRAX', 'EANDIS'] as const;

export function isFormerFluviusName(operator: string | null): boolean {
  return findOperator(FORMER_FLUVIUS_NAMES, operator) !== null;
}

/** Whose step-by-step instructions apply: the operator's own, Fluvius for its former names. */
export function instructionsOperator(operator: string | null): OperatorWithInstructions | null {
  return isFormerFluviusName(operator) ? 'Fluvius' : operatorWithInstructions(operator);
}
