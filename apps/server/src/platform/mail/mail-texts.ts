// The words of the account mails in each language. {tenant} and {name} are filled in.
import type { Language } from '@portal/contract/portal';
import type { AccountMailPurpose } from './mailer.ts';

export interface MailTexts {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
  linkHint: string;
}

export const mailTexts: Record<AccountMailPurpose, Record<Language, MailTexts>> = {
  invitation: {
    nl: {
      subject: 'Welkom bij {tenant}: kies uw wachtwoord',
      greeting: 'Beste {name},',
      intro:
        '{tenant} heeft een account voor u aangemaakt in het klantenportaal. Daar volgt u uw ' +
        'installaties, documenten en facturen op. Kies een wachtwoord om uw registratie te bevestigen.',
      action: 'Wachtwoord kiezen',
      validity: 'Deze link is 7 dagen geldig.',
      ignore: 'Verwachtte u deze e-mail niet? Dan mag u hem negeren.',
      linkHint: 'Werkt de knop niet? Kopieer dan deze link in uw browser:',
    },
    fr: {
      subject: 'Bienvenue chez {tenant} : choisissez votre mot de passe',
      greeting: 'Bonjour {name},',
      intro:
        '{tenant} vous a créé un compte sur le portail client, où vous suivez vos installations, ' +
        'documents et factures. Choisissez un mot de passe pour confirmer votre inscription.',
      action: 'Choisir mon mot de passe',
      validity: 'Ce lien est valable 7 jours.',
      ignore: 'Vous n’attendiez pas cet e-mail ? Vous pouvez l’ignorer.',
      linkHint: 'Le bouton ne fonctionne pas ? Copiez ce lien dans votre navigateur :',
    },
    en: {
      subject: 'Welcome to {tenant}: choose your password',
      greeting: 'Dear {name},',
      intro:
        '{tenant} created an account for you in the customer portal, where you follow your ' +
        'installations, documents and invoices. Choose a password to confirm your registration.',
      action: 'Choose a password',
      validity: 'This link is valid for 7 days.',
      ignore: 'Not expecting this e-mail? You can ignore it.',
      linkHint: 'Does the button not work? Copy this link into your browser:',
    },
  },
  'password-reset': {
    nl: {
      subject: 'Uw wachtwoord bij {tenant} opnieuw instellen',
      greeting: 'Beste {name},',
      intro:
        'We ontvingen een vraag om het wachtwoord van uw account bij {tenant} opnieuw in te ' +
        'stellen. Kies een nieuw wachtwoord met de knop hieronder.',
      action: 'Nieuw wachtwoord kiezen',
      validity: 'Deze link is 1 uur geldig en werkt één keer.',
      ignore: 'Vroeg u dit niet aan? Negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.',
      linkHint: 'Werkt de knop niet? Kopieer dan deze link in uw browser:',
    },
    fr: {
      subject: 'Réinitialiser votre mot de passe chez {tenant}',
      greeting: 'Bonjour {name},',
      intro:
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte chez ' +
        '{tenant}. Choisissez un nouveau mot de passe avec le bouton ci-dessous.',
      action: 'Choisir un nouveau mot de passe',
      validity: 'Ce lien est valable 1 heure et ne fonctionne qu’une fois.',
      ignore:
        'Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail : votre mot de passe ' +
        'reste inchangé.',
      linkHint: 'Le bouton ne fonctionne pas ? Copiez ce lien dans votre navigateur :',
    },
    en: {
      subject: 'Reset your password at {tenant}',
      greeting: 'Dear {name},',
      intro:
        'We received a request to reset the password of your account at {tenant}. Choose a new ' +
        'password with the button below.',
      action: 'Choose a new password',
      validity: 'This link is valid for 1 hour and works once.',
      ignore: 'Did not ask for this? Ignore this e-mail: your password stays unchanged.',
      linkHint: 'Does the button not work? Copy this link into your browser:',
    },
  },
};
