// Step-by-step registration instructions for the installation's grid operator, as a numbered
// vertical stepper with every step open: on a phone it reads as a plain numbered list.
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { instructionsOperator } from '@portal/domain/grid-operator';
import { useTranslation } from 'react-i18next';
import { type InstructionSet, operatorSites, operatorSteps } from '../lib/operator-steps';
import { SectionCard } from './section-card';

export function OperatorInstructions({
  operator,
  withFiles,
}: {
  operator: string;
  /** Whether the page lists documents; the documents step points at them, or asks us. */
  withFiles: boolean;
}) {
  const { t } = useTranslation('gridOperator');
  const known = instructionsOperator(operator);
  const set: InstructionSet = known ?? 'generic';
  const values = { operator: known ?? operator, site: known ? operatorSites[known] : '' };
  return (
    <SectionCard
      id="grid-operator-steps"
      title={t('steps.title', { operator: values.operator })}
      intro={t('steps.intro', values)}
    >
      <Stepper
        orientation="vertical"
        aria-labelledby="grid-operator-steps"
        component="ol"
        sx={{ mt: 2, p: 0, '& .MuiStepContent-root': { pr: 0 } }}
      >
        {operatorSteps[set].map((step) => (
          <Step key={step} active expanded component="li" sx={{ listStyle: 'none' }}>
            <StepLabel>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t(`steps.${step}.title`, values)}
              </Typography>
            </StepLabel>
            <StepContent>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(
                  step === 'documents' && !withFiles
                    ? 'steps.documents.textWithoutFiles'
                    : `steps.${step}.text`,
                  values,
                )}
              </Typography>
            </StepContent>
          </Step>
        ))}
      </Stepper>
    </SectionCard>
  );
}
