// The install dialog (spec §2 "shown, then accepted or declined"). With the browser's
// kept install offer, accepting opens the browser's own install prompt; a "not now", closing it,
// or dismissing the browser's prompt is a decline, remembered for 90 days. On iOS Safari, which
// has no install prompt, it shows how to add the portal to the home screen; closing it counts as a
// decline too, so the instructions do not return for 90 days. Loaded lazily; MUI's theme around
// it, as it opens outside the pages (decision 026).
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import InstallMobileOutlined from '@mui/icons-material/InstallMobileOutlined';
import IosShare from '@mui/icons-material/IosShare';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MuiThemeScope } from '../../../components/mui-theme-scope';
import { PromptDialog } from '../../../components/prompt-dialog';
import { forgetInstallPrompt, keptInstallPrompt } from '../../../lib/install-prompt-capture';
import { type InstallOffer, rememberInstallDeclined } from '../lib/install-offer';

/** Opens the browser's prompt with the kept event; true when the customer installed. */
async function installWithBrowser(): Promise<boolean> {
  const event = keptInstallPrompt();
  if (!event) return false;
  forgetInstallPrompt();
  try {
    await event.prompt();
    return (await event.userChoice).outcome === 'accepted';
  } catch (error) {
    console.warn('The install prompt failed', error);
    return false;
  }
}

function IosSteps() {
  const { t } = useTranslation('common');
  return (
    <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
      <li>
        {t('install.iosStepShare')}{' '}
        <IosShare fontSize="small" sx={{ verticalAlign: 'text-bottom' }} aria-hidden />
      </li>
      <li>
        {t('install.iosStepAdd')}{' '}
        <AddBoxOutlined fontSize="small" sx={{ verticalAlign: 'text-bottom' }} aria-hidden />
      </li>
    </Box>
  );
}

export default function InstallDialog({
  offer,
  onClose,
}: {
  offer: Exclude<InstallOffer, null>;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState(false);
  const decline = () => {
    rememberInstallDeclined();
    onClose();
  };
  const accept = async () => {
    setPending(true);
    const installed = await installWithBrowser();
    if (!installed) rememberInstallDeclined();
    onClose();
  };
  const ios = offer === 'ios-instructions';
  return (
    <MuiThemeScope>
      <PromptDialog
        icon={InstallMobileOutlined}
        title={t('install.title')}
        text={t('install.text')}
        onDismiss={() => !pending && decline()}
        actions={
          ios ? (
            <Button variant="contained" onClick={decline}>
              {t('install.understood')}
            </Button>
          ) : (
            <>
              <Button color="inherit" onClick={decline} disabled={pending}>
                {t('install.decline')}
              </Button>
              <Button variant="contained" onClick={() => void accept()} disabled={pending}>
                {t('install.accept')}
              </Button>
            </>
          )
        }
      >
        {ios && <IosSteps />}
      </PromptDialog>
    </MuiThemeScope>
  );
}
