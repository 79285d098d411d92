// The step-by-step registration instructions per grid operator (spec §2: Fluvius, Sibelga, ORES,
// RESA, REW, AIEG, AIESH). The texts live in the gridOperator namespace under steps.<step>; the
// Walloon operators share most steps, the differences are the documents each one asks for (spec
// §9: RESA, AIESH and REW want the RGIE declaration and pictures, ORES the help document).
import type { OperatorWithInstructions } from '@portal/domain/grid-operator';

export type InstructionStep =
  | 'fluviusForm'
  | 'fluviusData'
  | 'digitalMeter'
  | 'fluviusConfirmation'
  | 'sibelgaForm'
  | 'sibelgaCheck'
  | 'brugel'
  | 'walloonNotify'
  | 'oresNotify'
  | 'oresHelp'
  | 'rgieDeclaration'
  | 'pictures'
  | 'walloonCheck'
  | 'cwape'
  | 'genericContact'
  | 'ean'
  | 'documents';

/** Instructions for an operator without its own (unknown to the portal). */
export type InstructionSet = OperatorWithInstructions | 'generic';

const walloon = (documentSteps: InstructionStep[]): InstructionStep[] => [
  'walloonNotify',
  'ean',
  ...documentSteps,
  'documents',
  'walloonCheck',
  'cwape',
];

export const operatorSteps: Record<InstructionSet, readonly InstructionStep[]> = {
  Fluvius: [
    'fluviusForm',
    'ean',
    'fluviusData',
    'documents',
    'digitalMeter',
    'fluviusConfirmation',
  ],
  Sibelga: ['sibelgaForm', 'ean', 'documents', 'sibelgaCheck', 'brugel'],
  ORES: ['oresNotify', 'ean', 'oresHelp', 'documents', 'walloonCheck', 'cwape'],
  RESA: walloon(['rgieDeclaration', 'pictures']),
  REW: walloon(['rgieDeclaration', 'pictures']),
  AIESH: walloon(['rgieDeclaration', 'pictures']),
  AIEG: walloon([]),
  generic: ['genericContact', 'ean', 'documents'],
};

/** The operator's own website, named in the steps (main domains only, nothing invented). */
export const operatorSites: Record<OperatorWithInstructions, string> = {
  Fluvius: 'fluvius.be',
  Sibelga: 'sibelga.be',
  ORES: 'ores.be',
  RESA: 'resa.be',
  REW: 'rew.be',
  AIEG: 'aieg.be',
  AIESH: 'aiesh.be',
};
