// The words of the notification mails and of the unsubscribe page around the notification's own
// title and body (contract/notification-texts), in the customer's language.
import type { NotificationKind } from '@portal/contract/notification-preferences';
import type { Language } from '@portal/contract/portal';

export interface NotificationMailWords {
  open: string;
  /** The digest's subject, with {count}. */
  digestSubject: string;
  digestIntro: string;
  unsubscribe: string;
  why: string;
  /** The unsubscribe page: the question, with {kind}. */
  confirmQuestion: string;
  confirmButton: string;
  /** The unsubscribe page after the POST, with {kind}. */
  done: string;
  invalid: string;
  /** The unsubscribe page's link to every choice, on the account page. */
  allChoices: string;
  kinds: Record<NotificationKind, string>;
}

export const notificationMailWords: Readonly<Record<Language, NotificationMailWords>> = {
  nl: {
    open: 'Bekijken in het portaal',
    digestSubject: 'Uw meldingen van vandaag ({count})',
    digestIntro: 'Dit gebeurde sinds uw vorige overzicht:',
    unsubscribe: 'Geen e-mails meer over dit onderwerp',
    why: 'U ontvangt deze e-mail omdat u meldingen per e-mail ontvangt. U kiest dit op uw accountpagina.',
    confirmQuestion: 'Wilt u geen e-mails meer ontvangen over: {kind}?',
    confirmButton: 'Afmelden',
    done: 'U ontvangt geen e-mails meer over: {kind}. In het portaal ziet u deze meldingen nog steeds.',
    invalid: 'Deze afmeldlink is ongeldig. Wijzig uw keuzes op uw accountpagina.',
    allChoices: 'Al uw keuzes voor meldingen',
    kinds: {
      installationSteps: 'stappen van uw installatie',
      documentsToSign: 'documenten om te ondertekenen',
      invoices: 'facturen',
      ticketsAndRepairs: 'vragen en herstellingen',
      monitoring: 'monitoring en piekwaarschuwingen',
      energyPlan: 'energieplan',
      loyalty: 'getrouwheidsprogramma',
    },
  },
  fr: {
    open: 'Voir dans le portail',
    digestSubject: 'Vos notifications du jour ({count})',
    digestIntro: 'Voici ce qui s’est passé depuis votre dernier récapitulatif :',
    unsubscribe: 'Ne plus recevoir d’e-mails à ce sujet',
    why: 'Vous recevez cet e-mail parce que vous recevez les notifications par e-mail. Vous pouvez le modifier sur la page de votre compte.',
    confirmQuestion: 'Ne plus recevoir d’e-mails concernant : {kind} ?',
    confirmButton: 'Me désabonner',
    done: 'Vous ne recevrez plus d’e-mails concernant : {kind}. Ces notifications restent visibles dans le portail.',
    invalid:
      'Ce lien de désabonnement n’est pas valable. Modifiez vos choix sur la page de votre compte.',
    allChoices: 'Tous vos choix de notifications',
    kinds: {
      installationSteps: 'les étapes de votre installation',
      documentsToSign: 'les documents à signer',
      invoices: 'les factures',
      ticketsAndRepairs: 'les demandes et réparations',
      monitoring: 'le monitoring et les alertes de pointe',
      energyPlan: 'le plan énergétique',
      loyalty: 'le programme de fidélité',
    },
  },
  en: {
    open: 'View in the portal',
    digestSubject: 'Your notifications of today ({count})',
    digestIntro: 'This is what happened since your last summary:',
    unsubscribe: 'No more e-mails about this',
    why: 'You receive this e-mail because you receive notifications by e-mail. You can change this on your account page.',
    confirmQuestion: 'Stop e-mails about: {kind}?',
    confirmButton: 'Unsubscribe',
    done: 'You will no longer receive e-mails about: {kind}. These notifications still show in the portal.',
    invalid: 'This unsubscribe link is not valid. Change your choices on your account page.',
    allChoices: 'All your notification choices',
    kinds: {
      installationSteps: 'your installation’s steps',
      documentsToSign: 'documents to sign',
      invoices: 'invoices',
      ticketsAndRepairs: 'tickets and repairs',
      monitoring: 'monitoring and peak warnings',
      energyPlan: 'the energy plan',
      loyalty: 'the loyalty programme',
    },
  },
};
