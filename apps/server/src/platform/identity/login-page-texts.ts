// The login page's words per language: the same texts as the SPA's login form had (its locale
// files, pages.login and common), so the page reads the same after moving to the server. The
// messages are the spec's (§5 validation, §8 login errors) in each language.
import type { Language } from '@portal/contract/portal';

export interface LoginPageTexts {
  title: string;
  heading: string;
  intro: string;
  email: string;
  password: string;
  submit: string;
  forgotPassword: string;
  language: string;
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  invalidCredentials: string;
  locked: string;
  failed: string;
  retry: string;
}

export const loginPageTexts: Record<Language, LoginPageTexts> = {
  nl: {
    title: 'Aanmelden',
    heading: 'Meld u aan op uw klantenportaal',
    intro: 'Gebruik het e-mailadres en het wachtwoord van uw account.',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Aanmelden',
    forgotPassword: 'Wachtwoord vergeten?',
    language: 'Taal',
    emailRequired: 'E-mailadres is verplicht',
    emailInvalid: 'E-mailadres is niet geldig',
    passwordRequired: 'Wachtwoord is verplicht',
    invalidCredentials: 'E-mailadres of wachtwoord is onjuist',
    locked: 'Te veel pogingen. Wacht enkele minuten en probeer opnieuw.',
    failed: 'Er ging iets mis bij het aanmelden. Probeer het opnieuw.',
    retry: 'Opnieuw proberen',
  },
  fr: {
    title: 'Se connecter',
    heading: 'Connectez-vous à votre espace client',
    intro: 'Utilisez l’adresse e-mail et le mot de passe de votre compte.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    forgotPassword: 'Mot de passe oublié ?',
    language: 'Langue',
    emailRequired: 'L’adresse e-mail est obligatoire',
    emailInvalid: 'L’adresse e-mail n’est pas valide',
    passwordRequired: 'Le mot de passe est obligatoire',
    invalidCredentials: 'E-mail ou mot de passe incorrect',
    locked: 'Trop de tentatives. Patientez quelques minutes et réessayez.',
    failed: 'Un problème est survenu lors de la connexion. Veuillez réessayer.',
    retry: 'Réessayer',
  },
  en: {
    title: 'Sign in',
    heading: 'Sign in to your customer portal',
    intro: 'Use the e-mail address and password of your account.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    forgotPassword: 'Forgot your password?',
    language: 'Language',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is not valid',
    passwordRequired: 'Password is required',
    invalidCredentials: 'Email or password is incorrect',
    locked: 'Too many attempts. Wait a few minutes and try again.',
    failed: 'Something went wrong while logging in. Please try again.',
    retry: 'Try again',
  },
};
