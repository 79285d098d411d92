// Texts of the few pages the provider renders itself (logout, signed out, error), per language.
import type { Language } from '@portal/contract/portal';

export interface PageTexts {
  signingOutTitle: string;
  signingOutText: string;
  signOutButton: string;
  signedOutTitle: string;
  signedOutText: string;
  errorTitle: string;
  errorText: string;
  backToLogin: string;
}

export const pageTexts: Record<Language, PageTexts> = {
  nl: {
    signingOutTitle: 'Afmelden…',
    signingOutText: 'Even geduld, u wordt afgemeld bij {tenant}.',
    signOutButton: 'Afmelden',
    signedOutTitle: 'U bent afgemeld',
    signedOutText: 'U bent afgemeld bij {tenant}.',
    errorTitle: 'Aanmelden mislukt',
    errorText: 'Er ging iets mis bij het aanmelden. Probeer het opnieuw.',
    backToLogin: 'Terug naar aanmelden',
  },
  fr: {
    signingOutTitle: 'Déconnexion…',
    signingOutText: 'Un instant, nous vous déconnectons de {tenant}.',
    signOutButton: 'Se déconnecter',
    signedOutTitle: 'Vous êtes déconnecté',
    signedOutText: 'Vous êtes déconnecté de {tenant}.',
    errorTitle: 'Connexion impossible',
    errorText: 'Une erreur s’est produite lors de la connexion. Veuillez réessayer.',
    backToLogin: 'Retour à la connexion',
  },
  en: {
    signingOutTitle: 'Signing out…',
    signingOutText: 'One moment, you are being signed out of {tenant}.',
    signOutButton: 'Sign out',
    signedOutTitle: 'You are signed out',
    signedOutText: 'You are signed out of {tenant}.',
    errorTitle: 'Login failed',
    errorText: 'Something went wrong while logging in. Please try again.',
    backToLogin: 'Back to login',
  },
};
